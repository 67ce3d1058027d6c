import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ChecklistLinks, type ChecklistEntry } from './checklist-links.tsx';
import styles from './lifecycle.module.css';

export type HandInKind = 'submit' | 'finish';

interface ConfirmHandInDialogProps {
  kind: HandInKind;
  onConfirm: () => void;
  onCancel: () => void;
  objectiveId: string;
  /** Required activities not done (issue 33): listed with links, and said to count as not done. */
  unfinished?: ChecklistEntry[];
}

/**
 * doc 2 §4 Submitting: before results are handed in, a warning that they are sent and the
 * run cannot be resumed. Cancel has the focus, so Enter does not hand in by accident.
 * With required activities left, they are listed first, each a link that opens it.
 */
export function ConfirmHandInDialog({ kind, onConfirm, onCancel, objectiveId, unfinished = [] }: ConfirmHandInDialogProps) {
  const t = useT();
  const headingId = useId();
  const left = unfinished.length > 0;
  return (
    <ModalDialog
      role="alertdialog"
      title={t.t(kind === 'submit' ? 'courseActions.confirmSubmit.title' : 'courseActions.confirmFinish.title')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onCancel}>
            {t.t('courseActions.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm}>
            {left ? t.t('submit.confirm.anyway') : t.t(kind === 'submit' ? 'courseActions.submit' : 'courseActions.finish')}
          </Button>
        </>
      }
    >
      {left ? (
        <section className={styles.blockers} aria-labelledby={headingId}>
          <h3 id={headingId}>{t.t('courseActions.blockers.incompleteMandatory')}</h3>
          <ChecklistLinks objectiveId={objectiveId} entries={unfinished} onOpen={onCancel} />
          <p>{t.t('submit.confirm.countsAsNotDone')}</p>
        </section>
      ) : null}
      <p>{t.t('courseActions.confirm.warning')}</p>
    </ModalDialog>
  );
}
