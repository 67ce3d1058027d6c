/** doc 2 §4: a knowledge-model answer is correct when its normalized score is above 0. */
export function isKnowledgeAnswerCorrect(normalizedScore: number | null | undefined): boolean {
  return typeof normalizedScore === 'number' && normalizedScore > 0;
}
