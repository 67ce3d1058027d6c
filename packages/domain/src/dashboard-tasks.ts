import { compareText, type CalendarEvent, type CalendarEventKind } from './calendar-events.ts';
import { getAvailability } from './availability.ts';
import { isDeadlineMissed } from './course-urgency.ts';

/** The dates that ask the learner to act before them (issue 15, decision 0029). */
const DEADLINES: readonly CalendarEventKind[] = ['startBy', 'due', 'graceEnds', 'closes'];
/** The dates that only tell the learner something (the dashboard's "Next dates"). */
const NOTICES: readonly CalendarEventKind[] = ['opens', 'event', 'resultsRevealed', 'retakeOpens', 'certificateExpires'];

export interface DashboardTask {
  readonly event: CalendarEvent;
  readonly overdue: boolean;
}

/**
 * The dashboard's tasks: unfinished work with a deadline, most urgent first — what is
 * overdue (its deadline passed, the oldest first: it has waited longest), then what is due
 * soonest. A deadline passed more than `overdueDays` ago is no longer a task (a closed
 * course cannot be acted on); each activity appears once, by its most urgent date.
 */
export function getDashboardTasks<E extends CalendarEvent>(
  events: readonly E[],
  now: Date,
  { limit = 8, overdueDays = 14 } = {},
): DashboardTask[] {
  const since = now.getTime() - overdueDays * 86_400_000;
  const seen = new Set<string>();
  return events
    .filter((e) => DEADLINES.includes(e.kind) && !e.done && Date.parse(e.start) >= since)
    .map((event) => ({ event, overdue: isDeadlineMissed(now, event.start, event.done) }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || compareText(a.event.start, b.event.start))
    .filter(({ event }) => {
      const key = `${event.objectiveId}.${event.activityId ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/** The dashboard's next dates: what opens, happens or is revealed from now on, soonest first. */
export function getNextDates<E extends CalendarEvent>(events: readonly E[], now: Date, limit = 6): E[] {
  const at = now.toISOString();
  return events
    .filter((e) => NOTICES.includes(e.kind) && e.start >= at)
    .sort((a, b) => compareText(a.start, b.start))
    .slice(0, limit);
}

/** A mandatory course of the learner's that has no run yet (My courses' list, filtered so). */
export interface UnstartedCourse {
  readonly objectiveId: string;
  readonly availabilityDate: string | null;
  readonly availabilityEndDate: string | null;
  readonly dueDate: string | null;
}

/**
 * The dashboard's waiting work (issue 15 "what is waiting for the learner"): mandatory
 * courses not started that can be started now (doc 2 §4 Availability), after the dated
 * tasks — a course the tasks already name is not repeated. Those with a due date (beyond
 * the dated tasks' weeks) come first, soonest first; the others keep the list's order.
 */
export function getWaitingCourses<C extends UnstartedCourse>(
  courses: readonly C[],
  tasks: readonly DashboardTask[],
  now: Date,
  limit: number,
): C[] {
  const named = new Set(tasks.map(({ event }) => event.objectiveId));
  const open = courses.filter((c) => !named.has(c.objectiveId) && getAvailability({ ...c, workflowState: null }, now).kind === 'open');
  const byDue = (a: C, b: C) => (a.dueDate && b.dueDate ? compareText(a.dueDate, b.dueDate) : a.dueDate ? -1 : b.dueDate ? 1 : 0);
  return [...open].sort(byDue).slice(0, Math.max(0, limit));
}
