import { afterEach } from 'vitest';
import { takeAnswerMismatches } from './answers-match-document.ts';

/** Fails the test that received an answer the OpenAPI document does not describe (decision 0016). */
afterEach(() => {
  const found = takeAnswerMismatches();
  if (found.length > 0) throw new Error(`Answers that do not match the OpenAPI document:\n${found.join('\n')}`);
});
