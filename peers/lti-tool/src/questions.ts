/**
 * The quiz's question bank. An activity's questions are picked by a generator seeded with
 * its resource link id, so the same activity always shows the same questions in the same
 * order (and a review months later scores against what the learner saw).
 */
import { createHash } from 'node:crypto';
import { q, type Question } from './question.ts';
import { TOPIC_BANKS } from './question-topics.ts';

export type { Question } from './question.ts';

export const DEFAULT_QUESTION_COUNT = 3;
export const MAX_QUESTION_COUNT = 20;

/** The general workplace bank: for an activity without a `custom.topic` the tool knows. */
export const QUESTION_BANK: readonly Question[] = [
  q(
    'exit-route',
    'What should you check first when you start work in a new building?',
    ['The nearest emergency exit', 'The coffee machine', 'The car park fees'],
    0,
  ),
  q(
    'fire-alarm',
    'The fire alarm sounds. What do you do?',
    ['Finish your task first', 'Leave by the nearest safe exit', 'Use the lift to get out faster', 'Wait for a colleague to confirm'],
    1,
  ),
  q('walkways', 'Why keep walkways clear?', ['It looks tidier', 'People can trip and evacuation is slowed', 'Cleaners prefer it'], 1),
  q(
    'spill',
    'You see a liquid spill in a corridor. What is the first step?',
    ['Walk around it', 'Warn others and make the area safe', 'Take a photo'],
    1,
  ),
  q(
    'lifting',
    'How do you lift a heavy box safely?',
    ['Bend your back, keep legs straight', 'Bend your knees, keep the load close', 'Lift it above your head', 'Twist while lifting'],
    1,
  ),
  q('ppe', 'What does PPE stand for?', ['Personal protective equipment', 'Public power entry', 'Planned process evaluation'], 0),
  q(
    'extinguisher-electric',
    'Which extinguisher is safe on an electrical fire?',
    ['Water', 'Carbon dioxide (CO2)', 'Foam', 'Wet chemical'],
    1,
  ),
  q(
    'first-aider',
    'Where do you find who the first aiders are?',
    ['On the notice board or intranet', 'Nobody knows', 'Only in the annual report'],
    0,
  ),
  q(
    'near-miss',
    'A near miss (no one hurt) happened. Should it be reported?',
    ['No, nothing happened', 'Yes, so the cause can be fixed', 'Only if a manager saw it'],
    1,
  ),
  q(
    'password',
    'Which is the strongest password?',
    ['password123', 'Your birthday', 'A long passphrase of unrelated words', "Your pet's name"],
    2,
  ),
  q(
    'phishing',
    'An email asks you to confirm your password by a link. What do you do?',
    ['Click and confirm', 'Report it as phishing', 'Forward it to colleagues'],
    1,
  ),
  q(
    'screen-lock',
    'You leave your desk for a few minutes. What should you do?',
    ['Lock your screen', 'Leave it open', 'Turn the monitor away'],
    0,
  ),
  q(
    'data-share',
    'May you send customer data to your personal email to work at home?',
    ['Yes, if you delete it later', 'No', 'Only on Fridays'],
    1,
  ),
  q(
    'visitor',
    'A person without a badge follows you through a secure door. What do you do?',
    ['Hold the door', 'Politely ask them to sign in at reception', 'Ignore it'],
    1,
  ),
  q(
    'hazard-sign',
    'What does a yellow triangle sign usually mean?',
    ['Mandatory action', 'Warning of a hazard', 'Safe condition', 'Prohibited action'],
    1,
  ),
  q('blue-sign', 'What does a round blue sign usually mean?', ['Something you must do', 'Danger', 'A fire exit'], 0),
  q('green-sign', 'What do green signs usually show?', ['Prohibitions', 'Safe conditions such as exits and first aid', 'Warnings'], 1),
  q('ladder', 'How many points of contact should you keep when climbing a ladder?', ['One', 'Two', 'Three', 'None'], 2),
  q(
    'chemicals',
    'Where do you find how to handle a chemical safely?',
    ['Its safety data sheet', "The supplier's advert", 'A guess from the smell'],
    0,
  ),
  q('breaks', 'Why take regular breaks from screen work?', ['To reduce eye strain and fatigue', 'It is never needed', 'Only to chat'], 0),
  q(
    'incident-report',
    'When should an injury at work be reported?',
    ['At the end of the year', 'As soon as possible', 'Only if it needs hospital care'],
    1,
  ),
  q(
    'cable',
    'You notice a frayed power cable. What do you do?',
    ['Tape it and carry on', 'Stop using it and report it', 'Hide it under a rug'],
    1,
  ),
  q('assembly-point', 'After evacuating, where do you go?', ['Home', 'The assembly point', 'Back inside for your bag'], 1),
  q(
    'door-wedge',
    'May a fire door be wedged open?',
    ['Yes, for air', 'No, unless it has an approved hold-open device', 'Yes, on hot days'],
    1,
  ),
];

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
