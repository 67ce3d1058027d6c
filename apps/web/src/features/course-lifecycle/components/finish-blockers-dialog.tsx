import type { MessageId } from '@lp/i18n';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { FinishRefusal } from '../api/finish-objective-workflow.ts';
import type { CourseChecklist } from '../hooks/use-finish-checklist.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ChecklistLinks, toEntries, type ChecklistEntry } from './checklist-links.tsx';
import styles from './lifecycle.module.css';

type BlockerKey = keyof Omit<FinishRefusal, 'message'>;
export type BlockerLists = Record<BlockerKey, ChecklistEntry[]>;

const LISTS: { key: BlockerKey; heading: MessageId }[] = [
  { key: 'incompleteMandatory', heading: 'courseActions.blockers.incompleteMandatory' },
  { key: 'inGrading', heading: 'courseActions.blockers.inGrading' },
  { key: 'improvableScores', heading: 'courseActions.blockers.improvableScores' },
  { key: 'incompleteOptional', heading: 'courseActions.blockers.incompleteOptional' },
];

/** The lists of the run's own checklist, with links (issue 33). */
export const listsOfChecklist = (checklist: CourseChecklist): BlockerLists => ({
  incompleteMandatory: toEntries(checklist.incompleteMandatory),
  inGrading: toEntries(checklist.inGrading),
  improvableScores: toEntries(checklist.improvableScores),
  incompleteOptional: toEntries(checklist.incompleteOptional),
});

/** The server's lists of a refused finish: names only, for when the run's tree is not at hand. */
export const listsOfRefusal = (refusal: FinishRefusal): BlockerLists => {
  const named = (names: string[]) => names.map((name) => ({ name, axis: null }));
  return {
    incompleteMandatory: named(refusal.incompleteMandatory),
    inGrading: named(refusal.inGrading),
    improvableScores: named(refusal.improvableScores),
    incompleteOptional: named(refusal.incompleteOptional),
  };
};

/**
 * doc 2 §8 Finish-course blockers: "Unable to finish the course/module" with the lists of
 * activities, each a link that opens it (the same lists the server refuses by).
 */
export function FinishBlockersDialog({ lists, objectiveId, onClose }: { lists: BlockerLists; objectiveId: string; onClose: () => void }) {
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
      {LISTS.filter(({ key }) => lists[key].length > 0).map(({ key, heading }) => (
        <section key={key} className={styles.blockers} aria-labelledby={`blockers-${key}`}>
          <h3 id={`blockers-${key}`}>{t.t(heading)}</h3>
          <ChecklistLinks objectiveId={objectiveId} entries={lists[key]} onOpen={onClose} />
        </section>
      ))}
    </ModalDialog>
  );
}
