import { Feature, PermissionName } from './enums.ts';
import { hasPermissions } from './permissions.ts';
import type { PermissionEntry } from './types.ts';

export interface PostLoginInput {
  /** The user's licensed features (doc 1 §6). */
  readonly features: readonly string[];
  /** The cloud-redirect setting. */
  readonly cloudRedirect: boolean;
  readonly permissions: readonly PermissionEntry[];
  /** URL of the first navigation node, if there is one. */
  readonly firstNavigationUrl: string | null | undefined;
  /** The current location hash (with or without the leading '#'). */
  readonly hash: string;
}

export type PostLoginLanding =
  | { readonly kind: 'platform'; readonly url: '/platform' }
  /** The cloud platform fragment; its address comes from configuration. */
  | { readonly kind: 'cloudPlatform' }
  | { readonly kind: 'forbidden'; readonly url: '/forbidden' }
  | { readonly kind: 'navigation'; readonly url: string }
  /** The user may work but no first navigation URL exists: log it and stay. */
  | { readonly kind: 'missingNavigationUrl' };

const PLATFORM_ONLY_FEATURES: readonly string[] = [Feature.research, Feature.knowledgeModels];

export type PlatformLanding = Extract<PostLoginLanding, { kind: 'platform' | 'cloudPlatform' }>;

/**
 * doc 1 §6: a user whose features are only Research or KnowledgeModels (no learning-management
 * feature) belongs on the platform, or the cloud platform fragment with the cloud-redirect
 * setting on — from any entry of the app, not only after sign-in. Null for everyone else.
 */
export function getPlatformLanding(features: readonly string[], cloudRedirect: boolean): PlatformLanding | null {
  const platformOnly = features.length > 0 && features.every((feature) => PLATFORM_ONLY_FEATURES.includes(feature));
  if (!platformOnly) return null;
  return cloudRedirect ? { kind: 'cloudPlatform' } : { kind: 'platform', url: '/platform' };
}

/**
 * Where a user lands after sign-in (doc 1 §6), in the spec's order: users whose features
 * are only Research or KnowledgeModels go to the platform (or the cloud fragment);
 * users lacking ObjectiveWorkflow.Create with no first navigation node see /forbidden;
 * everyone else goes to the first navigation node, keeping the hash if it mentions 'chat'.
 */
export function getPostLoginLanding(input: PostLoginInput): PostLoginLanding {
  const platform = getPlatformLanding(input.features, input.cloudRedirect);
  if (platform) return platform;

  const canStartCourses = hasPermissions(input.permissions, [{ name: PermissionName.objectiveWorkflowCreate }]);
  const firstUrl = input.firstNavigationUrl;
  if (!firstUrl) return canStartCourses ? { kind: 'missingNavigationUrl' } : { kind: 'forbidden', url: '/forbidden' };

  const hash = input.hash === '' || input.hash.startsWith('#') ? input.hash : `#${input.hash}`;
  if (!hash.includes('chat')) return { kind: 'navigation', url: firstUrl };
  const withoutHash = firstUrl.split('#')[0] ?? firstUrl;
  return { kind: 'navigation', url: `${withoutHash}${hash}` };
}
