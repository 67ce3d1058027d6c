import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CatalogCourse } from '@lp/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { objective } from '../../../test/course-fixtures.ts';
import { CatalogCourseCard } from './catalog-course-card.tsx';

afterEach(cleanup);

const past = new Date(Date.now() - 86_400_000).toISOString();
const catalogCourse = (overrides: Partial<CatalogCourse> = {}): CatalogCourse => ({
  id: 'obj-1',
  termId: null,
  objective: objective({
    description: 'Spot a bribe and say no, in five short lessons.',
    activity: { ...objective().activity, duration: 1800 },
  }),
  objectiveAccess: null,
  objectiveWorkflowAggregate: null,
  isEnrolled: false,
  selfEnrollment: true,
  ...overrides,
});

describe('catalog card (issue 33: see before you start)', () => {
  it('shows a line of the description in its own direction, and the duration', () => {
    renderWithProviders(<CatalogCourseCard course={catalogCourse()} index={0} />);
    const description = screen.getByText('Spot a bribe and say no, in five short lessons.');
    expect(description.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(screen.queryByText('Mandatory')).toBeNull();
  });

  it('marks a course the learner must take, and one overdue, in words', () => {
    const access = {
      id: 'acc-1',
      availabilityDate: null,
      availabilityEndDate: null,
      dueDate: past,
      isMandatory: true,
      isSelfEnrolled: false,
    };
    const course = catalogCourse({
      isEnrolled: true,
      objectiveAccess: access,
      objectiveWorkflowAggregate: {
        id: 'agg-1',
        isSelfEnrolled: false,
        lastObjectiveWorkflow: null,
        lastObjectiveRecord: null,
        lastActivityWorkflow: null,
      },
    });
    renderWithProviders(<CatalogCourseCard course={course} index={0} />);
    expect(screen.getByText('Mandatory', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('Overdue', { selector: 'li' })).toBeTruthy();
  });
});
