import type { MessageId } from '@lp/i18n';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { FinishRefusal } from '../api/finish-objective-workflow.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './lifecycle.module.css';

const LISTS: { key: keyof Omit<FinishRefusal, 'message'>; heading: MessageId }[] = [
  { key: 'incompleteMandatory', heading: 'courseActions.blockers.incompleteMandatory' },
  { key: 'inGrading', heading: 'courseActions.blockers.inGrading' },
  { key: 'improvableScores', heading: 'courseActions.blockers.improvableScores' },
  { key: 'incompleteOptional', heading: 'courseActions.blockers.incompleteOptional' },
];

/** doc 2 §8 Finish-course blockers: "Unable to finish the course/module" with the server's lists of activity names. */
export function FinishBlockersDialog({ refusal, onClose }: { refusal: FinishRefusal; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog
      title={t.t('courseActions.blockers.title')}
      onClose={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          {t.t('courseActions.blockers.ok')}
        </Button>
      }
    >
      <p>{t.t('courseActions.blockers.text')}</p>
      {LISTS.filter(({ key }) => refusal[key].length > 0).map(({ key, heading }) => (
        <section key={key} className={styles.blockers} aria-labelledby={`blockers-${key}`}>
          <h3 id={`blockers-${key}`}>{t.t(heading)}</h3>
          <ul>
            {refusal[key].map((name, index) => (
              <li key={`${index}-${name}`} dir="auto">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ModalDialog>
  );
}
