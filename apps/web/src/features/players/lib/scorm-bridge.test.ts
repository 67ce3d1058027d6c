import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ScormLaunchAnswer } from '@lp/contract/scorm';
import { ApiError } from '../../../lib/api-client.ts';
import { commitScorm } from '../api/scorm.ts';
import { ScormBridge, type ScormBridgeEvents } from './scorm-bridge.ts';

vi.mock('../api/scorm.ts', () => ({ commitScorm: vi.fn() }));
const commit = vi.mocked(commitScorm);

const CONTENT = 'http://127.0.0.1:4999';
const launch: ScormLaunchAnswer = {
  playerUrl: `${CONTENT}/scorm/player/token`,
  contentOrigin: CONTENT,
  version: '1.2',
  launch: 'index.html',
  sessionId: '11111111-1111-4111-8111-111111111111',
  mode: 'normal',
  cmi: { 'cmi.core.entry': 'ab-initio' },
};

/** Stand-ins for the frames' windows (happy-dom loads no frame page). */
let frame: { contentWindow: Window };
let other: { contentWindow: Window };
let posted: ReturnType<typeof vi.fn>;
let events: { [K in keyof ScormBridgeEvents]: Mock<ScormBridgeEvents[K]> };
let bridge: ScormBridge;

const from = (source: Window | null, origin: string, data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const commitMessage = (seq: number, extra: object = {}) => ({
  type: 'scorm.commit',
  sessionId: launch.sessionId,
  seq,
  cmi: { 'cmi.core.lesson_location': `p${seq}` },
  terminate: false,
  ...extra,
});

beforeEach(() => {
  posted = vi.fn();
  frame = { contentWindow: { postMessage: posted } as unknown as Window };
  other = { contentWindow: { postMessage: vi.fn() } as unknown as Window };
  events = { onTerminated: vi.fn(), onReplaced: vi.fn(), onSaveTrouble: vi.fn(), onFailed: vi.fn() };
  commit.mockReset();
  bridge = new ScormBridge(() => frame.contentWindow, 'aw-1', launch, events);
});
afterEach(() => {
  bridge.dispose();
});

describe('the portal side of the SCORM bridge (decision 0080)', () => {
  it('answers its own frame at the content origin with the launch, and nobody else', () => {
    from(other.contentWindow, CONTENT, { type: 'scorm.ready' });
    from(frame.contentWindow, 'http://localhost:3999', { type: 'scorm.ready' });
    from(frame.contentWindow, 'https://evil.test', { type: 'scorm.ready' });
    expect(posted).not.toHaveBeenCalled();
    from(frame.contentWindow, CONTENT, { type: 'scorm.ready' });
    expect(posted).toHaveBeenCalledWith(
      { type: 'scorm.init', version: '1.2', launch: 'index.html', cmi: launch.cmi, sessionId: launch.sessionId, mode: 'normal' },
      CONTENT,
    );
  });

  it('keeps a commit once, in order, and acknowledges it; a resend is acknowledged without a second call', async () => {
    commit.mockImplementation(async (_aw, body) => ({
      seq: body.seq,
      applied: true,
      result: { completed: false, passed: null, scaledScore: null },
    }));
    from(frame.contentWindow, CONTENT, commitMessage(1));
    from(frame.contentWindow, CONTENT, commitMessage(2));
    from(frame.contentWindow, CONTENT, commitMessage(2));
    await settle();
    await settle();
    expect(commit.mock.calls.map(([aw, body, terminate]) => [aw, body.seq, terminate])).toEqual([
      ['aw-1', 1, false],
      ['aw-1', 2, false],
    ]);
    expect(posted.mock.calls.map(([message]) => message)).toEqual([
      { type: 'scorm.ack', seq: 1 },
      { type: 'scorm.ack', seq: 2 },
      { type: 'scorm.ack', seq: 2 },
    ]);
  });

  it('sends nothing for another session, another window or a message of another shape', async () => {
    from(frame.contentWindow, CONTENT, commitMessage(1, { sessionId: '22222222-2222-4222-8222-222222222222' }));
    from(other.contentWindow, CONTENT, commitMessage(1));
    from(frame.contentWindow, CONTENT, { ...commitMessage(1), cmi: 'all of it' });
    from(frame.contentWindow, CONTENT, { type: 'scorm.fetch', url: '/api/lms/v1/users/me' });
    await settle();
    expect(commit).not.toHaveBeenCalled();
  });

  it('at Terminate hands the answer on; a replaced session says so; a failed save is not acknowledged', async () => {
    commit.mockRejectedValueOnce(new TypeError('offline'));
    from(frame.contentWindow, CONTENT, commitMessage(1));
    await settle();
    expect(events.onSaveTrouble).toHaveBeenLastCalledWith(true);
    expect(posted).not.toHaveBeenCalled();

    const answer = { seq: 2, applied: true, navigation: null };
    commit.mockResolvedValueOnce(answer);
    from(frame.contentWindow, CONTENT, commitMessage(2, { terminate: true }));
    await settle();
    expect(events.onTerminated).toHaveBeenCalledWith(answer);

    const replaced = new ScormBridge(() => frame.contentWindow, 'aw-1', launch, events);
    commit.mockRejectedValueOnce(new ApiError(409, undefined));
    from(frame.contentWindow, CONTENT, commitMessage(3));
    await settle();
    replaced.dispose();
    expect(events.onReplaced).toHaveBeenCalled();
  });
});
