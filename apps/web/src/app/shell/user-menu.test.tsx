import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUser, RuntimeConfig } from '@lp/contract';
import { SUPPORTED_LOCALES } from '@lp/i18n';
import { I18nProvider, prepareTranslator } from '../../lib/i18n.tsx';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../lib/runtime-config.ts';
import { UserMenu } from './user-menu.tsx';

const ann: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ann@example.com',
  firstName: 'Ann',
  middleName: '',
  lastName: 'Lee',
  name: 'Ann Lee',
  timezone: null,
  locale: null,
  roles: ['Learner'],
  permissions: [],
  features: [],
  tenant: { id: '00000000-0000-4000-8000-000000000002', name: 'Acme' },
  departmentName: null,
  externalId: null,
  groups: [],
  impersonator: null,
  first_name: 'Ann',
  middle_name: '',
  last_name: 'Lee',
  tenant_id: '00000000-0000-4000-8000-000000000002',
  external_id: null,
};

async function renderMenu({ user = null as CurrentUser | null, config = defaultRuntimeConfig as RuntimeConfig } = {}) {
  const location = memoryLocation({ path: '/courses', record: true });
  const translator = await prepareTranslator('en-US');
  render(
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider initial={translator}>
        <Router hook={location.hook}>
          <UserMenu user={user} />
        </Router>
      </I18nProvider>
    </RuntimeConfigContext.Provider>,
  );
  return { trigger: screen.getByRole('button', { name: /Account/ }), history: location.history! };
}

const openLanguages = () => fireEvent.click(screen.getByRole('button', { name: 'Language' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('UserMenu (doc 1 §2: language submenu, profile, sign out; Sign in for visitors)', () => {
  it('opens and closes with its button, which reports the state', async () => {
    const { trigger } = await renderMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/oidc\/login\?redirectUrl=/);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    signIn.focus();
    fireEvent.keyDown(signIn, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers profile and sign-out to a signed-in user, named with the user', async () => {
    const { trigger, history } = await renderMenu({ user: ann });
    expect(trigger.textContent).toContain('Ann Lee');
    fireEvent.click(trigger);
    // A button that posts (a GET link would let any page sign the learner out).
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(history.at(-1)).toBe('/profile');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists every supported language in its own name, the current one marked', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    openLanguages();
    const list = screen.getByRole('list', { name: 'Language' });
    const choices = within(list).getAllByRole('button');
    expect(choices).toHaveLength(SUPPORTED_LOCALES.length);
    expect(within(list).getByRole('button', { name: 'English (US)' }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('button', { name: 'العربية' }).getAttribute('lang')).toBe('ar-AR');
  });

  it('lists only the languages of the runtime configuration when it names some', async () => {
    const { trigger } = await renderMenu({ config: { ...defaultRuntimeConfig, locales: ['ar-AR', 'en-US'] } });
    fireEvent.click(trigger);
    openLanguages();
    const names = within(screen.getByRole('list', { name: 'Language' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['العربية', 'English (US)']);
  });

  it('switches to Arabic: the page turns right to left and the menu speaks Arabic', async () => {
    const { trigger } = await renderMenu();
    expect(document.documentElement.dir).toBe('ltr');
    fireEvent.click(trigger);
    openLanguages();
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar-AR');
    expect(localStorage.getItem('lp.locale')).toBe('ar-AR');
    await waitFor(() => expect(screen.getByRole('button', { name: 'الحساب' }).getAttribute('aria-expanded')).toBe('false'));
  });

  describe('Admin panel and Go to management portal (doc 2 §6, decision 0022)', () => {
    const configured = {
      ...defaultRuntimeConfig,
      adminPanelUrl: 'https://admin.example.test/',
      managementPortalUrl: 'https://manage.example.test/',
    };
    const entries = () => ['Admin panel', 'Go to management portal'].filter((name) => screen.queryByRole('link', { name }));

    it.each<[string, Partial<CurrentUser>, RuntimeConfig, string[]]>([
      ['a learner sees neither', {}, configured, []],
      [
        'an administrator sees both, leading to the configured URLs',
        { roles: ['Administrator', 'Learner'] },
        configured,
        ['Admin panel', 'Go to management portal'],
      ],
      ['an instructor sees the management portal', { roles: ['Instructor', 'Learner'] }, configured, ['Go to management portal']],
      [
        'a learner holding Admin.Panel sees the admin panel',
        { permissions: [{ name: 'Admin.Panel', scope_id: null }] },
        configured,
        ['Admin panel'],
      ],
      ['nothing shows where the tenant configures no URL', { roles: ['Administrator'] }, defaultRuntimeConfig, []],
    ])('%s', async (_case, user, config, expected) => {
      const { trigger } = await renderMenu({ user: { ...ann, ...user }, config });
      fireEvent.click(trigger);
      expect(entries()).toEqual(expected);
      if (expected.includes('Admin panel'))
        expect(screen.getByRole('link', { name: 'Admin panel' }).getAttribute('href')).toBe('https://admin.example.test/');
    });
  });
});
