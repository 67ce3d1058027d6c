import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The dialog's buttons; a close button is always there. */
  actions?: ReactNode;
  /** `alertdialog` for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A native modal <dialog> (ADR 0003), open while mounted: named by its heading, focus on
 * its first button on open and back to the opener on close; Escape closes through the
 * parent. Remount to reopen.
 */
export function ModalDialog({ title, onClose, children, actions, role }: ModalDialogProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useModalDialog({ initialFocus: (element) => element.querySelector<HTMLElement>('[data-autofocus]') });

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      {...(role === 'alertdialog' ? { role } : {})}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t.t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}
