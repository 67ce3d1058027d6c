import { useEffect } from 'react';
import { getPlatformLanding } from '@lp/domain';
import type { CurrentUser } from '@lp/contract';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { platformLandingUrl } from '../../lib/platform-landing.ts';

/**
 * doc 1 §6: a user licensed only for research or knowledge models is sent to the platform
 * from whatever /learn address they open (a bookmark, a shared link), not only after
 * sign-in. True while the browser is on its way there: the shell shows no page meanwhile.
 */
export function usePlatformLanding(user: CurrentUser | undefined): boolean {
  const config = useRuntimeConfig();
  const landing = user ? getPlatformLanding(user.features, config.cloudRedirect) : null;
  const target = landing ? platformLandingUrl(landing, config) : null;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target !== null;
}
