import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { VisibleActions } from '@lp/domain';
import type { RuntimeConfig } from '@lp/contract';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CourseActionMessages } from './course-action-messages.tsx';

const withContact: RuntimeConfig = { ...defaultRuntimeConfig, contact: { name: 'Learning team', email: 'learning@acme.test' } };
const actions = (change: Partial<VisibleActions>): VisibleActions => ({
  start: false,
  continue: false,
  review: false,
  retake: false,
  importedResult: false,
  availability: { kind: 'open' },
  notice: null,
  ...change,
});

describe('a course the learner cannot start names who to ask (issue 33 item 9)', () => {
  afterEach(cleanup);

  it.each<[string, Partial<VisibleActions>]>([
    ['closed for starting', { availability: { kind: 'ended', date: new Date('2026-11-01T00:00:00Z') } }],
    ['blocked by proctoring', { notice: 'proctoringBlocked' }],
    ['archived', { notice: 'notAvailable' }],
  ])('%s: the reason, then the tenant contact with a link to write', (_, change) => {
    renderWithProviders(<CourseActionMessages actions={actions(change)} />, { config: withContact });
    expect(screen.getByTestId('tenant-contact').textContent).toContain('Who to ask about this course:');
    expect(screen.getByRole('link', { name: 'learning@acme.test' }).getAttribute('href')).toBe('mailto:learning@acme.test');
  });

  it('the archived notice says "no longer available", the proctoring block says so and what to do', () => {
    renderWithProviders(<CourseActionMessages actions={actions({ notice: 'notAvailable' })} />);
    expect(screen.getByText('This course is no longer available')).toBeTruthy();
    cleanup();
    renderWithProviders(<CourseActionMessages actions={actions({ notice: 'proctoringBlocked' })} />);
    expect(
      screen.getByText('This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.'),
    ).toBeTruthy();
  });

  it('names nobody when the tenant has no contact, nor for a course not yet open', () => {
    renderWithProviders(
      <CourseActionMessages actions={actions({ availability: { kind: 'ended', date: new Date('2026-11-01T00:00:00Z') } })} />,
    );
    expect(screen.queryByTestId('tenant-contact')).toBeNull();
    cleanup();
    renderWithProviders(
      <CourseActionMessages actions={actions({ availability: { kind: 'notYet', date: new Date('2027-01-01T00:00:00Z') } })} />,
      {
        config: withContact,
      },
    );
    expect(screen.queryByTestId('tenant-contact')).toBeNull();
  });
});
