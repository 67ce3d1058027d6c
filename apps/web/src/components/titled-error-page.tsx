import type { ComponentProps } from 'react';
import { useErrorPageTitle } from '../lib/use-document-title.ts';
import { ErrorPage } from './ui/error-page.tsx';

/**
 * An error page that stands in for a whole page (doc 1 §2, §8): it names the document too,
 * over the title of the page it replaces, so the tab and a screen reader say what happened.
 */
export function TitledErrorPage(props: ComponentProps<typeof ErrorPage>) {
  useErrorPageTitle(props.title);
  return <ErrorPage {...props} />;
}
