import { Redirect } from 'wouter';

/** Redirect that keeps the query string and hash (doc 1 §2: "/" → /courses keeping query and hash). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  return <Redirect replace to={to + window.location.search + window.location.hash} />;
}
