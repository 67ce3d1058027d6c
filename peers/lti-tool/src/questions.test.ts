import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, generalQuestions } from './general-questions.ts';
import { TOPIC_BANKS } from './question-topics.ts';
import {
  DEFAULT_QUESTION_COUNT,
  MAX_QUESTION_COUNT,
  bankFor,
  questionCount,
  questionsFor,
  readAnswers,
  scoreAnswers,
} from './questions.ts';

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
    const form = new URLSearchParams({
      q1: String(questions[0]!.correct),
      q2: String(questions[1]!.correct),
      q3: String(wrong(2)),
      q4: '9',
    });
    const answers = readAnswers(form, questions);
    expect(answers).toEqual([questions[0]!.correct, questions[1]!.correct, wrong(2), null]);
    expect(scoreAnswers(questions, answers)).toBe(2);
    expect(scoreAnswers(questions, readAnswers(new URLSearchParams(), questions))).toBe(0);
  });
});

describe('banks by topic (decision 0064)', () => {
  it('each bank: 3 or 4 options per question, one correct, ids unique across every bank', () => {
    const all = [...QUESTION_BANK, ...Object.values(TOPIC_BANKS).flat()];
    for (const question of all) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(question.options[question.correct]).toBeDefined();
    }
    // The same id is the same question wherever it stands.
    const byId = new Map<string, string>();
    for (const question of all) expect(byId.set(question.id, byId.get(question.id) ?? question.text).get(question.id)).toBe(question.text);
    for (const bank of Object.values(TOPIC_BANKS)) expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
  });

  it('a topic that asks a general question names it (generalQuestions), never a copy of its text', () => {
    const general = new Map(QUESTION_BANK.map((q) => [q.text, q]));
    for (const [topic, bank] of Object.entries(TOPIC_BANKS))
      for (const question of bank)
        if (general.has(question.text)) expect(question, `${topic}: ${question.id}`).toBe(general.get(question.text));
    expect(TOPIC_BANKS.safety).toEqual(expect.arrayContaining(generalQuestions('exit-route', 'door-wedge')));
    expect(() => generalQuestions('no-such-question')).toThrow(/no-such-question/);
  });

  it("asks from the activity's topic only; no topic or an unknown one asks from the general bank", () => {
    const privacy = questionsFor('activity-1', 12, 'privacy');
    expect(privacy).toHaveLength(12);
    expect(privacy.every((q) => TOPIC_BANKS.privacy!.includes(q))).toBe(true);
    expect(bankFor(undefined)).toBe(QUESTION_BANK);
    expect(bankFor('no-such-topic')).toBe(QUESTION_BANK);
    expect(bankFor('__proto__')).toBe(QUESTION_BANK);
    expect(questionsFor('activity-1', 40, 'expenses')).toHaveLength(TOPIC_BANKS.expenses!.length);
  });

  it('every quiz of the demo names a topic whose bank holds all the questions it asks (the privacy quiz asks about privacy, not lifting boxes)', () => {
    const demo = JSON.parse(readFileSync(new URL('../../../apps/server/demo/demo.json', import.meta.url), 'utf8')) as {
      courses: unknown[];
    };
    const quizzes: { name: string; customParameters: Record<string, string> }[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const activity = node as { ltiTool?: string; name: string; customParameters?: Record<string, string> };
      if (activity.ltiTool === 'demo-quiz-tool' && activity.customParameters?.questions) quizzes.push(activity as (typeof quizzes)[number]);
      Object.values(node).forEach(walk);
    };
    walk(demo.courses);
    expect(quizzes.length).toBeGreaterThan(25);
    for (const quiz of quizzes) {
      const topic = quiz.customParameters.topic;
      expect(topic && Object.hasOwn(TOPIC_BANKS, topic), `${quiz.name}: topic ${topic}`).toBe(true);
      expect(TOPIC_BANKS[topic!]!.length, `${quiz.name}: bank of ${topic}`).toBeGreaterThanOrEqual(
        Math.min(questionCount(quiz.customParameters.questions), MAX_QUESTION_COUNT),
      );
    }
  });
});
