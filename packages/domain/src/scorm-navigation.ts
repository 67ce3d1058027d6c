/**
 * Where a SCORM 2004 navigation request takes the learner (issue 34, decision 0080). The
 * portal does not run the Sequencing and Navigation engine (SN book): it follows the
 * requests a SCO makes at Terminate (adl.nav.request, SN 4.4.3, RTE 4.4) between the
 * package's items as the course's tree holds them, in order:
 * - `continue` / `previous`: the next / previous item (continue after the last: the course);
 * - `{target=ID}choice` / `{target=ID}jump`: the item with that identifier (unknown: stay);
 * - `exit`, `exitAll`, `suspendAll`, `abandon`, `abandonAll`: back to the course;
 * - `_none_` (or nothing): stay where the SCO left the learner.
 */
export type ScormNavTarget = { readonly to: 'item'; readonly index: number } | { readonly to: 'course' } | null;

const TARGETED = /^\{target=([^}]+)\}(choice|jump)$/;

export function getScormNavTarget(request: string | null | undefined, itemIdentifiers: readonly string[], current: number): ScormNavTarget {
  if (!request || request === '_none_') return null;
  if (request === 'continue') return current + 1 < itemIdentifiers.length ? { to: 'item', index: current + 1 } : { to: 'course' };
  if (request === 'previous') return current > 0 ? { to: 'item', index: current - 1 } : null;
  const targeted = TARGETED.exec(request);
  if (targeted) {
    const index = itemIdentifiers.indexOf(targeted[1]!);
    return index >= 0 ? { to: 'item', index } : null;
  }
  if (['exit', 'exitAll', 'suspendAll', 'abandon', 'abandonAll'].includes(request)) return { to: 'course' };
  return null;
}
