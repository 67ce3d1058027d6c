import { describe, expect, it, vi } from 'vitest';
import { dropEarlyAnswers, startEarly, takeEarlyAnswer } from './early-answers.ts';

// Issue 17: a call started on a navigation is answered once, to the call the page makes,
// whatever the order of its parameters; a change drops what was asked before it.
describe('early answers', () => {
  it('answers the page’s call once, then leaves it to the server', async () => {
    startEarly(['/api/a?take=24&skip=0'], async () => 'early');
    expect(await takeEarlyAnswer('/api/a?skip=0&take=24')).toBe('early');
    expect(takeEarlyAnswer('/api/a?skip=0&take=24')).toBeUndefined();
  });

  it('starts no call the app asked for a moment ago: its answer is in the cache', () => {
    const load = vi.fn(async () => 'again');
    takeEarlyAnswer('/api/b');
    startEarly(['/api/b'], load);
    expect(load).not.toHaveBeenCalled();
  });

  it('drops what was asked before a change, so a refetch after it goes to the server', () => {
    startEarly(['/api/c'], async () => 'before the change');
    dropEarlyAnswers();
    expect(takeEarlyAnswer('/api/c')).toBeUndefined();
  });
});
