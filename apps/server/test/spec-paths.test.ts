import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner'] });
const ow = randomUUID();
const aw = randomUUID();

// Issue 18 item 1: doc 2 §7 names these four calls relative to the platform API ("Base is the
// platform API unless noted"); they are served there, and nothing answers on the LMS API's
// paths they had before (no alias: only this portal's own web called them).
const calls: [string, 'GET' | 'POST', string][] = [
  ['finish-objective-workflows', 'POST', '/finish-objective-workflows'],
  ['create-self-enrollments', 'POST', '/create-self-enrollments'],
  ['last-proctoring-session', 'GET', `/users/me/objective-workflows/${ow}/activity-workflows/${aw}/last-proctoring-session`],
  [
    'last-proctoring-session/start-token',
    'GET',
    `/users/me/objective-workflows/${ow}/activity-workflows/${aw}/last-proctoring-session/start-token`,
  ],
];

describe('the calls doc 2 §7 places on the platform API', () => {
  it.each(calls)('%s is served under /api/platform/v1 and not under /api/lms/v1', async (_name, method, path) => {
    const payload = method === 'POST' ? { id: randomUUID() } : undefined;
    const platform = await demo.app.inject({
      method,
      url: `/api/platform/v1${path}`,
      headers: demo.learner,
      ...(payload ? { payload } : {}),
    });
    // A route of ours: a refusal of the body or of the unknown run, never "no such route".
    expect([400, 404].includes(platform.statusCode), `${platform.statusCode} ${platform.body}`).toBe(true);
    expect(platform.json().errors.general?.[0] ?? '').not.toMatch(/^No route/);
    const lms = await demo.app.inject({ method, url: `/api/lms/v1${path}`, headers: demo.learner, ...(payload ? { payload } : {}) });
    expect(lms.statusCode).toBe(404);
    expect(lms.json().errors.general[0]).toMatch(/^No route/);
  });
});
