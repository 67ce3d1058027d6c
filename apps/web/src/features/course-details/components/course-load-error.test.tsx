import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@lp/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CourseLoadError, CourseNotAvailable } from './course-load-error.tsx';

const withContact: RuntimeConfig = { ...defaultRuntimeConfig, contact: { name: 'Learning team', email: 'learning@acme.test' } };
const notFound = (reason?: string) =>
  new ApiError(404, {
    status: 404,
    title: 'Not found',
    code: 'notFound',
    errors: { general: ['…'], ...(reason ? { reason: [reason] } : {}) },
  });

describe('an archived course says it is no longer available (issue 33 item 9)', () => {
  afterEach(cleanup);

  it("reads the server's reason 'archived' of a 404: no longer available, and who to ask", () => {
    renderWithProviders(<CourseLoadError error={notFound('archived')} />, { config: withContact });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('This course is no longer available');
    expect(screen.getByText('It has been archived and can no longer be opened or started.')).toBeTruthy();
    expect(screen.queryByText('You do not have the necessary access rights to open or enroll in this course or program.')).toBeNull();
    expect(screen.getByRole('link', { name: 'learning@acme.test' }).getAttribute('href')).toBe('mailto:learning@acme.test');
    expect(screen.getByRole('link', { name: 'Go to My courses' })).toBeTruthy();
  });

  it('keeps "not available" for any other 404 and names nobody', () => {
    renderWithProviders(<CourseLoadError error={notFound()} />, { config: withContact });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Course is not available');
    expect(screen.queryByTestId('tenant-contact')).toBeNull();
  });

  it("the learner's own archived course: no longer available; without a tenant contact, no contact line", () => {
    renderWithProviders(<CourseNotAvailable archived />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('This course is no longer available');
    expect(screen.queryByTestId('tenant-contact')).toBeNull();
  });
});
