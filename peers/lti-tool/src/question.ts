/** One multiple-choice question of the quiz tool's banks. */
export interface Question {
  id: string;
  text: string;
  options: string[];
  /** Index into `options`. */
  correct: number;
}

export const q = (id: string, text: string, options: string[], correct: number): Question => ({ id, text, options, correct });
