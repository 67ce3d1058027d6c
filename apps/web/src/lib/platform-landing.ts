import type { RuntimeConfig } from '@lp/contract';
import type { PlatformLanding } from '@lp/domain';

/**
 * The address of a platform landing (doc 1 §6): /platform, or the cloud platform fragment
 * where the server says it is (CLOUD_PLATFORM_URL); with the setting on and no address,
 * that is logged and /platform is used.
 */
export function platformLandingUrl(landing: PlatformLanding, config: Pick<RuntimeConfig, 'cloudPlatformUrl'>): string {
  if (landing.kind === 'platform') return landing.url;
  if (!config.cloudPlatformUrl) console.error('cloud redirect is on but no cloud platform URL is configured; /platform instead');
  return config.cloudPlatformUrl ?? '/platform';
}
