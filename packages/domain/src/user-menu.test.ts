import { describe, expect, it } from 'vitest';
import { canReadFeedback, canRevokeCertificates, getUserMenuLinks, type UserMenuInput, type UserMenuLink } from './user-menu.ts';
import type { PermissionEntry } from './types.ts';

const urls = { adminPanelUrl: 'https://admin.example.test', managementPortalUrl: 'https://manage.example.test' };

describe('getUserMenuLinks (doc 2 §6 user menu; decision 0022)', () => {
  it.each<[string, string[], PermissionEntry[], Partial<Pick<UserMenuInput, 'adminPanelUrl' | 'managementPortalUrl'>>, UserMenuLink[]]>([
    ['a learner sees neither', ['Learner'], [], {}, []],
    ['an administrator sees both', ['Administrator', 'Learner'], [], {}, ['adminPanel', 'managementPortal']],
    ['an instructor sees the management portal only', ['Instructor', 'Learner'], [], {}, ['managementPortal']],
    ['an author sees the management portal only', ['Author'], [], {}, ['managementPortal']],
    [
      'a learner holding Admin.Panel (any scope) sees the admin panel',
      ['Learner'],
      [{ name: 'Admin.Panel', scope_id: 'unit-1' }],
      {},
      ['adminPanel'],
    ],
    ['another permission opens nothing', ['Learner'], [{ name: 'Reports.View' }], {}, []],
    ['an entry without a configured URL is hidden', ['Administrator'], [], { adminPanelUrl: null }, ['managementPortal']],
    ['nothing configured hides both', ['Administrator'], [], { adminPanelUrl: null, managementPortalUrl: null }, []],
  ])('%s', (_rule, roles, permissions, overrides, expected) => {
    expect(getUserMenuLinks({ roles, permissions, ...urls, ...overrides })).toEqual(expected);
  });
});

describe('canRevokeCertificates (decision 0023)', () => {
  it.each<[string, string[], PermissionEntry[], boolean]>([
    ['a learner may not', ['Learner'], [], false],
    ['an instructor may not', ['Instructor', 'Learner'], [], false],
    ['an administrator may', ['Administrator'], [], true],
    ['a holder of Certificates.Revoke in any scope may', ['Learner'], [{ name: 'Certificates.Revoke', scope_id: 'unit-1' }], true],
    ['Admin.Panel alone does not revoke', ['Learner'], [{ name: 'Admin.Panel' }], false],
  ])('%s', (_rule, roles, permissions, expected) => {
    expect(canRevokeCertificates({ roles, permissions })).toBe(expected);
  });
});

describe('canReadFeedback (decision 0030)', () => {
  it.each<[string, string[], PermissionEntry[], boolean]>([
    ['a learner may not', ['Learner'], [], false],
    ['an instructor may not', ['Instructor', 'Learner'], [], false],
    ['an administrator may', ['Administrator'], [], true],
    ['a holder of Feedback.Read in any scope may', ['Learner'], [{ name: 'Feedback.Read', scope_id: 'unit-1' }], true],
    ['Certificates.Revoke alone does not read feedback', ['Learner'], [{ name: 'Certificates.Revoke' }], false],
  ])('%s', (_rule, roles, permissions, expected) => {
    expect(canReadFeedback({ roles, permissions })).toBe(expected);
  });
});
