import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS, LIBRARY_PATHS, ME_PATH, type CourseDetails } from '@lp/contract';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/** Issue 18 item 6 in the demo data: what a new user of the demo meets of doc 1 §3's fields. */
const demo = setupTestApp({ sessions: ['learner'] });
const detailsOf = async (code: string) => {
  const [row] = await demo.db.query<{ id: string }>('SELECT id FROM objectives WHERE code = $1', [code]);
  return (await demo.app.inject({ url: DETAILS_PATHS.courseDetails(row!.id), headers: demo.learner })).json<CourseDetails>().objective;
};

describe('the demo shows the objective fields of doc 1 §3', () => {
  it('PHI-150, a course of one LTI activity, is graded by its tool; SAF-101 awards its certificate', async () => {
    expect((await detailsOf('PHI-150')).activity).toMatchObject({ type: 'lti', supportLtiGrading: true, supportPersonalMode: true });
    expect((await detailsOf('SAF-101')).certificateTemplates).toEqual([
      expect.objectContaining({ name: 'Workplace Safety Essentials certificate', validForDays: 365 }),
    ]);
  });

  it('answers the course in general as doc 1 §3 and doc 2 §3 name it: its state, its scale, its activity with id and tool address', async () => {
    const lti = await detailsOf('PHI-150');
    expect(lti.activity).toMatchObject({
      id: expect.any(String),
      toolUrl: expect.stringMatching(/^https?:\/\/.+\/launch$/),
      proctored: false,
    });
    expect(lti.activity).toHaveProperty('preferredWidth');
    expect(lti.activity).toHaveProperty('preferredHeight');
    expect(lti.activity).toHaveProperty('imageUrl');
    expect(lti.activity.supportMobileView).toBe(lti.supportMobileView);
    expect(lti.activity.supportFullscreenView).toBe(lti.supportFullscreenView);
    expect(lti.state).toBe(lti.activity.state);
    const [withScale] = await demo.db.query<{ code: string; scale: string }>(
      'SELECT o.code, s.name AS scale FROM objectives o JOIN grading_scales s ON s.id = o.grading_scale_id ORDER BY o.code LIMIT 1',
    );
    const graded = await detailsOf(withScale!.code);
    expect(graded.objectiveGradingScale).toMatchObject({
      id: graded.gradingScaleId,
      name: withScale!.scale,
      objectiveGrades: expect.any(Array),
    });
    expect(graded.objectiveGradingScale!.numberOfGrades).toBe(graded.objectiveGradingScale!.objectiveGrades.length);
    const [withoutScale] = await demo.db.query<{ code: string }>(
      'SELECT code FROM objectives WHERE grading_scale_id IS NULL AND code IS NOT NULL ORDER BY code LIMIT 1',
    );
    if (withoutScale) expect((await detailsOf(withoutScale.code)).objectiveGradingScale).toBeNull();
  });

  it('the demo learner is in two groups, and the academy has three resource libraries', async () => {
    const me = (await demo.app.inject({ url: ME_PATH, headers: demo.learner })).json();
    expect(me.groups.map((g: { name: string }) => g.name)).toEqual(['Fire wardens 2nd floor', 'New managers cohort']);
    const libraries = (await demo.app.inject({ url: LIBRARY_PATHS.resourceLibraries, headers: demo.learner })).json();
    expect(libraries.data.map((l: { name: string; activityType: string }) => `${l.name} (${l.activityType})`)).toEqual([
      'Lesson templates (text)',
      'Safety video archive (video)',
      'Shared quiz bank (lti)',
    ]);
  });
});
