import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

export type HandInKind = 'submit' | 'finish';

/**
 * doc 2 §4 Submitting: before results are handed in, a warning that they are sent and the
 * run cannot be resumed. Cancel has the focus, so Enter does not hand in by accident.
 */
export function ConfirmHandInDialog({ kind, onConfirm, onCancel }: { kind: HandInKind; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
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
          <Button onClick={onConfirm}>{t.t(kind === 'submit' ? 'courseActions.submit' : 'courseActions.finish')}</Button>
        </>
      }
    >
      <p>{t.t('courseActions.confirm.warning')}</p>
    </ModalDialog>
  );
}
