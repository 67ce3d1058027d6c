import { useEffect } from 'react';
import { useRuntimeConfig } from './runtime-config-context.tsx';

interface TitleClaim {
  text: string;
  errorPage: boolean;
}

/**
 * The titles asked for by what is on screen, oldest first. An error page shown in the place
 * of a page (a course that cannot be opened, a route that threw) must name the document even
 * though the page around it asks for its own title after it: a parent's effects run after
 * its children's. So the newest error page wins, then the newest page; and when a claim
 * goes, the one before it shows again.
 */
const claims: TitleClaim[] = [];

function showClaimedTitle() {
  const claim = claims.findLast((c) => c.errorPage) ?? claims.at(-1);
  if (claim) document.title = claim.text;
}

function useTitleClaim(title: string, errorPage: boolean) {
  const { theme } = useRuntimeConfig();
  useEffect(() => {
    const claim = { text: `${title} — ${theme.name}`, errorPage };
    claims.push(claim);
    showClaimedTitle();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      showClaimedTitle();
    };
  }, [title, theme.name, errorPage]);
}

/** Each page names itself in the tab and for screen readers: "Page — Portal". */
export const useDocumentTitle = (title: string) => useTitleClaim(title, false);

/** An error page names the document while it is shown, over the page it stands in for (doc 1 §8). */
export const useErrorPageTitle = (title: string) => useTitleClaim(title, true);
