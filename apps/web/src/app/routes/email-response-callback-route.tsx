import { useSearchParams } from 'wouter';
import { ANSWER_LINK_PARAMS } from '@lp/contract/knowledge';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { KnowledgeCheckPage } from '../../features/knowledge-checks/components/knowledge-check-page.tsx';

/** doc 1 §2 /email-response-callback: the answer page of a knowledge-check e-mail (doc 2 §2, §5). */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  useDocumentTitle(t.t('knowledgeCheck.page.title'));
  useBreadcrumbs([{ label: t.t('knowledgeCheck.page.title') }]);
  return <KnowledgeCheckPage answer={params.get(ANSWER_LINK_PARAMS.answer)} workflowId={params.get(ANSWER_LINK_PARAMS.workflowId)} />;
}
