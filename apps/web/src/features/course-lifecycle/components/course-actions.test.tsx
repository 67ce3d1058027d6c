import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { CourseDetails } from '@lp/contract';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { CourseActions } from './course-actions.tsx';

const now = new Date('2025-03-10T12:00:00Z');
const finishedRun = { state: 6 as const, submitted: '2025-03-05T10:00:00Z', finished: '2025-03-05T10:00:00Z' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions(details: CourseDetails, featureFlags: Record<string, boolean> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  const view = renderWithProviders(
    <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, featureFlags }}>
      <CourseActions details={details} now={now} />
    </RuntimeConfigContext.Provider>,
  );
  const controls = [...view.container.querySelectorAll('button, a')].map((el) => el.textContent);
  const messages = [...view.container.querySelectorAll('p:not([role])')].map((el) => el.textContent);
  const warnings = [...view.container.querySelectorAll('p:not([role])')]
    .filter((el) => el.className.includes('warning'))
    .map((el) => el.textContent);
  return { controls, messages, warnings };
}

describe('details action buttons (doc 2 §4), one row per state', () => {
  it.each<[string, CourseDetails, string[]]>([
    ['not started: Start', courseDetails(), ['Start']],
    ['in progress: Continue, and Submit / Finish course', courseDetails({ workflow: {} }), ['Continue', 'Submit', 'Finish course']],
    ['submitted: nothing to do', courseDetails({ workflow: { state: 2, submitted: '2025-03-05T10:00:00Z' } }), []],
    ['in grading, result pending: nothing to do', courseDetails({ workflow: { state: 3 }, record: { passed: null } }), []],
    [
      'finished, review supported: Review',
      courseDetails({ workflow: finishedRun, record: { passed: true, score: 18, maxScore: 20, normalizedScore: 0.9 } }),
      ['Review'],
    ],
    [
      'finished, review not supported: nothing',
      courseDetails({ activity: { supportReview: false }, workflow: finishedRun, record: { passed: true } }),
      [],
    ],
    [
      'finished and failed with retake: Review and Start again',
      courseDetails({
        access: { retake: true },
        workflow: finishedRun,
        record: { passed: false, score: 9, maxScore: 15, normalizedScore: 0.6 },
      }),
      ['Review', 'Start again'],
    ],
    [
      'finished, results protected: no Review',
      courseDetails({ workflow: { ...finishedRun, protectResults: true }, record: { protectResults: true } }),
      [],
    ],
    [
      'grade reveal Never: no Review',
      courseDetails({ access: { gradeRevealPolicy: 'Never' }, workflow: finishedRun, record: { protectResults: true } }),
      [],
    ],
    [
      'LTI finished with retake: Review and Start again',
      courseDetails({ activity: { type: 'lti' }, access: { retake: true }, workflow: finishedRun, record: { passed: true } }),
      ['Review', 'Start again'],
    ],
    [
      'text course finished with retake: no Start again (composite or LTI only)',
      courseDetails({ activity: { type: 'text' }, access: { retake: true }, workflow: finishedRun, record: { passed: true } }),
      ['Review'],
    ],
  ])('%s', (_name, details, expected) => {
    expect(renderActions(details).controls).toEqual(expected);
  });

  it('imported result: Start again and the imported message, no Review', () => {
    const { controls, messages } = renderActions(
      courseDetails({ access: { retake: true }, record: { imported: true, passed: true, score: 7, maxScore: 8 } }),
    );
    expect(controls).toEqual(['Start again']);
    expect(messages).toEqual(['This is a course completion result imported from another platform.']);
  });

  it('not yet available: no Start, "Will be available to start on {long date and 12-hour time}"', () => {
    const { controls, messages } = renderActions(courseDetails({ access: { availabilityDate: '2025-03-15T12:00:00Z' } }));
    expect(controls).toEqual([]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Will be available to start on Saturday, March 15, 2025 at \d{1,2}:00\s[AP]M$/);
  });

  it('availability ended: no Start, "Was available to start before {date}"; a run in progress continues', () => {
    const ended = renderActions(courseDetails({ access: { availabilityEndDate: '2025-03-01T12:00:00Z' } }));
    expect(ended.controls).toEqual([]);
    expect(ended.messages[0]).toMatch(/^Was available to start before Saturday, March 1, 2025 at /);
    cleanup();
    const running = renderActions(courseDetails({ access: { availabilityEndDate: '2025-03-01T12:00:00Z' }, workflow: {} }));
    expect(running.controls).toEqual(['Continue', 'Submit', 'Finish course']);
    expect(running.messages).toEqual([]);
  });

  it('availability ended after a finished run with retake: review stays, the retake is held back', () => {
    const { controls, messages } = renderActions(
      courseDetails({
        access: { retake: true, availabilityEndDate: '2025-03-08T12:00:00Z' },
        workflow: finishedRun,
        record: { passed: false },
      }),
    );
    expect(controls).toEqual(['Review']);
    expect(messages[0]).toMatch(/^Was available to start before /);
  });

  it('draft: "Coming soon" and no buttons', () => {
    const { controls, messages } = renderActions(courseDetails({ activity: { state: 1 } }));
    expect(controls).toEqual([]);
    expect(messages).toEqual(['Coming soon']);
  });

  it.each([
    ['Suspicious', 'in progress', { workflow: {} }],
    ['Rejected', 'finished with retake', { access: { retake: true }, workflow: finishedRun, record: { passed: false } }],
    ['Terminated', 'in progress', { workflow: {} }],
  ] as const)(
    'a %s proctoring session blocks the course %s: no buttons, the grading warning (doc 2 §4 Availability)',
    (state, _run, course) => {
      const { controls, messages, warnings } = renderActions(courseDetails({ ...course, proctoringSession: { state } }));
      expect(controls).toEqual([]);
      const text = 'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.';
      expect(messages).toEqual([text]);
      expect(warnings).toEqual([text]);
    },
  );

  it.each(['Created', 'InProgress', 'Completed', 'Verified'] as const)('a %s proctoring session leaves the buttons', (state) => {
    const { controls, messages } = renderActions(courseDetails({ workflow: {}, proctoringSession: { state } }));
    expect(controls).toEqual(['Continue', 'Submit', 'Finish course']);
    expect(messages).toEqual([]);
  });

  it('the retake window applies only with the retakeWindow feature flag', () => {
    const details = courseDetails({
      access: { retake: true, retakeWindow: 30, retakeWindowUnit: 'Days' },
      workflow: { ...finishedRun, finished: '2025-03-08T12:00:00Z' },
      record: { passed: true },
    });
    expect(renderActions(details, { retakeWindow: true }).controls).toEqual(['Review']);
    cleanup();
    expect(renderActions(details).controls).toEqual(['Review', 'Start again']);
  });
});
