import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { useSelfRegisteredNotice } from './use-self-registered-notice.ts';

afterEach(cleanup);

function Probe() {
  useSelfRegisteredNotice();
  return null;
}

describe('selfRegistered on My courses (doc 1 §2 Entry query parameters)', () => {
  it('is removed from the URL with the account-created message', () => {
    renderWithProviders(<Probe />, { url: '/courses?selfRegistered=true&keyword=data' });
    expect(window.location.search).toBe('?keyword=data');
    expect(screen.getByText('Your account has been created. Welcome!')).toBeTruthy();
  });

  it('is left to the enrolment flow when an objectiveId comes with it', () => {
    renderWithProviders(<Probe />, { url: '/courses?selfRegistered=true&occflow=addToMyCourses&objectiveId=o1' });
    expect(window.location.search).toBe('?selfRegistered=true&occflow=addToMyCourses&objectiveId=o1');
    expect(screen.queryByText('Your account has been created. Welcome!')).toBeNull();
  });
});
