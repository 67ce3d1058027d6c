import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS, type ListResponse, type ObjectiveRecordView } from '@lp/contract';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * doc 1 §7 GET objective-records/query and objective-records/{id}: the learner's own
 * results (doc 1 §3: the score result plus id) with the list load options; a withheld
 * result travels without its score (decision 0011), another learner's is not found.
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

const one = async (sql: string, params: unknown[] = []) => (await demo.db.query<{ id: string }>(sql, params))[0]!.id;
const objectiveId = (code: string) => one('SELECT id FROM objectives WHERE code = $1', [code]);
const userId = (email: string) => one('SELECT id FROM users WHERE email = $1', [email]);
const recordOf = (email: string, code: string) =>
  one(
    `SELECT r.id FROM objective_records r JOIN users u ON u.id = r.user_id JOIN objectives o ON o.id = r.objective_id
      WHERE u.email = $1 AND o.code = $2 ORDER BY r.finished DESC LIMIT 1`,
    [email, code],
  );
const query = (params: Record<string, string>, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ url: `${WORKFLOW_PATHS.objectiveRecordsQuery}?${new URLSearchParams(params)}`, headers });
const list = async (params: Record<string, string>, headers?: Record<string, string>) => {
  const res = await query(params, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListResponse<ObjectiveRecordView>>();
};
const filter = (expression: unknown) => JSON.stringify(expression);
/** A result the reveal policy withholds (decision 0011): finished, and nothing of how it went. */
const WITHHELD = { score: null, maxScore: null, normalizedScore: null, grade: null, passed: null, protectResults: true };

describe('GET objective-records/query', () => {
  it('lists only the caller’s results, newest first, with what each belongs to', async () => {
    const me = await userId('learner@demo.test');
    const page = await list({ requireTotalCount: 'true' });
    expect(page.totalCount).toBe(14);
    expect(page.data).toHaveLength(14);
    expect(page.data.every((r) => r.userId === me)).toBe(true);
    const finished = page.data.map((r) => r.finished).filter((f): f is string => f !== null);
    expect(finished).toEqual([...finished].sort().reverse());
  });

  it('filters by course and run: the two results of First Aid, and the imported one with no run', async () => {
    const fa = await objectiveId('FA-101');
    const both = await list({ filter: filter(['objectiveId', '=', fa]), requireTotalCount: 'true' });
    expect(both.totalCount).toBe(2);
    expect(both.data.map((r) => r.score)).toEqual([18, 17]);
    const run = both.data[1]!.objectiveWorkflowId!;
    const ofRun = await list({ filter: filter([['objectiveId', '=', fa], 'and', ['objectiveWorkflowId', '=', run]]) });
    expect(ofRun.data.map((r) => r.id)).toEqual([both.data[1]!.id]);
    const imported = await list({ filter: filter(['imported', '=', true]) });
    expect(imported.data).toHaveLength(1);
    expect(imported.data[0]).toMatchObject({
      objectiveId: await objectiveId('MH-120'),
      objectiveWorkflowId: null,
      imported: true,
      score: 7,
    });
  });

  it('pages and sorts: skip and take cut the sorted list, the total counts them all', async () => {
    const all = (await list({ sort: filter([{ selector: 'created', desc: false }]) })).data.map((r) => r.id);
    const second = await list({ sort: filter([{ selector: 'created', desc: false }]), skip: '5', take: '5', requireTotalCount: 'true' });
    expect(second.data.map((r) => r.id)).toEqual(all.slice(5, 10));
    expect(second.totalCount).toBe(14);
    const past = await list({ skip: '50', requireTotalCount: 'true' });
    expect(past).toEqual({ data: [], totalCount: 14 });
    expect((await list({ take: '3' })).totalCount).toBeUndefined();
  });

  it('withholds a result the reveal policy hides, keeping that it is finished', async () => {
    const div = await list({ filter: filter(['objectiveId', '=', await objectiveId('DIV-101')]) });
    expect(div.data).toHaveLength(1);
    expect(div.data[0]).toMatchObject(WITHHELD);
    expect(div.data[0]!.finished).toBeTruthy();
  });

  it('finds nothing of another learner: their id as a filter, or their course', async () => {
    const other = await userId('learner2@demo.test');
    expect(await list({ filter: filter(['userId', '=', other]), requireTotalCount: 'true' })).toEqual({ data: [], totalCount: 0 });
    const pm = await list({ filter: filter(['objectiveId', '=', await objectiveId('PM-101')]) }, demo.learner2);
    expect(pm.data.map((r) => r.score)).toEqual([71]);
    expect(pm.data[0]!.userId).toBe(other);
  });

  it('refuses filters and sorts on the result itself, unknown parameters and anonymous callers', async () => {
    const refused: Record<string, string>[] = [
      { filter: filter(['normalizedScore', '>', 0.5]) },
      { filter: filter(['passed', '=', true]) },
      { filter: filter(['grade', '=', 'Merit']) },
      { sort: filter([{ selector: 'score', desc: true }]) },
      { filter: filter(['objectiveId', '=', 'not-an-id']) },
      { take: '501' },
      { showcase: randomUUID() },
      { owner: 'me' },
    ];
    for (const params of refused) {
      const res = await query(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().errors.general[0]).toBeTruthy();
    }
    expect((await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecordsQuery })).statusCode).toBe(401);
  });
});

describe('GET objective-records/{id}', () => {
  it('answers one of the caller’s results', async () => {
    const id = await recordOf('learner@demo.test', 'LDR-201');
    const res = await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord(id), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      objectiveId: await objectiveId('LDR-201'),
      userId: await userId('learner@demo.test'),
      score: 13,
      maxScore: 15,
      protectResults: false,
    });
  });

  it('withholds a hidden result there too', async () => {
    const res = await demo.app.inject({
      url: WORKFLOW_PATHS.objectiveRecord(await recordOf('learner@demo.test', 'DIV-101')),
      headers: demo.learner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(WITHHELD);
  });

  it('answers another learner’s result as an unknown one, and refuses malformed ids and anonymous callers', async () => {
    const theirs = await recordOf('learner2@demo.test', 'PM-101');
    const other = await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord(theirs), headers: demo.learner });
    const unknown = await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord(randomUUID()), headers: demo.learner });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors).toEqual(unknown.json().errors);
    expect((await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord(theirs), headers: demo.learner2 })).statusCode).toBe(200);
    expect((await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord('x'), headers: demo.learner })).statusCode).toBe(400);
    expect((await demo.app.inject({ url: WORKFLOW_PATHS.objectiveRecord(theirs) })).statusCode).toBe(401);
  });
});
