// Helpers of the journeys through the bundled quiz tool (peers/lti-tool).
import type { FrameLocator } from '@playwright/test';
import { QUESTION_BANK } from '../../peers/lti-tool/src/general-questions.ts';
import { expect } from '../fixtures.ts';

/** Answers every question of the tool's quiz with the key's answer (the tool's bank is public), one click each; answers how many there were. */
export async function answerEveryQuestion(frame: FrameLocator): Promise<number> {
  const questions = frame.getByRole('group');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    const legend = (await question.locator('legend').textContent()) ?? '';
    const known = QUESTION_BANK.find((q) => legend.endsWith(`: ${q.text}`));
    if (!known) throw new Error(`a question the bank does not have: ${legend}`);
    await question.getByRole('radio', { name: known.options[known.correct]!, exact: true }).check();
  }
  return count;
}
