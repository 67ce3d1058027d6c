import { isRunFinished } from './lifecycle.ts';
import { isNextStepAStart } from './availability.ts';
import { getActivityPhaseOf, type ActivityConstraint } from './content-tree.ts';
import { toDate, type DateInput } from './dates.ts';
import type { WorkflowState } from './enums.ts';
import { ContentState, ContentType, GradeRevealPolicy, type RetakeWindowUnit } from './enums.ts';
import { getGradeRevealDate, isHandedIn } from './grade-visibility.ts';
import { getRetakeAvailableAt } from './retake-window.ts';
import { getResultsDisclosureDate } from './review-hidden.ts';

/**
 * What a date on the learner's calendar means (issue 15, decision 0028): the dates of
 * doc 2 §3–§4 a course and its activities carry, scheduled events, and certificate expiry.
 */
export const CALENDAR_EVENT_KINDS = [
  'opens',
  'startBy',
  'due',
  'graceEnds',
  'closes',
  'resultsRevealed',
  'retakeOpens',
  'certificateExpires',
  'event',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export interface CalendarActivityInput {
  readonly activityId: string;
  /** The slash-joined part ids from the course's root (the content view's axis). */
  readonly axis: string;
  readonly name: string;
  readonly type: ContentType;
  readonly state: ContentState;
  /** The state of its latest activity workflow in the course's latest run; null: not started. */
  readonly workflowState: WorkflowState | null;
  readonly constraint: ActivityConstraint;
  /** An `event` activity's schedule (doc 1 §3 content types). */
  readonly schedule?: CalendarSchedule | null;
}

export interface CalendarSchedule {
  readonly startsAt: DateInput;
  readonly endsAt?: DateInput | null;
  readonly location?: string | null;
  readonly joinUrl?: string | null;
  /**
   * The event's content is withheld now (getPartLocks, decision 0056): its time and name
   * still show, its place and join link do not.
   */
  readonly locked: boolean;
}

export interface CalendarCourseInput {
  readonly objectiveId: string;
  readonly name: string;
  readonly rootType: ContentType;
  readonly rootState: ContentState;
  readonly access: {
    readonly availabilityDate?: DateInput | null;
    readonly availabilityEndDate?: DateInput | null;
    readonly dueDate?: DateInput | null;
    readonly gradeRevealPolicy?: GradeRevealPolicy | null;
    readonly gradeRevealDate?: DateInput | null;
    readonly retake?: boolean;
    readonly retakeWindow?: number | null;
    readonly retakeWindowUnit?: RetakeWindowUnit | null;
  };
  readonly lastWorkflow?: { readonly state: WorkflowState; readonly finished?: DateInput | null; readonly protectResults?: boolean } | null;
  /** The tenant's retake-window feature flag (doc 2 §4). */
  readonly retakeWindowEnabled: boolean;
  readonly activities: readonly CalendarActivityInput[];
}

export interface CalendarCertificateInput {
  /** The certificate record's id: the UID part (a certificate number may hold any character). */
  readonly certificateId: string;
  readonly certificateNumber: string;
  readonly objectiveId: string;
  readonly courseName: string;
  readonly expirationDate?: DateInput | null;
  readonly revoked: boolean;
}

export interface CalendarEvent {
  /** Stable across fetches and date changes: the same fact keeps its id (RFC 5545 UID). */
  readonly uid: string;
  readonly kind: CalendarEventKind;
  readonly objectiveId: string;
  readonly courseName: string;
  readonly activityId: string | null;
  readonly activityName: string | null;
  readonly start: string;
  readonly end: string | null;
  /**
   * Nothing is left to do for it: the course's run was handed in, the activity is finished
   * (or submitted), or — for the last day to start — the activity was started.
   */
  readonly done: boolean;
  /** Where the learner acts, inside /learn. */
  readonly href: string;
  readonly location: string | null;
  readonly joinUrl: string | null;
}

/** Plain code-unit order: ISO times and ids sort right by it, without the cost of a collator. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const iso = (value: DateInput | null | undefined) => toDate(value)?.toISOString() ?? null;
const hidden = (state: ContentState) => state === ContentState.draft || state === ContentState.archived;

/**
 * The learner's calendar (issue 15): every date of doc 2 §3–§4 of their courses and
 * activities, their scheduled events and certificate expiries, oldest first. Drafts and
 * archived content have no dates (they show "Coming soon" or are gone); a reveal date
 * shows only under a policy that reveals on a date (getGradeRevealDate,
 * getResultsDisclosureDate), and not where nothing will be revealed (protected results,
 * the course's Never policy: decision 0011); a retake opening only when the learner may retake. What is done follows the
 * rules of doc 2 §4: a handed-in run cannot be resumed, a started activity no longer has a
 * last day to start, a finished one no deadline at all.
 */
export function getCalendarEvents(
  courses: readonly CalendarCourseInput[],
  certificates: readonly CalendarCertificateInput[],
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const course of courses) {
    if (hidden(course.rootState)) continue;
    const details = `/courses/${course.objectiveId}/view/details`;
    const courseDone = isHandedIn(course.lastWorkflow?.state);
    const courseFinished = isRunFinished(course.lastWorkflow?.state);
    const add = (kind: CalendarEventKind, start: DateInput | null | undefined, extra: Partial<CalendarEvent> = {}) => {
      const at = iso(start);
      if (!at) return;
      const activityId = extra.activityId ?? null;
      events.push({
        uid: [kind, course.objectiveId, activityId].filter(Boolean).join('.'),
        kind,
        objectiveId: course.objectiveId,
        courseName: course.name,
        activityId,
        activityName: null,
        start: at,
        end: null,
        done: courseDone,
        href: details,
        location: null,
        joinUrl: null,
        ...extra,
      });
    };
    const { access } = course;
    add('opens', access.availabilityDate);
    add('due', access.dueDate);
    // The end date stops starting, not working (doc 2 §4 Availability): it is the course's
    // last day to start, and nothing to do once a run is under way.
    add('startBy', access.availabilityEndDate, {
      done: !isNextStepAStart({ retake: access.retake, workflowState: course.lastWorkflow?.state }),
    });
    // Decision 0011: protected results are never shown, and under the course's Never policy
    // neither are its activities' results, so no date reveals anything there.
    const resultsWithheld = course.lastWorkflow?.protectResults === true || access.gradeRevealPolicy === GradeRevealPolicy.Never;
    // A reveal date is something to look forward to, never work left undone.
    if (!resultsWithheld) add('resultsRevealed', getGradeRevealDate(access.gradeRevealPolicy, access.gradeRevealDate), { done: false });
    if (courseFinished && access.retake && course.retakeWindowEnabled && course.rootType === ContentType.composite) {
      add('retakeOpens', getRetakeAvailableAt(course.lastWorkflow?.finished, access.retakeWindow, access.retakeWindowUnit), {
        done: false,
      });
    }
    // A draft or archived part hides its whole subtree: archived parts leave the table of
    // contents with their children (doc 2 §4), a draft's content is not there yet.
    const hiddenAxes = course.activities.filter((a) => hidden(a.state)).map((a) => `${a.axis}/`);
    for (const activity of course.activities) {
      if (hidden(activity.state) || hiddenAxes.some((axis) => activity.axis.startsWith(axis))) continue;
      const phase = getActivityPhaseOf(activity.workflowState);
      const own = {
        activityId: activity.activityId,
        activityName: activity.name,
        href: `/courses/${course.objectiveId}/view/content/${activity.axis}`,
        done: courseDone || phase === 'finished',
      };
      const c = activity.constraint;
      add('opens', c.startFrom, own);
      add('startBy', c.startUntil, { ...own, done: own.done || phase === 'inProgress' });
      add('due', c.due, own);
      add('graceEnds', c.gracePeriodUntil, own);
      add('closes', c.accessibleUntil, own);
      if (!resultsWithheld) add('resultsRevealed', getResultsDisclosureDate(c), { ...own, done: false });
      if (activity.type === ContentType.event && activity.schedule) {
        // A locked event keeps its time on the calendar; where it happens is its content (decision 0056).
        const { schedule } = activity;
        add('event', schedule.startsAt, {
          ...own,
          end: iso(schedule.endsAt),
          location: schedule.locked ? null : (schedule.location ?? null),
          joinUrl: schedule.locked ? null : (schedule.joinUrl ?? null),
        });
      }
    }
  }
  for (const certificate of certificates) {
    const at = iso(certificate.expirationDate);
    if (!at || certificate.revoked) continue;
    events.push({
      uid: `certificateExpires.${certificate.objectiveId}.${certificate.certificateId}`,
      kind: 'certificateExpires',
      objectiveId: certificate.objectiveId,
      courseName: certificate.courseName,
      activityId: null,
      activityName: null,
      start: at,
      end: null,
      done: false,
      href: `/courses/${certificate.objectiveId}/certificate/${encodeURIComponent(certificate.certificateNumber)}`,
      location: null,
      joinUrl: null,
    });
  }
  return events.sort((a, b) => compareText(a.start, b.start) || compareText(a.uid, b.uid));
}

/** The events that start inside [from, to). */
export function eventsBetween(events: readonly CalendarEvent[], from: Date, to: Date): CalendarEvent[] {
  const [f, t] = [from.toISOString(), to.toISOString()];
  return events.filter((e) => e.start >= f && e.start < t);
}
