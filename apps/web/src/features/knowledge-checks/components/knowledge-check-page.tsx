import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { TitledErrorPage } from '../../../components/titled-error-page.tsx';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useKnowledgeCheck } from '../hooks/use-knowledge-check.ts';
import { KnowledgeCheckResult } from './knowledge-check-result.tsx';

/**
 * doc 2 §2 knowledge-model answer page (`answer` and `workflowId` of the e-mail's link):
 * the feedback of the answer, the module when it was answered before (§4; a toast says the
 * first answer is the one that counts), and the three
 * errors of §8 — "Workflow not found" goes to the root, "Module not found" and the invalid
 * link are shown here.
 */
export function KnowledgeCheckPage({ answer, workflowId }: { answer: string | null; workflowId: string | null }) {
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const view = useKnowledgeCheck(answer, workflowId);
  // The page moves on once: a render before the navigation lands must not say it twice.
  const movedOn = useRef(false);
  useEffect(() => {
    if (movedOn.current) return;
    if (view.kind === 'answeredBefore' || view.kind === 'workflowNotFound') movedOn.current = true;
    if (view.kind === 'answeredBefore') {
      // A second click on a link of the e-mail: the learner learns why the page moved on.
      toast(
        'info',
        view.answerText
          ? t.t('knowledgeCheck.page.answeredBefore', { answer: `\u2068${view.answerText}\u2069` })
          : t.t('knowledgeCheck.page.answeredBeforeNoText'),
      );
      navigate(paths.courseDetails.href(view.objectiveId), { replace: true });
    }
    if (view.kind === 'workflowNotFound') {
      toast('critical', t.t('knowledgeCheck.error.workflowNotFound'));
      navigate(paths.home.href(), { replace: true });
    }
  }, [view, navigate, toast, t]);

  const toCourses = <ButtonLink href={paths.courses.href()}>{t.t('knowledgeCheck.error.toCourses')}</ButtonLink>;
  switch (view.kind) {
    case 'invalidUrl':
      return (
        <TitledErrorPage
          title={t.t('knowledgeCheck.error.invalidUrl')}
          text={t.t('knowledgeCheck.error.invalidUrlText')}
          action={toCourses}
        />
      );
    case 'moduleNotFound':
      return (
        <TitledErrorPage
          code={404}
          title={t.t('knowledgeCheck.error.moduleNotFound')}
          text={t.t('knowledgeCheck.error.moduleNotFoundText')}
          action={toCourses}
        />
      );
    case 'failed':
      throw view.error;
    case 'answered':
      return <KnowledgeCheckResult workflow={view.workflow} moduleHref={paths.courseDetails.href(view.workflow.objectiveId)} />;
    default:
      return <LoaderOverlay label={t.t('knowledgeCheck.page.loading')} />;
  }
}
