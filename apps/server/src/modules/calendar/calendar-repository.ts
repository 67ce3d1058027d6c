import type {
  CalendarActivityInput,
  CalendarCertificateInput,
  CalendarCourseInput,
  ContentState,
  ContentType,
  GradeRevealPolicy,
  ResultsDisclosurePolicy,
  RetakeWindowUnit,
  ReviewPolicy,
  WorkflowState,
} from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { loadCourseLocks } from '../../data/run-tree/course-locks.ts';

interface CourseRow {
  objective_id: string;
  name: string;
  root_activity_id: string;
  root_type: ContentType;
  root_state: ContentState;
  availability_date: Date | null;
  availability_end_date: Date | null;
  due_date: Date | null;
  grade_reveal_policy: GradeRevealPolicy;
  grade_reveal_date: Date | null;
  retake: boolean;
  retake_window: number | null;
  retake_window_unit: RetakeWindowUnit | null;
  workflow_id: string | null;
  workflow_state: WorkflowState | null;
  workflow_finished: Date | null;
  workflow_protect_results: boolean | null;
}

interface ActivityRow {
  objective_id: string;
  axis: string;
  activity_id: string;
  name: string;
  type: ContentType;
  state: ContentState;
  /** The state of the part's latest activity workflow in the course's latest run. */
  workflow_state: WorkflowState | null;
  start_from: Date | null;
  start_until: Date | null;
  due: Date | null;
  grace_period_until: Date | null;
  accessible_until: Date | null;
  review_policy: ReviewPolicy;
  results_disclosure_policy: ResultsDisclosurePolicy;
  results_disclosure_from: Date | null;
  reveal_results_from: Date | null;
  starts_at: string | null;
  ends_at: string | null;
  location: string | null;
  join_url: string | null;
}

/**
 * Everything the learner's calendar is made of (issue 15): their enrolments with the
 * latest run, every activity part under those courses with its path from the root (the
 * content view's axis) and the state of its latest workflow in the latest run (as the
 * content tree reads it), and their certificates.
 * Three queries, whatever the number of courses.
 */
export async function loadCalendarSources(
  db: Queryable,
  tenantId: string,
  userId: string,
  retakeWindowEnabled: boolean,
): Promise<{ courses: CalendarCourseInput[]; certificates: CalendarCertificateInput[] }> {
  const courses = await db.query<CourseRow>(
    // Each lookup goes through its index: OFFSET 0 keeps the planner from flattening the
    // lateral subqueries into hash joins that read every course, and the latest run comes
    // through the aggregate's pointer (runs have no index by learner). On the benchmark's
    // 1,000 courses and 400,000 runs the flat form read them all per call.
    `SELECT o.id AS objective_id, o.name, o.activity_id AS root_activity_id, o.root_type, o.root_state,
            oa.availability_date, oa.availability_end_date, oa.due_date, oa.grade_reveal_policy, oa.grade_reveal_date,
            oa.retake, oa.retake_window, oa.retake_window_unit,
            w.id AS workflow_id, w.state AS workflow_state, w.finished AS workflow_finished, w.protect_results AS workflow_protect_results
       FROM objective_accesses oa
       CROSS JOIN LATERAL (
         SELECT ob.id, ob.name, ob.activity_id, a.type AS root_type, a.state AS root_state
           FROM objectives ob JOIN activities a ON a.id = ob.activity_id WHERE ob.id = oa.objective_id OFFSET 0
       ) o
       LEFT JOIN LATERAL (
         SELECT r.id, r.state, r.finished, r.protect_results
           FROM objective_workflow_aggregates g JOIN objective_workflows r ON r.id = g.last_objective_workflow_id
          WHERE g.user_id = oa.user_id AND g.objective_id = oa.objective_id OFFSET 0
       ) w ON true
      WHERE oa.tenant_id = $1 AND oa.user_id = $2`,
    [tenantId, userId],
  );
  const [activities, certificates] = await Promise.all([
    courses.length === 0
      ? Promise.resolve([] as ActivityRow[])
      : db.query<ActivityRow>(
          // Nested loops by index all the way (OFFSET 0 fences, as above): the planner's hash
          // joins read every activity part and activity of the tenant on each call.
          `WITH RECURSIVE tree AS (
             SELECT p.id, p.child_activity_id, r.objective_id, r.workflow_id, p.id::text AS axis, 1 AS depth,
                    p.start_from, p.start_until, p.due, p.grace_period_until, p.accessible_until,
                    p.review_policy, p.results_disclosure_policy, p.results_disclosure_from, p.reveal_results_from
               FROM unnest($2::uuid[], $3::uuid[], $4::uuid[]) AS r(objective_id, root_activity_id, workflow_id)
               CROSS JOIN LATERAL (SELECT * FROM activity_parts WHERE parent_activity_id = r.root_activity_id AND tenant_id = $1 OFFSET 0) p
             UNION ALL
             SELECT c.id, c.child_activity_id, t.objective_id, t.workflow_id, t.axis || '/' || c.id::text, t.depth + 1,
                    c.start_from, c.start_until, c.due, c.grace_period_until, c.accessible_until,
                    c.review_policy, c.results_disclosure_policy, c.results_disclosure_from, c.reveal_results_from
               FROM tree t
               CROSS JOIN LATERAL (SELECT * FROM activity_parts WHERE parent_activity_id = t.child_activity_id OFFSET 0) c
              WHERE t.depth < 12
           )
           SELECT t.objective_id, t.axis, a.id AS activity_id, a.name, a.type, a.state,
                  (SELECT x.state FROM activity_workflows x WHERE x.objective_workflow_id = t.workflow_id AND x.activity_part_id = t.id
                    ORDER BY x.started DESC LIMIT 1) AS workflow_state,
                  t.start_from, t.start_until, t.due, t.grace_period_until, t.accessible_until,
                  t.review_policy, t.results_disclosure_policy, t.results_disclosure_from, t.reveal_results_from,
                  CASE WHEN a.type = 'event' THEN a.content->>'startsAt' END AS starts_at,
                  CASE WHEN a.type = 'event' THEN a.content->>'endsAt' END AS ends_at,
                  CASE WHEN a.type = 'event' THEN a.content->>'location' END AS location,
                  CASE WHEN a.type = 'event' THEN a.content->>'joinUrl' END AS join_url
             FROM tree t
             CROSS JOIN LATERAL (SELECT id, name, type, state, content FROM activities WHERE id = t.child_activity_id OFFSET 0) a`,
          [tenantId, courses.map((c) => c.objective_id), courses.map((c) => c.root_activity_id), courses.map((c) => c.workflow_id)],
        ),
    db.query<{
      id: string;
      certificate_number: string;
      objective_id: string;
      course_name: string;
      expiration_date: Date | null;
      revoked: boolean;
    }>(
      `SELECT c.id, c.certificate_number, c.objective_id, o.name AS course_name, c.expiration_date, c.revoked_at IS NOT NULL AS revoked
         FROM certificate_records c JOIN objectives o ON o.id = c.objective_id
        WHERE c.tenant_id = $1 AND c.user_id = $2 AND c.expiration_date IS NOT NULL`,
      [tenantId, userId],
    ),
  ]);
  // An event's place and join link are its content (decision 0056): each course that holds a
  // scheduled event has its parts' locks worked out as its content calls do; none else needs them.
  const now = new Date();
  const holdingEvents = new Set(activities.filter((a) => a.starts_at).map((a) => a.objective_id));
  const withEvents = courses.filter((c) => holdingEvents.has(c.objective_id));
  const locks = await Promise.all(
    withEvents.map((c) => loadCourseLocks(db, tenantId, { rootActivityId: c.root_activity_id, runId: c.workflow_id }, now)),
  );
  const locksByCourse = new Map(withEvents.map((c, i) => [c.objective_id, locks[i]!]));
  const byCourse = new Map<string, CalendarActivityInput[]>();
  for (const a of activities) {
    const list = byCourse.get(a.objective_id) ?? [];
    list.push({
      activityId: a.activity_id,
      axis: a.axis,
      name: a.name,
      type: a.type,
      state: a.state,
      workflowState: a.workflow_state,
      constraint: {
        startFrom: a.start_from,
        startUntil: a.start_until,
        due: a.due,
        gracePeriodUntil: a.grace_period_until,
        accessibleUntil: a.accessible_until,
        reviewPolicy: a.review_policy,
        resultsDisclosurePolicy: a.results_disclosure_policy,
        resultsDisclosureFrom: a.results_disclosure_from,
        revealResultsFrom: a.reveal_results_from,
      },
      schedule: a.starts_at
        ? {
            startsAt: a.starts_at,
            endsAt: a.ends_at,
            location: a.location,
            joinUrl: a.join_url,
            locked: locksByCourse.get(a.objective_id)?.has(a.axis.slice(a.axis.lastIndexOf('/') + 1)) !== false,
          }
        : null,
    });
    byCourse.set(a.objective_id, list);
  }
  return {
    courses: courses.map((c) => ({
      objectiveId: c.objective_id,
      name: c.name,
      rootType: c.root_type,
      rootState: c.root_state,
      access: {
        availabilityDate: c.availability_date,
        availabilityEndDate: c.availability_end_date,
        dueDate: c.due_date,
        gradeRevealPolicy: c.grade_reveal_policy,
        gradeRevealDate: c.grade_reveal_date,
        retake: c.retake,
        retakeWindow: c.retake_window,
        retakeWindowUnit: c.retake_window_unit,
      },
      lastWorkflow: c.workflow_state
        ? { state: c.workflow_state, finished: c.workflow_finished, protectResults: c.workflow_protect_results === true }
        : null,
      retakeWindowEnabled,
      activities: byCourse.get(c.objective_id) ?? [],
    })),
    certificates: certificates.map((c) => ({
      certificateId: c.id,
      certificateNumber: c.certificate_number,
      objectiveId: c.objective_id,
      courseName: c.course_name,
      expirationDate: c.expiration_date,
      revoked: c.revoked,
    })),
  };
}

/** The learner's zone and language, for the feed a calendar program fetches without a session. */
export async function findFeedOwner(
  db: Queryable,
  tokenHash: string,
): Promise<{ user_id: string; tenant_id: string; timezone: string | null; locale: string | null } | undefined> {
  const [row] = await db.query<{ user_id: string; tenant_id: string; timezone: string | null; locale: string | null }>(
    `SELECT f.user_id, f.tenant_id, u.timezone, u.locale FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

export async function findFeed(db: Queryable, userId: string): Promise<{ created_at: Date } | undefined> {
  const [row] = await db.query<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE user_id = $1', [userId]);
  return row;
}

/** A new address replaces the old one in one statement: two tabs asking at once leave one working address. */
export async function replaceFeed(db: Queryable, tenantId: string, userId: string, tokenHash: string): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    `INSERT INTO calendar_feeds (user_id, tenant_id, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING created_at`,
    [userId, tenantId, tokenHash],
  );
  return row!.created_at;
}

export async function deleteFeed(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
}

/**
 * Records what the feed says of each date now and answers each one's SEQUENCE and the
 * time it last changed: a date whose fingerprint differs from the last fetch's goes up by
 * one. Only new and changed dates are written: a calendar program fetching an unchanged
 * feed every hour costs one read.
 */
export async function versionEvents(
  db: Queryable,
  userId: string,
  events: { uid: string; fingerprint: string }[],
): Promise<Map<string, { sequence: number; changed_at: Date }>> {
  if (events.length === 0) return new Map();
  const stored = await db.query<{ uid: string; fingerprint: string; sequence: number; changed_at: Date }>(
    'SELECT uid, fingerprint, sequence, changed_at FROM calendar_event_versions WHERE user_id = $1',
    [userId],
  );
  const known = new Map(stored.map((r) => [r.uid, r]));
  const changed = events.filter((e) => known.get(e.uid)?.fingerprint !== e.fingerprint);
  const versions = new Map(stored.map((r) => [r.uid, { sequence: r.sequence, changed_at: r.changed_at }]));
  if (changed.length === 0) return versions;
  const written = await db.query<{ uid: string; sequence: number; changed_at: Date }>(
    `INSERT INTO calendar_event_versions (user_id, uid, fingerprint)
       SELECT $1, e.uid, e.fingerprint FROM unnest($2::text[], $3::text[]) AS e(uid, fingerprint)
     ON CONFLICT (user_id, uid) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, sequence = calendar_event_versions.sequence + 1, changed_at = now()
       WHERE calendar_event_versions.fingerprint <> EXCLUDED.fingerprint
     RETURNING uid, sequence, changed_at`,
    [userId, changed.map((e) => e.uid), changed.map((e) => e.fingerprint)],
  );
  for (const r of written) versions.set(r.uid, { sequence: r.sequence, changed_at: r.changed_at });
  return versions;
}
