import { describe, expect, it } from 'vitest';
import { isKnowledgeAnswerCorrect } from './knowledge-answer.ts';

describe('isKnowledgeAnswerCorrect (doc 2 §4 Knowledge-model answer)', () => {
  it.each([
    ['correct when the normalized score is above 0', 0.01, true],
    ['incorrect at 0', 0, false],
    ['incorrect without a score', null, false],
  ])('%s', (_rule, score, expected) => {
    expect(isKnowledgeAnswerCorrect(score)).toBe(expected);
  });
});
