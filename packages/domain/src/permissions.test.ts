import { describe, expect, it } from 'vitest';
import { canGradeCourse, canImpersonate, GRADE_PERMISSION, gradesAnyCourse, hasPermissions, isLearnerOnly } from './permissions.ts';
import type { PermissionStrategy } from './permissions.ts';
import type { PermissionEntry } from './types.ts';

const held: PermissionEntry[] = [
  { name: 'ObjectiveWorkflow.Create', scope_id: 'unit-1' },
  { name: 'Research.Access', scope_id: null },
  { name: 'Reports.View', scope_id: 'unit-2', level: 'read' },
];

describe('hasPermissions (doc 1 §6 Permission checks)', () => {
  it.each<[string, PermissionEntry[], PermissionStrategy | undefined, boolean]>([
    ['met when the name matches and no scope is required', [{ name: 'ObjectiveWorkflow.Create' }], undefined, true],
    ['met when the required scope matches', [{ name: 'ObjectiveWorkflow.Create', scope_id: 'unit-1' }], undefined, true],
    ['not met when the required scope differs', [{ name: 'ObjectiveWorkflow.Create', scope_id: 'unit-9' }], undefined, false],
    ['a null scope in the requirement means any scope', [{ name: 'ObjectiveWorkflow.Create', scope_id: null }], undefined, true],
    ['not met for a permission not held', [{ name: 'Admin.Panel' }], undefined, false],
    ['other fields must match too', [{ name: 'Reports.View', level: 'write' }], undefined, false],
    ['other fields that match are met', [{ name: 'Reports.View', level: 'read' }], undefined, true],
    ['all (default) needs every requirement', [{ name: 'Research.Access' }, { name: 'Admin.Panel' }], undefined, false],
    ['all is met when every requirement is held', [{ name: 'Research.Access' }, { name: 'Reports.View' }], 'all', true],
    ['any needs one requirement', [{ name: 'Research.Access' }, { name: 'Admin.Panel' }], 'any', true],
    ['any is not met when none is held', [{ name: 'Admin.Panel' }, { name: 'Other' }], 'any', false],
    ['an empty requirement list is met', [], 'any', true],
  ])('%s', (_rule, required, strategy, expected) => {
    expect(hasPermissions(held, required, strategy)).toBe(expected);
  });

  it('a user holding nothing meets no requirement', () => {
    expect(hasPermissions([], [{ name: 'Research.Access' }])).toBe(false);
  });
});

describe('isLearnerOnly (doc 1 §6)', () => {
  it.each([
    ['only the Learner role is learner only', ['Learner'], true],
    ['role entries with names are read too', [{ name: 'Learner' }], true],
    ['Learner with Instructor is not learner only', ['Learner', 'Instructor'], false],
    ['an Administrator is not learner only', [{ name: 'Administrator' }], false],
    ['no roles is not learner only', [], false],
  ])('%s', (_rule, roles, expected) => {
    expect(isLearnerOnly(roles)).toBe(expected);
  });
});

describe('canGradeCourse (security issue 9 item 13: an instructor grades the courses they teach)', () => {
  const course = 'course-a';
  it.each([
    ['an administrator grades any course', ['Administrator'], [], true],
    ['the grade permission scoped to the course', ['Instructor'], [{ name: GRADE_PERMISSION, scope_id: course }], true],
    ['the grade permission with no scope covers every course', ['Instructor'], [{ name: GRADE_PERMISSION, scope_id: null }], true],
    ['the grade permission scoped to another course does not', ['Instructor'], [{ name: GRADE_PERMISSION, scope_id: 'course-b' }], false],
    ['the Instructor role alone does not', ['Instructor'], [], false],
    ['another permission scoped to the course does not', ['Instructor'], [{ name: 'ObjectiveWorkflow.Create', scope_id: course }], false],
    [
      'a learner with the grade permission of another course does not',
      ['Learner'],
      [{ name: GRADE_PERMISSION, scope_id: 'course-b' }],
      false,
    ],
  ])('%s', (_rule, roles, permissions, expected) => {
    expect(canGradeCourse({ roles, permissions }, course)).toBe(expected);
  });

  it('grades some course with the permission in any scope or as administrator, never with the role alone', () => {
    expect(gradesAnyCourse({ roles: ['Instructor'], permissions: [{ name: GRADE_PERMISSION, scope_id: 'course-b' }] })).toBe(true);
    expect(gradesAnyCourse({ roles: ['Administrator'], permissions: [] })).toBe(true);
    expect(gradesAnyCourse({ roles: ['Instructor'], permissions: [] })).toBe(false);
  });
});

describe('canImpersonate', () => {
  it.each([
    ['an administrator', ['Administrator'], [], true],
    ['whoever holds User.Impersonate, in any scope', ['Instructor'], [{ name: 'User.Impersonate', scope_id: 'unit-1' }], true],
    ['an instructor without it', ['Instructor'], [], false],
    ['a learner', ['Learner'], [{ name: 'ObjectiveWorkflow.Create' }], false],
  ])('%s: %s', (_who, roles, permissions, expected) => {
    expect(canImpersonate({ roles, permissions })).toBe(expected);
  });
});
