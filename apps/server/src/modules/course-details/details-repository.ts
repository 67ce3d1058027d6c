import type { Queryable } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { CERTIFICATE_TEMPLATES_COLUMN, toCertificateTemplates, type CertificateTemplatesRow } from '../../data/certificate-templates.ts';
import { lastRunSessionSql, toSessionView, type LastRunSessionColumn } from '../../data/proctoring-sessions.ts';
import { gradingScaleJsonSql } from '../../data/grading-scales.ts';
import { LISTED_IN_MY_COURSES_SQL } from '../../data/my-courses.ts';
import { accessJoin, ACCESS_RETAKE_AND_TERM_COLUMNS, toAccessWithTerms, type AccessTermsRow } from '../../data/access.ts';
import { aggregateJoin, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import {
  OBJECTIVE_COLUMNS,
  parsedJson,
  PROGRESS_COLUMNS,
  toAggregateSummary,
  toObjectiveSummary,
  type ObjectiveRow,
  type ProgressRow,
} from '../../data/courses.ts';
import type { CourseDetails, GradingScaleView } from '@lp/contract';
import { ContentState } from '@lp/domain';

/** The course's columns of the lists and the enrolment's, with what only the details show. */
interface DetailsRow extends ObjectiveRow, ProgressRow, AccessTermsRow, CertificateTemplatesRow {
  about: string;
  in_catalog: boolean;
  is_public: boolean;
  o_type: string;
  term_id: string | null;
  support_mobile_view: boolean;
  proctored: boolean;
  display_mode: number;
  support_fullscreen_view: boolean;
  support_collaborative_mode: boolean;
  support_personal_mode: boolean;
  support_lti_authoring: boolean;
  support_lti_grading: boolean;
  tool_url: string | null;
  act_id: string;
  act_image_url: string | null;
  preferred_width: number | null;
  preferred_height: number | null;
  o_scale: GradingScaleView | string | null;
  listed: boolean | null;
  chat_expanded: boolean | null;
  ps_last: LastRunSessionColumn;
  grace_ends: Date[] | null;
}

/**
 * The distinct grace period ends of the course's activity parts at any depth (doc 2 §3
 * gracePeriodUntil), as the content tree reads them (12 levels at most).
 */
const GRACE_PERIOD_ENDS_SQL = `(WITH RECURSIVE parts AS (
    SELECT p.child_activity_id, p.grace_period_until, 1 AS depth FROM activity_parts p WHERE p.parent_activity_id = act.id
    UNION ALL
    SELECT c.child_activity_id, c.grace_period_until, parts.depth + 1
      FROM parts JOIN activity_parts c ON c.parent_activity_id = parts.child_activity_id WHERE parts.depth < 12
  ) SELECT array_agg(DISTINCT grace_period_until ORDER BY grace_period_until) FROM parts WHERE grace_period_until IS NOT NULL)`;

/**
 * One course as this learner may see it: enrolled (any state, archived too, is
 * shown, to explain itself) or in the catalog; 'archived' for a catalog course since
 * archived (404 that says so). Anything else is undefined → 404.
 */
export async function findCourseDetails(
  db: Queryable,
  tenantId: string,
  userId: string,
  objectiveId: string,
  now: Date,
): Promise<CourseDetails | 'archived' | undefined> {
  const rows = await db.query<DetailsRow>(
    `SELECT ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS}, o.about, o.in_catalog, o.is_public, o.type AS o_type, o.term_id,
            act.support_mobile_view, act.proctored, act.display_mode, act.support_fullscreen_view, act.tool_url,
            act.support_collaborative_mode, act.support_personal_mode, act.support_lti_authoring, act.support_lti_grading,
            act.id AS act_id, act.image_url AS act_image_url, act.preferred_width, act.preferred_height,
            ${gradingScaleJsonSql('o.grading_scale_id')} AS o_scale,
            ${CERTIFICATE_TEMPLATES_COLUMN},
            ${ACCESS_RETAKE_AND_TERM_COLUMNS},
            ((a.id IS NOT NULL OR acc.id IS NOT NULL) AND ${LISTED_IN_MY_COURSES_SQL}) AS listed,
            ch.starts_expanded AS chat_expanded, ${lastRunSessionSql('a.last_objective_workflow_id')} AS ps_last,
            ${GRACE_PERIOD_ENDS_SQL} AS grace_ends
       FROM objectives o JOIN activities act ON act.id = o.activity_id
       ${aggregateJoin('o.id', '$3')}
       ${accessJoin('o.id', '$3')}
       ${LAST_RUN_AND_RECORD_JOINS}
       LEFT JOIN announcement_channels ch ON ch.id = o.announcement_channel_id
      WHERE o.id = $1 AND o.tenant_id = $2`,
    [objectiveId, tenantId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const hasOwnState = Boolean(row.a_id || row.acc_id);
  if (!hasOwnState && !row.in_catalog) return undefined;
  // A catalog course since archived: the learner may know it, it is gone (issue 33 item 9).
  if (!hasOwnState && row.act_state === ContentState.archived) return 'archived';
  const summary = toObjectiveSummary(row);
  return {
    objective: {
      ...summary,
      // doc 1 §3 and doc 2 §3: the course's state, mode and review are its root activity's.
      state: row.act_state,
      presentationMode: row.act_mode,
      supportReview: row.act_review,
      objectiveGradingScale: row.o_scale === null ? null : parsedJson(row.o_scale),
      activity: {
        ...summary.activity,
        id: row.act_id,
        toolUrl: row.tool_url,
        imageUrl: row.act_image_url,
        preferredWidth: row.preferred_width,
        preferredHeight: row.preferred_height,
        proctored: Boolean(row.proctored),
        supportMobileView: Boolean(row.support_mobile_view),
        supportFullscreenView: Boolean(row.support_fullscreen_view),
        supportCollaborativeMode: Boolean(row.support_collaborative_mode),
        supportPersonalMode: Boolean(row.support_personal_mode),
        supportLtiAuthoring: Boolean(row.support_lti_authoring),
        supportLtiGrading: Boolean(row.support_lti_grading),
      },
      certificateTemplates: toCertificateTemplates(row),
      gracePeriodEnds: (row.grace_ends ?? []).map((date) => new Date(date).toISOString()),
      about: sanitizeRichText(row.about),
      type: row.o_type,
      supportMobileView: Boolean(row.support_mobile_view),
      supportFullscreenView: Boolean(row.support_fullscreen_view),
      proctored: Boolean(row.proctored),
      displayMode: Number(row.display_mode),
      chatStartsExpanded: Boolean(row.chat_expanded),
    },
    objectiveAccess: toAccessWithTerms(row),
    objectiveWorkflowAggregate: toAggregateSummary(row, now),
    lastProctoringSession: toSessionView(row.ps_last),
    isEnrolled: Boolean(row.listed),
    inCatalog: Boolean(row.in_catalog),
    isPublic: Boolean(row.is_public),
    selfEnrollment: Boolean(row.o_self_enrollment),
  };
}
