import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { CourseOverview } from './course-overview.tsx';

afterEach(cleanup);

const fact = (key: string) => document.querySelector(`[data-fact="${key}"] dd`)?.textContent ?? null;

describe('the course overview’s activities, duration and progress (issue 33)', () => {
  it('before the start: the number of activities and their total duration, no progress', () => {
    renderWithProviders(<CourseOverview details={courseDetails()} count={{ done: 0, total: 9, durationSeconds: 5400 }} />);
    expect(fact('activities')).toBe('9');
    expect(fact('duration')).toBe('90 min');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('once started: the progress as the content view says it, with its percentage', () => {
    const details = courseDetails({ workflow: { state: WorkflowState.inProgress, started: '2025-05-01T00:00:00Z', progress: 4 / 9 } });
    renderWithProviders(<CourseOverview details={details} count={{ done: 4, total: 9, durationSeconds: 0 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('44');
    expect(fact('progress')).toBe('4 of 9 activities completed44%');
    expect(fact('duration')).toBeNull();
  });

  it('says nothing of activities for a course with none to count (a course that is one tool)', () => {
    renderWithProviders(<CourseOverview details={courseDetails()} count={{ done: 0, total: 0, durationSeconds: 0 }} />);
    expect(fact('activities')).toBeNull();
  });
});
