/** An answer of a knowledge-model question as the import stores it (knowledge_model_questions.answers). */
export interface KnowledgeAnswerOption {
  key: string;
  text: string;
  /** doc 2 §4: above 0 is correct. */
  normalizedScore: number;
  feedback: string | null;
}
