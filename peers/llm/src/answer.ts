/**
 * The peer's "model": reads the numbered passages and the question of the portal's
 * prompt (`[n] title: text` lines, then `Question: …`, apps/server/src/modules/tutor/prompt.ts)
 * and answers from the passage that shares most words with the question, citing it.
 * Deterministic, so tests can say what the answer is; anything else in the prompt is ignored.
 */
export interface PromptPassage {
  n: number;
  title: string;
  text: string;
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

export function readPrompt(content: string): { passages: PromptPassage[]; question: string } {
  const passages: PromptPassage[] = [];
  let question = '';
  for (const line of content.split('\n')) {
    const passage = /^\[(\d+)\] (.+?): (.*)$/.exec(line);
    if (passage) passages.push({ n: Number(passage[1]), title: passage[2]!, text: passage[3]! });
    else if (line.startsWith('Question: ')) question = line.slice('Question: '.length);
  }
  return { passages, question };
}

export function answerFromPrompt(content: string): string {
  const { passages, question } = readPrompt(content);
  const asked = words(question);
  let best: PromptPassage | undefined;
  let bestShared = 0;
  for (const p of passages) {
    const shared = [...words(`${p.title} ${p.text}`)].filter((w) => asked.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [p, shared];
  }
  best ??= passages[0];
  if (!best) return 'The course passages do not cover this question.';
  const firstSentence = /^.*?[.!?؟](?=\s|$)/u.exec(best.text)?.[0] ?? best.text;
  return `According to "${best.title}" [${best.n}]: ${firstSentence}`;
}
