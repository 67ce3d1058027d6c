import { AppShell } from './shell/app-shell.tsx';
import { refusedStatusOf, RouteError } from './route-error.tsx';

/**
 * What the signed-in app shows when a page gave up (its boundary stands outside the shell):
 * a refusal's page (401, 403, 404, 501) inside the shell, with its navigation; anything else
 * the 500 page, full-screen (doc 1 §2), whose button leads back by role (doc 1 §6).
 */
export function SignedInRouteError({ error }: { error: unknown }) {
  if (refusedStatusOf(error) !== null) {
    return (
      <AppShell>
        <RouteError error={error} signedIn />
      </AppShell>
    );
  }
  return <RouteError error={error} signedIn fullScreen />;
}
