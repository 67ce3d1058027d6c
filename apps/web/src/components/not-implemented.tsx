import { ErrorPage } from './ui/error-page.tsx';
import { useT } from '../lib/i18n.tsx';

/**
 * doc 1 §8 501 "Feature is not implemented", where an activity would be: content of a kind
 * this portal has no player for, or a tool link of a kind it cannot launch (the server's
 * 501, an LTI 1.1 link). The course and its table of contents stay around it.
 */
export function NotImplemented() {
  const t = useT();
  return <ErrorPage code={501} title={t.t('pageError.code501Title')} headingLevel={2} />;
}
