import { describe, expect, it } from 'vitest';
import { getVisibleNavigationEntries, isFeedbackWidgetVisible } from './navigation.ts';
import type { NavigationSettings, NavigationUser } from './navigation.ts';
import type { PermissionEntry } from './types.ts';

const research: PermissionEntry[] = [{ name: 'Research.Access', scope_id: null }];
const platform = ['Platform.Lms', 'Platform.Research', 'Platform.KnowledgeModels'];

describe('getVisibleNavigationEntries (doc 1 §2 Navigation entries defaults)', () => {
  it.each<[string, NavigationSettings, string[], PermissionEntry[], NavigationUser, string[]]>([
    ['defaults: courses, catalog and calendar', {}, ['Platform.Lms'], [], {}, ['courses', 'certificates', 'catalog', 'calendar']],
    ['dashboard shows when enabled', { dashboardEnabled: true }, [], [], {}, ['dashboard', 'courses', 'certificates', 'catalog', 'calendar']],
    ['the catalog can be turned off', { catalog: false }, [], [], {}, ['courses', 'certificates', 'calendar']],
    ['rooms show when turned on', { rooms: true }, [], [], {}, ['courses', 'certificates', 'catalog', 'rooms', 'calendar']],
    ['research and knowledge models need feature, setting and permission', { researchProjects: true, knowledgeModels: true }, platform, research, {}, ['courses', 'certificates', 'catalog', 'researchProjects', 'knowledgeModels', 'calendar']],
    ['research stays hidden without the setting', { knowledgeModels: true }, platform, research, {}, ['courses', 'certificates', 'catalog', 'knowledgeModels', 'calendar']],
    ['research stays hidden without Research.Access', { researchProjects: true, knowledgeModels: true }, platform, [], {}, ['courses', 'certificates', 'catalog', 'calendar']],
    ['knowledge models stay hidden without their platform feature', { researchProjects: true, knowledgeModels: true }, ['Platform.Research'], research, {}, ['courses', 'certificates', 'catalog', 'researchProjects', 'calendar']],
    ['My certificates can be turned off', { certificates: false }, [], [], {}, ['courses', 'catalog', 'calendar']],
    ['go to portal shows with portal access', {}, [], [], { hasPortalAccess: true }, ['courses', 'certificates', 'catalog', 'calendar', 'portal']],
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
