import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { CourseDetails } from '@lp/contract';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as CatalogCourse } from './catalog-course-route.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETAILS = 'GET /api/lms/v1/users/me/objectives/obj-1';
const ENROL = '/api/platform/v1/create-self-enrollments';
/** A catalog course the learner has not taken up: no enrolment, no run, self-enrolment open. */
const notTakenUp = (overrides: Partial<CourseDetails> = {}): CourseDetails => ({
  ...courseDetails({ access: null, selfEnrollment: true, isEnrolled: false }),
  objectiveWorkflowAggregate: null,
  ...overrides,
});

function renderCatalogCourse(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ 'GET /api/platform/v1/certificate-records/query': () => json({ data: [] }), ...routes });
  renderWithProviders(<Route path="/catalog/:objectiveId" component={CatalogCourse} />, { url: '/catalog/obj-1' });
  return server;
}
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the catalog course page (doc 2 §2 /catalog/{objectiveId})', () => {
  it('is the full course details screen: head, collapsed description, status, the about content and the share link', async () => {
    renderCatalogCourse({ [DETAILS]: () => json(notTakenUp()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Etiquette' })).toBeTruthy();
    expect(screen.getByText('EML-110')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Collections' })).getByText('New joiners')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-expanded')).toBe('false');
    expect(fact('Status')).toBe('Not Started');
    expect(screen.getByRole('heading', { level: 2, name: 'About the course' }).parentElement!.innerHTML).toContain(
      '<p>A single long read.</p>',
    );
    expect(screen.getByRole('button', { name: 'Copy the course link' })).toBeTruthy();
    // One head: the title once, no second summary block.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers Start and "Add to my courses"; adding enrols once and the page then shows "Enrolled" and a way in', async () => {
    let enrolled = false;
    const server = renderCatalogCourse({
      [DETAILS]: () =>
        json(
          enrolled
            ? {
                ...courseDetails({ access: { isMandatory: false, isSelfEnrolled: true }, selfEnrollment: true, isEnrolled: true }),
                objectiveWorkflowAggregate: null,
              }
            : notTakenUp(),
        ),
      [`POST ${ENROL}`]: () => {
        enrolled = true;
        return json({ id: 'acc-9', objectiveId: 'obj-1', objectiveWorkflowAggregateId: 'agg-9', completed: true });
      },
    });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to my courses' }));
    expect(await screen.findByRole('link', { name: 'Open course' })).toHaveProperty('pathname', '/courses/obj-1');
    expect(screen.getByRole('button', { name: 'Enrolled' }).getAttribute('aria-disabled')).toBe('true');
    expect(server.posts(ENROL)).toHaveLength(1);
    expect(server.posts(ENROL)[0]!.body).toMatchObject({ objectiveAccessId: 'obj-1' });
  });

  it('shows no action on a course the learner can neither enrol in nor start', async () => {
    renderCatalogCourse({ [DETAILS]: () => json(notTakenUp({ selfEnrollment: false })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Etiquette' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to my courses' })).toBeNull();
  });

  it('keeps Start for a course given to the learner but never started (where the auto redirect lands)', async () => {
    const given = { ...courseDetails({ access: { isMandatory: false, isSelfEnrolled: false }, selfEnrollment: false }), isEnrolled: false };
    renderCatalogCourse({ [DETAILS]: () => json(given) });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my courses' })).toBeNull();
  });

  it('is "Course is not available" when the course may not be seen (doc 2 §8)', async () => {
    renderCatalogCourse({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Course is not available' })).toBeTruthy();
  });
});
