import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '@lp/contract';
import { importDemo, startRunOf } from '../../../test/demo.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * The demo's discussion with attachments (issue 34 item 4, decision 0081): SAF-101's "What is
 * the hazard you walk past every day?" holds two posts with files. The demo learner starts the
 * course and reads them; the files are served to them with decision 0012's headers, and not to
 * learner2, enrolled but not started (the discussion's own rule: a run that may open it).
 */
const demo = setupTestApp({ load: importDemo, sessions: ['learner', 'learner2'] });

describe("the demo's discussion with attachments", () => {
  it('shows the posts with their files to the demo learner once they start the course', async () => {
    const run = await startRunOf(demo, demo.learner, 'SAF-101', 'learner@demo.test');
    const [talk] = await demo.db.query<{ id: string }>("SELECT id FROM activities WHERE external_id = 'saf-101.hazard-you-pass'");
    const posts = await demo.app.inject({ url: CONTENT_PATHS.discussionPosts(run, talk!.id), headers: demo.learner });
    expect(posts.statusCode, posts.body).toBe(200);
    const files = posts.json().data.flatMap((p: { attachments: { name: string; url: string }[] }) => p.attachments);
    expect(files.map((f: { name: string }) => f.name)).toEqual(['fire-safety-checklist.pdf', 'hazard-walk-notes.txt']);
    const head = await demo.app.inject({ method: 'HEAD', url: files[0].url, headers: demo.learner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment;/);
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await demo.app.inject({ url: files[0].url, headers: demo.learner2 })).statusCode).toBe(403);
  });
});
