import { getGradeForScore, isPassed } from '@lp/domain';
import { WORKFLOW_STATES } from '../enums.ts';
import { entityId } from '../ids.ts';
import type { ImportFile, ObjectiveRecordInput, WorkflowInput } from '../schema/index.ts';
import { T, type Row } from '../tables.ts';
import { passingScoreOf } from './catalog.ts';
import { dateOf, idOf, optionalId, type BuildContext, type Step } from './context.ts';

/** An access or aggregate already stored for a (user, course) pair, maybe under a random id. */
export interface StoredPair {
  accessId: string | null;
  aggregateId: string | null;
  aggregateAccessId: string | null;
  aggregateSelfEnrolled: boolean | null;
}

export const pairKey = (userId: string, objectiveId: string) => `${userId}:${objectiveId}`;

/** Every (user, course) with an enrolment, a workflow or a record: each gets an aggregate. */
export function pairsOf(file: ImportFile, ctx: BuildContext): Map<string, { userId: string; objectiveId: string }> {
  const pairs = new Map<string, { userId: string; objectiveId: string }>();
  for (const item of [...file.enrolments, ...file.workflows, ...file.objectiveRecords]) {
    const userId = idOf(ctx, 'user', item.user);
    const objectiveId = idOf(ctx, 'course', item.course);
    pairs.set(pairKey(userId, objectiveId), { userId, objectiveId });
  }
  return pairs;
}

export function learningSteps(
  file: ImportFile,
  ctx: BuildContext,
  stored: Map<string, StoredPair>,
): { steps: Step[]; aggregateIds: string[] } {
  const tenant_id = ctx.tenantId;
  const accessByPair = new Map<string, { id: string; selfEnrolled: boolean }>();
  const accesses = file.enrolments.map((e) => {
    const user_id = idOf(ctx, 'user', e.user);
    const objective_id = idOf(ctx, 'course', e.course);
    const key = pairKey(user_id, objective_id);
    const externalId = e.externalId ?? `${e.user}:${e.course}`;
    // A learner may have enrolled themselves before: keep that access's id (unique per pair).
    const id = stored.get(key)?.accessId ?? entityId(tenant_id, 'enrolment', externalId);
    accessByPair.set(key, { id, selfEnrolled: e.isSelfEnrolled });
    return {
      id,
      tenant_id,
      external_id: externalId,
      user_id,
      objective_id,
      term_id: optionalId(ctx, 'term', e.term),
      is_mandatory: e.isMandatory,
      is_self_enrolled: e.isSelfEnrolled,
      availability_date: dateOf(ctx, e.availabilityDate),
      availability_end_date: dateOf(ctx, e.availabilityEndDate),
      due_date: dateOf(ctx, e.dueDate),
      retake: e.retake,
      retake_window: e.retakeWindow ?? null,
      retake_window_unit: e.retakeWindowUnit ?? null,
      grade_reveal_policy: e.gradeRevealPolicy,
      grade_reveal_date: dateOf(ctx, e.gradeRevealDate),
      created_at: dateOf(ctx, e.createdAt) ?? ctx.now,
    };
  });

  const aggregateOf = new Map<string, string>();
  const aggregates = [...pairsOf(file, ctx)].map(([key, { userId, objectiveId }]) => {
    const old = stored.get(key);
    const access = accessByPair.get(key);
    const id = old?.aggregateId ?? entityId(tenant_id, 'aggregate', key);
    aggregateOf.set(key, id);
    return {
      id,
      tenant_id,
      user_id: userId,
      objective_id: objectiveId,
      objective_access_id: access?.id ?? old?.accessId ?? old?.aggregateAccessId ?? null,
      is_self_enrolled: access?.selfEnrolled ?? old?.aggregateSelfEnrolled ?? false,
    };
  });

  const workflows: Row[] = [];
  const activityWorkflows: Row[] = [];
  const activityRecords: Row[] = [];
  const proctoringSessions: Row[] = [];
  for (const w of file.workflows) {
    const user_id = idOf(ctx, 'user', w.user);
    const objective_id = idOf(ctx, 'course', w.course);
    const id = idOf(ctx, 'workflow', w.externalId);
    workflows.push({
      id,
      tenant_id,
      external_id: w.externalId,
      aggregate_id: aggregateOf.get(pairKey(user_id, objective_id)),
      user_id,
      objective_id,
      ...runFields(w, ctx),
      protect_results: w.protectResults,
    });
    for (const a of w.activities) {
      const activity_id = idOf(ctx, 'activity', a.activity);
      const awId = entityId(tenant_id, 'activityWorkflow', `${id}:${activity_id}`);
      const sessions = a.proctoringSessions.map((p, i) => ({
        id: entityId(tenant_id, 'proctoringSession', `${awId}:${i}`),
        tenant_id,
        activity_workflow_id: awId,
        state: p.state,
        created_at: dateOf(ctx, p.created),
      }));
      proctoringSessions.push(...sessions);
      activityWorkflows.push({
        id: awId,
        tenant_id,
        objective_workflow_id: id,
        activity_part_id: partIdOf(ctx, a.activity),
        activity_id,
        ...runFields(a, ctx),
        data: a.data.position
          ? { ...a.data, position: { ...a.data.position, savedAt: dateOf(ctx, a.data.position.savedAt)!.toISOString() } }
          : a.data,
        last_proctoring_session_id: sessions.at(-1)?.id ?? null,
      });
      a.records.forEach((r, i) =>
        activityRecords.push({
          id: entityId(tenant_id, 'activityRecord', `${awId}:${i}`),
          tenant_id,
          activity_workflow_id: awId,
          activity_id,
          score: r.score ?? null,
          max_score: r.maxScore ?? null,
          normalized_score: r.normalizedScore ?? normalize(r.score, r.maxScore),
          passed: r.passed ?? null,
          finished: dateOf(ctx, r.finished),
          created_at: dateOf(ctx, r.finished) ?? ctx.now,
        }),
      );
    }
  }
  const records = file.objectiveRecords.map((r) => recordRow(r, ctx));
  const certificates = file.certificateRecords.map((c) => ({
    id: idOf(ctx, 'certificateRecord', c.externalId ?? c.certificateNumber),
    tenant_id,
    external_id: c.externalId ?? c.certificateNumber,
    objective_id: idOf(ctx, 'course', c.course),
    user_id: idOf(ctx, 'user', c.user),
    certificate_template_id: optionalId(ctx, 'certificateTemplate', c.template),
    objective_record_id: optionalId(ctx, 'objectiveRecord', c.objectiveRecord),
    certificate_number: c.certificateNumber,
    external_url: c.externalUrl ?? null,
    expiration_date: dateOf(ctx, c.expirationDate),
    revoked_at: c.revokedAt === undefined ? null : dateOf(ctx, c.revokedAt),
    revocation_reason: c.revokedAt === undefined ? null : (c.revocationReason ?? null),
    normalized_passing_score: c.normalizedPassingScore ?? scaleOf(ctx, c.course)?.passing ?? null,
    created: dateOf(ctx, c.created),
  }));
  return {
    steps: [
      { spec: T.objectiveAccesses, rows: accesses },
      { spec: T.aggregates, rows: aggregates },
      { spec: T.objectiveWorkflows, rows: workflows },
      { spec: T.activityWorkflows, rows: activityWorkflows },
      { spec: T.activityRecords, rows: activityRecords },
      { spec: T.proctoringSessions, rows: proctoringSessions },
      { spec: T.objectiveRecords, rows: records },
      { spec: T.certificateRecords, rows: certificates },
    ],
    aggregateIds: aggregates.map((a) => a.id),
  };
}

/** state, progress and dates of a run; a finished run without a date finished when it was submitted. */
function runFields(w: Pick<WorkflowInput, 'state' | 'progress' | 'started' | 'submitted' | 'finished'>, ctx: BuildContext) {
  const submitted = dateOf(ctx, w.submitted);
  const started = dateOf(ctx, w.started)!;
  return {
    state: WORKFLOW_STATES[w.state],
    progress: w.progress ?? (w.state === 'inProgress' ? 0 : 1),
    started,
    submitted,
    finished: dateOf(ctx, w.finished) ?? (w.state === 'finished' ? (submitted ?? started) : null),
  };
}

/** The part holding the activity (null for a course's root), from the file or the database. */
export function partIdOf(ctx: BuildContext, activity: string): string | null {
  const place = ctx.known.activities.get(activity);
  if (place) return place.part === null ? null : idOf(ctx, 'activityPart', place.part);
  return ctx.known.storedActivityParts.get(activity) ?? null;
}

function normalize(score: number | undefined, max: number | undefined): number | null {
  if (score === undefined || max === undefined || max <= 0) return null;
  return Math.min(1, Math.max(0, score / max));
}

function scaleOf(ctx: BuildContext, course: string) {
  const scale = ctx.known.scales.get(ctx.known.courseScale.get(course) ?? '');
  return scale && { grades: scale.grades, passing: passingScoreOf(scale) };
}

/**
 * Missing grade and passed come from the course's grading scale, by the domain's rules
 * (spec doc 1 §5: the highest band whose minimum is at most the score). An explicit
 * `passed: null` stays null: a manual grade is pending.
 */
function recordRow(r: ObjectiveRecordInput, ctx: BuildContext): Row {
  const normalized = r.normalizedScore ?? normalize(r.score, r.maxScore);
  const scale = scaleOf(ctx, r.course);
  let grade = r.grade ?? null;
  let passed = r.passed;
  if (scale && normalized !== null) {
    grade ??= getGradeForScore({ objectiveGrades: scale.grades }, normalized)?.name ?? null;
    if (passed === undefined) passed = isPassed(normalized, { normalizedPassingScore: scale.passing });
  }
  const finished = dateOf(ctx, r.finished);
  return {
    id: idOf(ctx, 'objectiveRecord', r.externalId),
    tenant_id: ctx.tenantId,
    external_id: r.externalId,
    objective_workflow_id: optionalId(ctx, 'workflow', r.workflow),
    user_id: idOf(ctx, 'user', r.user),
    objective_id: idOf(ctx, 'course', r.course),
    score: r.score ?? null,
    max_score: r.maxScore ?? null,
    normalized_score: normalized,
    grade,
    passed: passed ?? null,
    finished,
    progress: r.progress,
    protect_results: r.protectResults,
    imported: r.imported,
    created_at: dateOf(ctx, r.createdAt) ?? finished ?? ctx.now,
  };
}
