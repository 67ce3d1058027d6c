import { describe, expect, it } from 'vitest';
import {
  dashboardSwitchedOn,
  withDashboardSwitchedOn,
  getVisibleNavigationEntries,
  getVisiblePluginEntries,
  isFeedbackWidgetVisible,
} from './navigation.ts';
import type { NavigationSettings, NavigationUser, PluginNavigationEntry } from './navigation.ts';
import type { PermissionEntry } from './types.ts';

const research: PermissionEntry[] = [{ name: 'Research.Access', scope_id: null }];
const platform = ['Platform.Lms', 'Platform.Research', 'Platform.KnowledgeModels'];

describe('getVisibleNavigationEntries (doc 1 §2 Navigation entries defaults)', () => {
  it.each<[string, NavigationSettings, string[], PermissionEntry[], NavigationUser, string[]]>([
    ['defaults: courses, catalog and calendar', {}, ['Platform.Lms'], [], {}, ['courses', 'certificates', 'catalog', 'calendar']],
    [
      'dashboard shows when enabled',
      { dashboardEnabled: true },
      [],
      [],
      {},
      ['dashboard', 'courses', 'certificates', 'catalog', 'calendar'],
    ],
    ['the catalog can be turned off', { catalog: false }, [], [], {}, ['courses', 'certificates', 'calendar']],
    ['rooms show when turned on', { rooms: true }, [], [], {}, ['courses', 'certificates', 'catalog', 'rooms', 'calendar']],
    [
      'research and knowledge models need feature, setting and permission',
      { researchProjects: true, knowledgeModels: true },
      platform,
      research,
      {},
      ['courses', 'certificates', 'catalog', 'researchProjects', 'knowledgeModels', 'calendar'],
    ],
    [
      'research stays hidden without the setting',
      { knowledgeModels: true },
      platform,
      research,
      {},
      ['courses', 'certificates', 'catalog', 'knowledgeModels', 'calendar'],
    ],
    [
      'research stays hidden without Research.Access',
      { researchProjects: true, knowledgeModels: true },
      platform,
      [],
      {},
      ['courses', 'certificates', 'catalog', 'calendar'],
    ],
    [
      'knowledge models stay hidden without their platform feature',
      { researchProjects: true, knowledgeModels: true },
      ['Platform.Research'],
      research,
      {},
      ['courses', 'certificates', 'catalog', 'researchProjects', 'calendar'],
    ],
    ['My certificates can be turned off', { certificates: false }, [], [], {}, ['courses', 'catalog', 'calendar']],
    [
      'go to portal shows with portal access',
      {},
      [],
      [],
      { hasPortalAccess: true },
      ['courses', 'certificates', 'catalog', 'calendar', 'portal'],
    ],
  ])('%s', (_rule, settings, features, permissions, user, expected) => {
    expect(getVisibleNavigationEntries(settings, features, permissions, user)).toEqual(expected);
  });
});

describe('isFeedbackWidgetVisible (doc 1 §9 feedback widget visible by default)', () => {
  it.each([
    ['visible by default', {}, true],
    ['hidden when the setting says so', { feedbackWidget: false }, false],
  ])('%s', (_rule, settings, expected) => {
    expect(isFeedbackWidgetVisible(settings)).toBe(expected);
  });
});

describe('getVisiblePluginEntries (doc 1 §2 plugin-supplied entries, §6 permission checks)', () => {
  const entry = (id: string, change: Partial<PluginNavigationEntry> = {}): PluginNavigationEntry => ({
    id,
    label: { 'en-US': 'Library', 'de-DE': 'Bibliothek', 'pt-PT': 'Biblioteca' },
    target: '/library',
    permissions: [],
    permissionStrategy: 'all',
    ...change,
  });
  const held: PermissionEntry[] = [{ name: 'Library.Read', scope_id: 'u1' }];

  it.each<[string, PluginNavigationEntry, string, string[]]>([
    ['shown without a required permission, labelled in the locale', entry('a'), 'de-DE', ['a:Bibliothek']],
    ['another locale of the same language before en-US', entry('a'), 'pt-BR', ['a:Biblioteca']],
    ['en-US when the language has no label', entry('a'), 'ja-JP', ['a:Library']],
    ['the first label when there is no en-US one', entry('a', { label: { 'fr-FR': 'Bibliothèque' } }), 'ja-JP', ['a:Bibliothèque']],
    ['left out without a usable label', entry('a', { label: { 'en-US': '  ' } }), 'en-US', []],
    [
      'shown when the permission is held (any scope when none is required)',
      entry('a', { permissions: [{ name: 'Library.Read' }] }),
      'en-US',
      ['a:Library'],
    ],
    ['hidden when the permission is missing', entry('a', { permissions: [{ name: 'Library.Write' }] }), 'en-US', []],
    ['hidden when the scope does not match', entry('a', { permissions: [{ name: 'Library.Read', scope_id: 'u2' }] }), 'en-US', []],
    [
      'strategy any: one held permission is enough',
      entry('a', { permissions: [{ name: 'Library.Write' }, { name: 'Library.Read' }], permissionStrategy: 'any' }),
      'en-US',
      ['a:Library'],
    ],
    [
      'strategy all: every permission is needed',
      entry('a', { permissions: [{ name: 'Library.Write' }, { name: 'Library.Read' }] }),
      'en-US',
      [],
    ],
    ['an http(s) address is a target', entry('a', { target: 'https://library.example.org/' }), 'en-US', ['a:Library']],
    ['a protocol-relative address is not', entry('a', { target: '//evil.example/' }), 'en-US', []],
    ['nor is a script', entry('a', { target: 'javascript:alert(1)' }), 'en-US', []],
  ])('%s', (_rule, plugin, locale, expected) => {
    expect(getVisiblePluginEntries([plugin], held, locale).map((e) => `${e.id}:${e.label}`)).toEqual(expected);
  });
});

describe('the dashboard switch (doc 1 §2: flag learner.dashboard with the cookie new-learner-MF=true)', () => {
  it('is on with both, from a Cookie header or document.cookie', () => {
    expect(dashboardSwitchedOn({ 'learner.dashboard': true }, 'lmsUser=abc; new-learner-MF=true')).toBe(true);
    expect(dashboardSwitchedOn({ 'learner.dashboard': true }, 'new-learner-MF=true;lp.session=x')).toBe(true);
  });

  it('is off with either alone, another value, or another cookie ending the same way', () => {
    expect(dashboardSwitchedOn({ 'learner.dashboard': true }, 'lmsUser=abc')).toBe(false);
    expect(dashboardSwitchedOn({ 'learner.dashboard': true }, 'new-learner-MF=false')).toBe(false);
    expect(dashboardSwitchedOn({ 'learner.dashboard': true }, 'old-new-learner-MF=true')).toBe(false);
    expect(dashboardSwitchedOn({ 'learner.dashboard': 'true' }, 'new-learner-MF=true')).toBe(false);
    expect(dashboardSwitchedOn({}, 'new-learner-MF=true')).toBe(false);
    expect(dashboardSwitchedOn(undefined, 'new-learner-MF=true')).toBe(false);
  });

  it('switches a configuration’s navigation to the dashboard, keeping the rest, or leaves it as it is', () => {
    const config = { featureFlags: { 'learner.dashboard': true }, navigation: { dashboard: false, catalog: true } };
    expect(withDashboardSwitchedOn(config, 'new-learner-MF=true')).toEqual({ ...config, navigation: { dashboard: true, catalog: true } });
    expect(withDashboardSwitchedOn(config, '')).toBe(config);
  });
});
