import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CourseDetails, RecordSummary } from '@lp/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { CourseCardResults } from '../../../components/course-card/course-card-results.tsx';
import { CourseOverview } from './course-overview.tsx';
import { ResultBadge } from './result-badge.tsx';

afterEach(cleanup);

const NOW = new Date('2025-06-01T00:00:00Z');
const FINISHED = '2025-03-05T10:00:00Z';
const finishedRun = { state: 6 as const, submitted: FINISHED, finished: FINISHED };
const withheld: Partial<RecordSummary> = {
  protectResults: true,
  passed: null,
  grade: null,
  score: null,
  maxScore: null,
  normalizedScore: null,
};

/** What the course card's badge says about a result. */
function cardSays(record: RecordSummary) {
  renderWithProviders(<CourseCardResults record={record} />);
  const text = document.querySelector('[data-badge]')?.textContent ?? null;
  cleanup();
  return text;
}

/** What the details page says about the same result: its badge, or the overview's Result row. */
function detailsSay(details: CourseDetails) {
  const record = details.objectiveWorkflowAggregate!.lastObjectiveRecord!;
  renderWithProviders(
    <>
      <ResultBadge record={record} />
      <CourseOverview details={details} now={NOW} />
    </>,
  );
  const badge = document.querySelector('[data-badge]')?.textContent ?? null;
  const row = screen.queryByText('Result', { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
  cleanup();
  return { badge, row };
}

describe('the course card and the details read a result by one rule (getResultStatus)', () => {
  it.each<
    [
      string,
      Partial<RecordSummary>,
      Partial<NonNullable<CourseDetails['objectiveAccess']>>,
      string,
      { badge: string | null; row: string | null },
    ]
  >([
    [
      'graded but withheld (Never): not "Awaiting grade"',
      withheld,
      { gradeRevealPolicy: 'Never' },
      'Result not shown',
      { badge: null, row: 'Your result is not shown.' },
    ],
    [
      'withheld until its date',
      withheld,
      { gradeRevealPolicy: 'AfterDate', gradeRevealDate: '2099-03-17T12:00:00Z' },
      'Result not shown',
      { badge: null, row: expect.stringMatching(/^Your result will be shown on .*2099/) as unknown as string },
    ],
    ['a manual grade awaited', { passed: null }, {}, 'Awaiting grade', { badge: 'Grade pending', row: null }],
    [
      'a manual grade awaited though a grade came along',
      { passed: null, grade: 'B' },
      {},
      'Awaiting grade',
      { badge: 'Grade pending', row: null },
    ],
    ['passed', { passed: true, score: 9, maxScore: 10, normalizedScore: 0.9 }, {}, 'Passed', { badge: 'Passed', row: null }],
    ['failed', { passed: false, score: 3, maxScore: 10, normalizedScore: 0.3 }, {}, 'Not passed', { badge: 'Not passed', row: null }],
  ])('%s', (_name, record, access, card, details) => {
    const course = courseDetails({ access, workflow: finishedRun, record: { finished: FINISHED, ...record } });
    expect(cardSays(course.objectiveWorkflowAggregate!.lastObjectiveRecord!)).toBe(card);
    expect(detailsSay(course)).toEqual(details);
  });

  it('shows no score for a withheld result on either', () => {
    const course = courseDetails({
      access: { gradeRevealPolicy: 'Never' },
      workflow: finishedRun,
      record: { ...withheld, finished: FINISHED },
    });
    renderWithProviders(<CourseCardResults record={course.objectiveWorkflowAggregate!.lastObjectiveRecord!} />);
    expect(document.querySelector('[data-score-colour]')).toBeNull();
    cleanup();
    renderWithProviders(<CourseOverview details={course} now={NOW} />);
    expect(screen.queryByText('Score', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Grade', { selector: 'dt' })).toBeNull();
  });
});
