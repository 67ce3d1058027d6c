import { describe, expect, it } from 'vitest';
import { getUsageEventRole, isAnalyticsEnvironment, isAnalyticsEventName } from './analytics.ts';

describe('isAnalyticsEnvironment (doc 1 §7: analytics only in test and prod)', () => {
  it.each([
    ['test', true],
    ['prod', true],
    ['dev', false],
    ['', false],
    ['production', false],
  ])('%s → %s', (environment, active) => expect(isAnalyticsEnvironment(environment)).toBe(active));
});

describe('isAnalyticsEventName (doc 2 §7 usage event names)', () => {
  it('knows the named events and nothing else', () => {
    expect(isAnalyticsEventName('about_the_course_page_load')).toBe(true);
    expect(isAnalyticsEventName('product_feedback')).toBe(true);
    expect(isAnalyticsEventName('client_error')).toBe(false);
  });
});

describe('getUsageEventRole (doc 2 §6: the learner role is logged as role learner)', () => {
  it.each([
    [['Learner'], 'learner'],
    [['Admin', 'Learner'], 'admin'],
    [['Instructor'], 'instructor'],
    [[], 'learner'],
  ])('%j → %s', (roles, role) => expect(getUsageEventRole(roles)).toBe(role));
});
