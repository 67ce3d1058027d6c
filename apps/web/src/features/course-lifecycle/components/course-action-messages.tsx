import type { VisibleActions } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import styles from './lifecycle.module.css';

/** Why a button is missing (doc 2 §4): draft, archived, proctoring block, imported result, availability dates. */
export function CourseActionMessages({ actions }: { actions: VisibleActions }) {
  const t = useT();
  const messages: { key: string; text: string; warning?: boolean }[] = [];
  if (actions.notice === 'comingSoon') messages.push({ key: 'notice', text: t.t('courseActions.comingSoon') });
  if (actions.notice === 'notAvailable') messages.push({ key: 'notice', text: t.t('courseUnavailable.title'), warning: true });
  if (actions.notice === 'proctoringBlocked') messages.push({ key: 'notice', text: t.t('courseActions.proctoringBlocked'), warning: true });
  if (actions.importedResult) messages.push({ key: 'imported', text: t.t('courseActions.importedResult') });
  if (actions.availability.kind === 'notYet') {
    messages.push({
      key: 'availability',
      text: t.t('courseActions.availableFrom', { date: formatDateTime(t, actions.availability.date) }),
    });
  }
  if (actions.availability.kind === 'ended') {
    messages.push({
      key: 'availability',
      text: t.t('courseActions.availableBefore', { date: formatDateTime(t, actions.availability.date) }),
      warning: true,
    });
  }
  if (messages.length === 0) return null;
  return (
    <>
      {messages.map((m) => (
        <p key={m.key} className={`${styles.message} ${m.warning ? styles.warning : ''}`}>
          {m.text}
        </p>
      ))}
    </>
  );
}
