/**
 * The quiz's question bank. An activity's questions are picked by a generator seeded with
 * its resource link id, so the same activity always shows the same questions in the same
 * order (and a review months later scores against what the learner saw).
 */
import { createHash } from 'node:crypto';
import { QUESTION_BANK } from './general-questions.ts';
import type { Question } from './question.ts';
import { TOPIC_BANKS } from './question-topics.ts';

export type { Question } from './question.ts';

export const DEFAULT_QUESTION_COUNT = 3;
export const MAX_QUESTION_COUNT = 20;

/** A small seeded 32-bit generator (mulberry32): deterministic and good enough for shuffling. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A question count from the launch's `custom.questions`: the default when absent or not a number, capped at the maximum. */
export function questionCount(custom: unknown): number {
  const n = Number(custom);
  if (!Number.isInteger(n) || n < 1) return DEFAULT_QUESTION_COUNT;
  return Math.min(n, MAX_QUESTION_COUNT);
}

/** The bank of an activity's `custom.topic` (decision 0064); the general bank for none or an unknown one. */
export function bankFor(topic: unknown): readonly Question[] {
  return (typeof topic === 'string' && Object.hasOwn(TOPIC_BANKS, topic) ? TOPIC_BANKS[topic] : undefined) ?? QUESTION_BANK;
}

/** The activity's questions, from its topic's bank and at most the whole bank: the same `resourceLinkId`, `count` and topic give the same list. */
export function questionsFor(resourceLinkId: string, count: number, topic?: unknown): Question[] {
  const bank = bankFor(topic);
  const seed = createHash('sha256').update(resourceLinkId).digest().readUInt32BE(0);
  const random = generator(seed);
  const order = bank.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, Math.min(count, MAX_QUESTION_COUNT)).map((i) => bank[i]!);
}

/** A learner's choice per question, by position: the option index, or null when unanswered or not an option. */
export type Answers = Array<number | null>;

/** Reads `q1..qN` from a submitted form. */
export function readAnswers(form: URLSearchParams, questions: Question[]): Answers {
  return questions.map((question, i) => {
    const raw = form.get(`q${i + 1}`);
    const chosen = raw === null || raw === '' ? NaN : Number(raw);
    return Number.isInteger(chosen) && chosen >= 0 && chosen < question.options.length ? chosen : null;
  });
}

/** The number of correct answers. */
export function scoreAnswers(questions: Question[], answers: Answers): number {
  return questions.reduce((sum, question, i) => sum + (answers[i] === question.correct ? 1 : 0), 0);
}
