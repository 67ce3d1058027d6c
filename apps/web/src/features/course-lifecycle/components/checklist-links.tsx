import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';

/** An activity of a checklist: its name and, when known, where the content page opens it. */
export interface ChecklistEntry {
  name: string;
  axis: string | null;
}

/** From the domain's checklist items (issue 33). */
export const toEntries = (items: readonly { node: { childActivity: { name: string } }; axis: string }[]): ChecklistEntry[] =>
  items.map((item) => ({ name: item.node.childActivity.name, axis: item.axis }));

/**
 * The activities of a checklist, each a link that opens it in the content view; opening one
 * calls `onOpen` (the dialog closes) and the opened activity's title takes the focus.
 */
export function ChecklistLinks({ objectiveId, entries, onOpen }: { objectiveId: string; entries: ChecklistEntry[]; onOpen: () => void }) {
  return (
    <ul>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.axis ?? entry.name}`}>
          {entry.axis ? (
            <Link href={paths.courseContent.href(objectiveId, entry.axis)} onClick={onOpen}>
              <bdi>{entry.name}</bdi>
            </Link>
          ) : (
            <bdi>{entry.name}</bdi>
          )}
        </li>
      ))}
    </ul>
  );
}
