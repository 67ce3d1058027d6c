import { describe, expect, it } from 'vitest';
import { getPlatformLanding, getPostLoginLanding } from './post-login-landing.ts';
import type { PostLoginInput } from './post-login-landing.ts';

const canStart = [{ name: 'ObjectiveWorkflow.Create', scope_id: 'u1' }];
const base: PostLoginInput = {
  features: ['Platform.Lms'],
  cloudRedirect: false,
  permissions: canStart,
  firstNavigationUrl: '/learn/courses',
  hash: '',
};

describe('getPostLoginLanding (doc 1 §6)', () => {
  it.each<{ rule: string; change: Partial<PostLoginInput>; expected: unknown }>([
    {
      rule: 'research-only users go to the platform',
      change: { features: ['Platform.Research'] },
      expected: { kind: 'platform', url: '/platform' },
    },
    {
      rule: 'knowledge-model and research users go to the platform',
      change: { features: ['Platform.KnowledgeModels', 'Platform.Research'] },
      expected: { kind: 'platform', url: '/platform' },
    },
    {
      rule: 'platform-only users go to the cloud fragment when the setting is on',
      change: { features: ['Platform.KnowledgeModels'], cloudRedirect: true },
      expected: { kind: 'cloudPlatform' },
    },
    {
      rule: 'a learning-management feature keeps the user in the app',
      change: { features: ['Platform.Research', 'Platform.Lms'] },
      expected: { kind: 'navigation', url: '/learn/courses' },
    },
    {
      rule: 'no ObjectiveWorkflow.Create and no first node goes to /forbidden',
      change: { permissions: [], firstNavigationUrl: null },
      expected: { kind: 'forbidden', url: '/forbidden' },
    },
    {
      rule: 'no ObjectiveWorkflow.Create but a first node goes to it',
      change: { permissions: [] },
      expected: { kind: 'navigation', url: '/learn/courses' },
    },
    {
      rule: 'permission but no first node URL is reported missing',
      change: { firstNavigationUrl: '' },
      expected: { kind: 'missingNavigationUrl' },
    },
    { rule: 'a hash with chat is kept', change: { hash: '#chat-123' }, expected: { kind: 'navigation', url: '/learn/courses#chat-123' } },
    {
      rule: 'a hash without the leading sign is kept too',
      change: { hash: 'openchat' },
      expected: { kind: 'navigation', url: '/learn/courses#openchat' },
    },
    { rule: 'a hash without chat is dropped', change: { hash: '#section-2' }, expected: { kind: 'navigation', url: '/learn/courses' } },
    {
      rule: 'a chat hash replaces the node URL hash',
      change: { firstNavigationUrl: '/learn#top', hash: '#chat' },
      expected: { kind: 'navigation', url: '/learn#chat' },
    },
  ])('$rule', ({ change, expected }) => {
    expect(getPostLoginLanding({ ...base, ...change })).toEqual(expected);
  });
});

describe('getPlatformLanding (doc 1 §6: platform-only users, from any entry)', () => {
  it.each<{ rule: string; features: string[]; cloudRedirect: boolean; expected: unknown }>([
    {
      rule: 'research alone: the platform',
      features: ['Platform.Research'],
      cloudRedirect: false,
      expected: { kind: 'platform', url: '/platform' },
    },
    {
      rule: 'knowledge models alone: the platform',
      features: ['Platform.KnowledgeModels'],
      cloudRedirect: false,
      expected: { kind: 'platform', url: '/platform' },
    },
    {
      rule: 'both, with the cloud redirect on: the cloud fragment',
      features: ['Platform.Research', 'Platform.KnowledgeModels'],
      cloudRedirect: true,
      expected: { kind: 'cloudPlatform' },
    },
    {
      rule: 'with a learning-management feature: stays',
      features: ['Platform.KnowledgeModels', 'Platform.Lms'],
      cloudRedirect: true,
      expected: null,
    },
    { rule: 'learning management alone: stays', features: ['Platform.Lms'], cloudRedirect: false, expected: null },
    { rule: 'no features at all: stays (the app says what they may do)', features: [], cloudRedirect: false, expected: null },
  ])('$rule', ({ features, cloudRedirect, expected }) => {
    expect(getPlatformLanding(features, cloudRedirect)).toEqual(expected);
  });
});
