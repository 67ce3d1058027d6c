import type { VisibleActions } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { availabilityMessage, NOTICE_MESSAGES } from '../../../lib/course-notices.ts';
import { TenantContact } from '../../../components/tenant-contact.tsx';
import styles from './lifecycle.module.css';

/** Why a button is missing (doc 2 §4): draft, archived, proctoring block, imported result, availability dates. */
export function CourseActionMessages({ actions }: { actions: VisibleActions }) {
  const t = useT();
  const messages: { key: string; text: string; warning?: boolean }[] = [];
  if (actions.notice)
    messages.push({ key: 'notice', text: t.t(NOTICE_MESSAGES[actions.notice]), warning: actions.notice !== 'comingSoon' });
  if (actions.importedResult) messages.push({ key: 'imported', text: t.t('courseActions.importedResult') });
  if (actions.availability.kind === 'notYet' || actions.availability.kind === 'ended') {
    const { kind, date } = actions.availability;
    messages.push({ key: 'availability', text: availabilityMessage(t, kind, date), warning: kind === 'ended' });
  }
  if (messages.length === 0) return null;
  // Closed for starting or blocked: the learner is told who to ask, when the tenant names someone (issue 33 item 9).
  const ask = actions.availability.kind === 'ended' || actions.notice === 'proctoringBlocked' || actions.notice === 'notAvailable';
  return (
    <>
      {messages.map((m) => (
        <p key={m.key} className={`${styles.message} ${m.warning ? styles.warning : ''}`}>
          {m.text}
        </p>
      ))}
      {ask ? <TenantContact className={styles.message} /> : null}
    </>
  );
}
