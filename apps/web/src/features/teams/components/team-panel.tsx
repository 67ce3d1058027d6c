import { useId, useState } from 'react';
import type { MessageId } from '@lp/i18n';
import type { ActivityTeamView, GroupActivityWorkflowView } from '@lp/contract/teams';
import { getTablePage, isRunFinished, isRunHandedIn, TABLE_PAGE_SIZE, type WorkflowState } from '@lp/domain';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useGroupActivityWorkflow } from '../api/get-group-activity-workflow.ts';
import { useTeamParticipants } from '../api/get-team-participants.ts';
import { TeamMembersTable } from './team-members-table.tsx';
import { TeamHandIn } from './team-hand-in.tsx';
import styles from './team.module.css';

type Person = { firstName: string; middleName: string; lastName: string };
const fullName = (p: Person) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
/** A user's text inside a translated sentence, isolated (FSI … PDI) so its direction does not disturb the sentence's. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The team's shared state in words: not started until a member opens it, then in progress, handed in, completed. */
function teamStateKey(team: GroupActivityWorkflowView) {
  const state = team.state as WorkflowState;
  if (isRunFinished(state)) return 'team.state.completed' as const;
  if (isRunHandedIn(state)) return 'team.state.submitted' as const;
  return team.members.some((m) => m.activityWorkflow) ? ('team.state.inProgress' as const) : ('team.state.notStarted' as const);
}

/** Who did what and when: each member's opening of the activity, then the member whose submission counted for the team. */
function TeamHistory({ team }: { team: GroupActivityWorkflowView }) {
  const t = useT();
  const events: { key: string; at: string; name: string; id: MessageId }[] = team.members
    .filter((m) => m.activityWorkflow)
    .map((m) => ({ key: `start-${m.id}`, at: m.activityWorkflow!.started, name: fullName(m), id: 'team.history.started' }));
  if (team.submittedBy && team.submitted)
    events.push({
      key: 'submitted',
      at: team.submitted,
      name: fullName(team.submittedBy),
      id: isRunFinished(team.state as WorkflowState) ? 'team.history.completed' : 'team.history.submitted',
    });
  if (events.length === 0) return null;
  events.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ul className={styles.history}>
      {events.map((e) => (
        <li key={e.key}>{t.t(e.id, { name: isolate(e.name), date: formatDateTime(t, e.at) })}</li>
      ))}
    </ul>
  );
}

/**
 * A collaborative activity done in team mode (issue 12): the team members table, the
 * team's shared state and who did what and when. The learner's own state (`version`)
 * changing reloads the team's.
 */
export function TeamPanel({
  objectiveWorkflowId,
  activityPathId,
  team,
  version,
}: {
  objectiveWorkflowId: string;
  activityPathId: string;
  team: ActivityTeamView;
  version: number | null;
}) {
  const t = useT();
  const headingId = useId();
  const gawId = team.groupActivityWorkflowId;
  const [wanted, setWanted] = useState(1);
  const participants = useTeamParticipants(objectiveWorkflowId, activityPathId, (wanted - 1) * TABLE_PAGE_SIZE);
  const members = participants.data;
  const state = useGroupActivityWorkflow(objectiveWorkflowId, team.objectiveWorkflowAggregateId, gawId ?? '', version);
  if (!gawId) return null;
  const shared = state.data;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {shared ? t.t('team.title', { name: isolate(shared.name) }) : t.t('team.titlePlain')}
      </h3>
      {shared ? (
        <p className={styles.state} role="status">
          {t.t(teamStateKey(shared))}
        </p>
      ) : null}
      {shared ? <TeamHistory team={shared} /> : null}
      {members ? (
        <TeamMembersTable
          members={members.data}
          page={getTablePage(wanted, members.totalCount ?? members.data.length)}
          onPage={setWanted}
        />
      ) : null}
      <TeamHandIn objectiveWorkflowId={objectiveWorkflowId} aggregateId={team.objectiveWorkflowAggregateId} gawId={gawId} />
      {participants.isError || state.isError ? (
        <p className={styles.error} role="alert">
          {t.t('team.loadFailed')}
        </p>
      ) : null}
    </section>
  );
}
