import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, RuntimeConfig } from '@lp/contract';
import { PROFILE_PATHS } from '@lp/contract/profile';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const ann: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ann@example.com',
  firstName: 'Ann',
  middleName: 'Q',
  lastName: 'Lee',
  name: 'Ann Lee',
  timezone: 'Europe/Berlin',
  locale: null,
  roles: ['Learner'],
  permissions: [],
  features: [],
  tenant: { id: '00000000-0000-4000-8000-000000000002', name: 'Acme' },
  departmentName: 'Harbour depot',
  externalId: null,
  groups: [],
  impersonator: null,
  first_name: 'Ann',
  middle_name: 'Q',
  last_name: 'Lee',
  tenant_id: '00000000-0000-4000-8000-000000000002',
  external_id: null,
};
const units = {
  data: [
    { membership: { isPrimary: true, is_primary: true }, unit: { id: 'u1', name: 'Harbour depot' } },
    { membership: { isPrimary: false, is_primary: false }, unit: { id: 'u2', name: 'Safety committee' } },
  ],
  totalCount: 2,
};

function renderProfile({ config = defaultRuntimeConfig as RuntimeConfig, setZone = (body: { timezone: string }) => json(body) } = {}) {
  const server = fakeServer({
    [`GET ${PROFILE_PATHS.units('me')}`]: () => json(units),
    [`POST ${PROFILE_PATHS.timeZone('me')}`]: (call) => setZone(call.body as { timezone: string }),
    'GET /api/platform/v1/users/me': () => json(ann),
  });
  const view = renderWithProviders(
    <RuntimeConfigContext.Provider value={config}>
      <ProfilePage user={ann} />
    </RuntimeConfigContext.Provider>,
  );
  return { ...view, server };
}

const openTimeZoneTab = () => fireEvent.click(screen.getByRole('tab', { name: 'Preferred time zone' }));
// The search narrows the long list first: queries by role over 400 radios are slow in a test DOM.
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search time zones' }), { target: { value: text } });
const zoneRadio = (place: string) => screen.getByRole('radio', { name: new RegExp(`^${place} `) });
const findZone = (place: string) => {
  search(place);
  return zoneRadio(place);
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProfilePage (doc 2 §2): tabs My Profile and Preferred time zone', () => {
  it('has two tabs by role, My Profile selected, and arrows, Home and End move between them', () => {
    renderProfile();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['My Profile', 'true'],
      ['Preferred time zone', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'My Profile' })).toBeTruthy();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel', { name: 'Preferred time zone' })).toBeTruthy();
    fireEvent.keyDown(tabs[1]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[1]);
  });

  it('My Profile shows the email, the name, the primary unit, the units with the primary marked, and the current time in the zone', async () => {
    renderProfile();
    const panel = screen.getByRole('tabpanel', { name: 'My Profile' });
    expect(within(panel).getByText('ann@example.com')).toBeTruthy();
    expect(within(panel).getByText('Ann Q Lee')).toBeTruthy();
    const list = await within(panel).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harbour depotPrimary', 'Safety committee']);
    expect(within(panel).getByText('Europe/Berlin')).toBeTruthy();
    // The zone in the learner's language beside its id, not the id alone.
    expect(within(panel).getByText('Europe/Berlin').parentElement?.textContent).toMatch(
      /^Central European (Standard|Summer) Time \(Europe\/Berlin\)$/,
    );
    expect(panel.querySelector('time')?.textContent).toMatch(/GMT\+1|GMT\+2|CET|CEST/);
  });

  it('links the privacy policy only when the tenant configures one', () => {
    renderProfile();
    expect(screen.queryByRole('link', { name: /Privacy policy/ })).toBeNull();
    cleanup();
    renderProfile({ config: { ...defaultRuntimeConfig, privacyPolicyUrl: 'https://example.test/privacy' } });
    expect(screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://example.test/privacy',
    );
  });
});

describe('the preferred time zone picker', () => {
  it('lists zones by region with their offset, the stored one checked, and filters them by a search', () => {
    renderProfile();
    openTimeZoneTab();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Africa',
      'Americas',
      'Antarctica',
      'Arctic',
      'Asia',
      'Atlantic Ocean',
      'Australia',
      'Europe',
      'Indian Ocean',
      'Pacific Ocean',
      'Other (UTC and fixed offsets)',
    ]);
    expect((findZone('Berlin') as HTMLInputElement).checked).toBe(true);
    expect(
      within(screen.getByRole('group', { name: 'Europe' }))
        .getByRole('radio')
        .closest('label')?.textContent,
    ).toMatch(/Central European.*GMT\+0[12]:00/);
    search('tokyo');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['Asia/Tokyo']);
    expect(screen.getByText('1 time zone')).toBeTruthy();
    search('nowhere at all');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByText('No time zones match')).toBeTruthy();
  });

  it('"Detect my time zone" selects the browser\'s zone and moves focus to it', () => {
    renderProfile();
    openTimeZoneTab();
    search('tokyo');
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementationOnce(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Asia/Tokyo' };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Detect my time zone' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    const tokyo = document.activeElement as HTMLInputElement;
    expect([tokyo.type, tokyo.value, tokyo.checked]).toEqual(['radio', 'Asia/Tokyo', true]);
    expect(screen.getByText('Detected Asia/Tokyo. Press Save to use it.')).toBeTruthy();
  });

  it('saves only when the zone differs from the stored one (doc 2 §5), then refreshes the user', async () => {
    const { server, queryClient } = renderProfile();
    queryClient.setQueryData(currentUserKeys.all, ann);
    openTimeZoneTab();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Europe/Berlin is already your time zone.')).toBeTruthy();
    expect(server.posts(PROFILE_PATHS.timeZone('me'))).toEqual([]);

    fireEvent.click(findZone('Tokyo'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Dates are now shown in Asia/Tokyo.');
    expect(server.posts(PROFILE_PATHS.timeZone('me')).map((call) => call.body)).toEqual([{ timezone: 'Asia/Tokyo' }]);
    // users/me is read again, so every date of the portal follows the new zone without a reload.
    expect(queryClient.getQueryState(currentUserKeys.all)?.isInvalidated).toBe(true);
  });

  it('shows a failure and reports it to error reporting (doc 2 §8)', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProfile({ setZone: () => json({ status: 500, title: 'Internal', code: 'internal', errors: { general: ['Boom.'] } }, 500) });
    openTimeZoneTab();
    fireEvent.click(findZone('Tokyo'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your time zone could not be saved. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith('[report] time zone not set', expect.objectContaining({ timezone: 'Asia/Tokyo' })),
    );
  });
});
