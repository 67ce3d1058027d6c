import { isKnowledgeAnswerCorrect } from '@lp/domain';
import type { ReinforcementWorkflow } from '@lp/contract/knowledge';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './knowledge-check.module.css';

/** doc 2 §2, §4: correct or incorrect feedback with the answer text and "Review module". */
export function KnowledgeCheckResult({ workflow, moduleHref }: { workflow: ReinforcementWorkflow; moduleHref: string }) {
  const t = useT();
  const correct = isKnowledgeAnswerCorrect(workflow.normalizedScore);
  return (
    <section className={styles.page} aria-labelledby="knowledge-check-verdict">
      <p className={styles.eyebrow}>{t.t('knowledgeCheck.page.title')}</p>
      <h1 id="knowledge-check-verdict" className={correct ? styles.correct : styles.incorrect} tabIndex={-1}>
        <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
        {t.t(correct ? 'knowledgeCheck.page.correct' : 'knowledgeCheck.page.incorrect')}
      </h1>
      <dl className={styles.facts}>
        <dt>{t.t('knowledgeCheck.page.question')}</dt>
        <dd dir="auto">{workflow.question}</dd>
        <dt>{t.t('knowledgeCheck.page.yourAnswer')}</dt>
        <dd dir="auto">{workflow.answerText}</dd>
      </dl>
      {workflow.feedback ? (
        <p className={styles.feedback} dir="auto">
          {workflow.feedback}
        </p>
      ) : null}
      <ButtonLink href={moduleHref}>{t.t('knowledgeCheck.page.reviewModule')}</ButtonLink>
    </section>
  );
}
