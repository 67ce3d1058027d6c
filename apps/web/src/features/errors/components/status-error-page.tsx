import type { MessageId } from '@lp/i18n';
import { TitledErrorPage } from '../../../components/titled-error-page.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ErrorPageButton } from './error-page-button.tsx';

const texts: Record<number, { title: MessageId; text?: MessageId }> = {
  401: { title: 'pageError.code401Title', text: 'pageError.code401Text' },
  403: { title: 'pageError.code403Title' },
  404: { title: 'pageError.code404Title' },
  500: { title: 'pageError.code500Title', text: 'honest.code500Text' },
  501: { title: 'pageError.code501Title' },
};

/** doc 1 §8 Error page titles, by status (the document's title too); anything else is the generic page. */
export function StatusErrorPage({ status }: { status: number }) {
  const t = useT();
  const entry = texts[status];
  return (
    <TitledErrorPage
      code={entry ? status : undefined}
      title={t.t(entry?.title ?? 'pageError.genericTitle')}
      text={entry ? (entry.text ? t.t(entry.text) : undefined) : t.t('pageError.genericText')}
      action={<ErrorPageButton />}
    />
  );
}
