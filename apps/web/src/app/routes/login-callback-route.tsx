import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { getPostLoginLanding, isValidRedirectUrl } from '@lp/domain';
import { useQuery } from '@tanstack/react-query';
import * as sessionRoutes from '@lp/contract/routes/session';
import { currentUserQueryOptions } from '../../lib/current-user.ts';
import { ApiError, call } from '../../lib/api-client.ts';
import { StatusErrorPage } from '../../features/errors/components/status-error-page.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';
import { BASENAME } from '../../config/paths.ts';
import { getNavigationLinks } from '../../features/navigation/navigation-entries.ts';
import { platformLandingUrl } from '../../lib/platform-landing.ts';

/**
 * The user, a 401 an answer rather than a new sign-in: a session that did not come with this
 * sign-in (a cookie the browser did not keep) would not come with the next one either, and an
 * issuer that signs in without a form would go round without end (issue 31).
 */
const useCurrentUserAfterSignIn = () =>
  useQuery({ ...currentUserQueryOptions(), queryFn: () => call(sessionRoutes.me, { isPublic: true }) });

/** /login-callback?redirectUrl=…: finishes sign-in — back where the user was, or the landing of doc 1 §6. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const config = useRuntimeConfig();
  const user = useCurrentUserAfterSignIn();

  useEffect(() => {
    if (!user.data) return;
    const target = params.get('redirectUrl');
    const root = `${window.location.origin}${BASENAME}/`;
    const valid = target && isValidRedirectUrl(target, window.location.href, { allowLocalHttp: config.environment !== 'prod' });
    if (valid && new URL(target, window.location.href).href !== root) {
      const url = new URL(target, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith(BASENAME)) {
        navigate(url.pathname.slice(BASENAME.length) + url.search + url.hash, { replace: true });
      } else {
        window.location.replace(url.href);
      }
      return;
    }
    const landing = getPostLoginLanding({
      features: user.data.features,
      permissions: user.data.permissions,
      firstNavigationUrl: getNavigationLinks(config, user.data, t.locale)[0]?.href,
      cloudRedirect: config.cloudRedirect,
      hash: window.location.hash,
    });
    if (landing.kind === 'missingNavigationUrl') {
      console.error('no first navigation URL to land on'); // doc 1 §6: logged
      navigate('/courses', { replace: true });
    } else if (landing.kind === 'cloudPlatform' || landing.kind === 'platform') {
      window.location.replace(platformLandingUrl(landing, config));
    } else if (landing.url.startsWith(BASENAME)) navigate(landing.url.slice(BASENAME.length) || '/', { replace: true });
    else if (landing.url === '/forbidden') navigate('/forbidden', { replace: true });
    else window.location.replace(landing.url);
  }, [user.data, params, navigate, config, t.locale]);

  if (user.error instanceof ApiError && user.error.status === 401) {
    return (
      <main id="main">
        <StatusErrorPage status={401} />
      </main>
    );
  }
  return <LoaderOverlay label={t.t('shell.loading')} />;
}
