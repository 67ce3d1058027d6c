import { isAwaitingGrade, type WorkflowState } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { lockedMessage } from '../lib/locked-message.ts';
import type { Lock } from '../../../lib/toc-model.ts';

interface ItemLockedDialogProps {
  name: string;
  lock: Lock;
  timeZone: string | undefined;
  courseWorkflowState: number;
  onClose: () => void;
}

/** doc 2 §8 "Item Locked": the item's name and why it is locked, in the learner's words. */
export function ItemLockedDialog({ name, lock, timeZone, courseWorkflowState, onClose }: ItemLockedDialogProps) {
  const t = useT();
  const beingGraded = isAwaitingGrade(courseWorkflowState as WorkflowState);
  return (
    <ModalDialog
      title={t.t('itemLocked.title')}
      onClose={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          {t.t('itemLocked.ok')}
        </Button>
      }
    >
      <p>
        <bdi>
          <strong>{name}</strong>
        </bdi>
      </p>
      <p>{lockedMessage(t, lock, { timeZone, beingGraded })}</p>
    </ModalDialog>
  );
}
