import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { objective } from '../../../test/course-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PublicCoursePage } from './public-course-page.tsx';

afterEach(cleanup);

const course = {
  id: 'obj-1',
  objective: {
    ...objective({
      id: 'obj-1',
      name: 'Sustainability at Work',
      code: 'ENV-101',
      description: 'Small daily habits that cut waste, energy and travel at work, and how to measure them.',
    }),
    about: '<p>Six short lessons.</p>',
  },
};

describe('the shared course link (doc 2 §2 /open-catalog/{id}/view/details)', () => {
  it('shows the course details a visitor may see: head, collapsed description, about content, sign-in to enrol and the public link to share', () => {
    renderWithProviders(<PublicCoursePage course={course} />, { url: '/open-catalog/obj-1/view/details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sustainability at Work' })).toBeTruthy();
    expect(screen.getByText('ENV-101')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About the course' }).parentElement!.innerHTML).toContain(
      '<p>Six short lessons.</p>',
    );
    const signIn = new URL(screen.getByRole('link', { name: 'Sign in to enrol' }).getAttribute('href')!, window.location.origin);
    expect(signIn.searchParams.get('redirectUrl')).toBe(
      `${window.location.origin}/learn/catalog?occflow=addToMyCourses&objectiveId=obj-1&landing=course`,
    );
    expect(screen.getByRole('button', { name: 'Copy the course link' })).toBeTruthy();
    // Nothing of an enrolment: no status, no lifecycle button.
    expect(screen.queryByText('Status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
