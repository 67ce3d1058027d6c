import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from '@lp/contract/dashboard';
import { FRAGMENTS } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

describe("the dashboard's calls (issue 15, decision 0029)", () => {
  it("answers every fragment's version for project learn, and refuses another project", async () => {
    const res = await demo.app.inject({ url: `${DASHBOARD_PATHS.fragmentVersions}?project=learn`, headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().versions).sort()).toEqual([...FRAGMENTS].sort());
    expect((await demo.app.inject({ url: `${DASHBOARD_PATHS.fragmentVersions}?project=admin`, headers: demo.learner })).statusCode).toBe(
      400,
    );
  });

  it("answers the learner's unfinished courses, the most recently active first, at most four", async () => {
    const res = await demo.app.inject({ url: DASHBOARD_PATHS.recentCourses, headers: demo.learner });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { objectiveId: string; lastActivity: string; progress: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(4);
    expect(data.map((c) => c.lastActivity)).toEqual([...data.map((c) => c.lastActivity)].sort().reverse());
    const unfinished = await demo.db.query<{ objective_id: string }>(
      `SELECT w.objective_id FROM objective_workflows w JOIN users u ON u.id = w.user_id WHERE u.email = 'learner@demo.test' AND w.state <> 6`,
    );
    for (const c of data) expect(unfinished.map((r) => r.objective_id)).toContain(c.objectiveId);
    // Starting something in a course makes it the most recent.
    const last = data.at(-1)!;
    await demo.db.query(
      `UPDATE objective_workflows SET started = now() WHERE objective_id = $1 AND user_id = (SELECT id FROM users WHERE email = 'learner@demo.test') AND state <> 6`,
      [last.objectiveId],
    );
    const again = (await demo.app.inject({ url: DASHBOARD_PATHS.recentCourses, headers: demo.learner })).json().data as {
      objectiveId: string;
    }[];
    expect(again[0]!.objectiveId).toBe(last.objectiveId);
    // Another learner's runs never appear.
    const others = (await demo.app.inject({ url: DASHBOARD_PATHS.recentCourses, headers: demo.learner2 })).json().data as {
      objectiveId: string;
    }[];
    const theirs = await demo.db.query<{ objective_id: string }>(
      `SELECT w.objective_id FROM objective_workflows w JOIN users u ON u.id = w.user_id WHERE u.email = 'learner2@demo.test'`,
    );
    for (const c of others) expect(theirs.map((r) => r.objective_id)).toContain(c.objectiveId);
  });

  it('answers the promo banners for this learner now: in their dates, for everyone or a unit of theirs, in order', async () => {
    const titles = async (who: 'learner' | 'learner2') =>
      ((await demo.app.inject({ url: DASHBOARD_PATHS.promoBanners, headers: demo[who] })).json().data as { title: string }[]).map(
        (b) => b.title,
      );
    expect(await titles('learner')).toEqual(['Never miss a deadline', 'Ops North: fire drill on Friday']);
    // learner2 is not in Ops North; the closed survey's dates are over for everyone.
    expect(await titles('learner2')).toEqual(['Never miss a deadline']);
    const [banner] = (await demo.app.inject({ url: DASHBOARD_PATHS.promoBanners, headers: demo.learner })).json().data;
    expect(banner).toMatchObject({
      linkUrl: '/learn/calendar',
      linkText: 'Open my calendar',
      imageUrl: expect.stringMatching(/^\/api\/lms-storage\/v1\/files\/[0-9a-f-]{36}$/),
    });
    // Its picture is a public file anyone on the dashboard can load.
    expect((await demo.app.inject({ url: banner.imageUrl })).statusCode).toBe(200);
    // A banner that has not started yet is not shown either.
    await demo.db.query(`UPDATE promo_banners SET starts_at = now() + interval '1 day' WHERE external_id = 'banner-calendar'`);
    expect(await titles('learner2')).toEqual([]);
  });
});
