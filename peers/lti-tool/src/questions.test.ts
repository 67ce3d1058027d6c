import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_COUNT, MAX_QUESTION_COUNT, QUESTION_BANK, questionCount, questionsFor, readAnswers, scoreAnswers } from './questions.ts';

describe('question bank', () => {
  it('has 3 or 4 options per question, one of them correct, and unique ids', () => {
    for (const question of QUESTION_BANK) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(question.options[question.correct]).toBeDefined();
    }
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(QUESTION_BANK.length);
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(MAX_QUESTION_COUNT);
  });

  it('gives the same activity the same questions every time, and another activity others', () => {
    const ids = (link: string) => questionsFor(link, 5).map((q) => q.id);
    expect(ids('activity-1')).toEqual(ids('activity-1'));
    expect(ids('activity-1')).not.toEqual(ids('activity-2'));
    expect(new Set(ids('activity-1')).size).toBe(5);
  });

  it.each([
    [undefined, DEFAULT_QUESTION_COUNT],
    ['5', 5],
    [7, 7],
    ['0', DEFAULT_QUESTION_COUNT],
    ['many', DEFAULT_QUESTION_COUNT],
    ['2.5', DEFAULT_QUESTION_COUNT],
    ['500', MAX_QUESTION_COUNT],
  ])('custom.questions %j asks %i questions', (custom, count) => {
    expect(questionCount(custom)).toBe(count);
    expect(questionsFor('a', questionCount(custom))).toHaveLength(count);
  });

  it('scores one point per correct answer; unanswered and out-of-range answers count as wrong', () => {
    const questions = questionsFor('activity-1', 4);
    const wrong = (i: number) => (questions[i]!.correct + 1) % questions[i]!.options.length;
    const form = new URLSearchParams({ q1: String(questions[0]!.correct), q2: String(questions[1]!.correct), q3: String(wrong(2)), q4: '9' });
    const answers = readAnswers(form, questions);
    expect(answers).toEqual([questions[0]!.correct, questions[1]!.correct, wrong(2), null]);
    expect(scoreAnswers(questions, answers)).toBe(2);
    expect(scoreAnswers(questions, readAnswers(new URLSearchParams(), questions))).toBe(0);
  });
});
