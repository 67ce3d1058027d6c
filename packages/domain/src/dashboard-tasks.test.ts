import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events.ts';
import { getDashboardTasks, getNextDates, getWaitingCourses, type UnstartedCourse } from './dashboard-tasks.ts';

const now = new Date('2026-11-24T12:00:00Z');
let n = 0;
const ev = (kind: CalendarEvent['kind'], start: string, over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: `${kind}.${++n}`,
  kind,
  objectiveId: `o${n}`,
  courseName: 'Course',
  activityId: `a${n}`,
  activityName: `Activity ${n}`,
  start,
  end: null,
  done: false,
  href: '/courses/x',
  location: null,
  joinUrl: null,
  ...over,
});

describe("the dashboard's tasks (issue 15)", () => {
  it('puts overdue work first (oldest first), then what is due soonest, and leaves out finished work and notices', () => {
    const soon = ev('due', '2026-11-25T09:00:00Z');
    const later = ev('startBy', '2026-11-30T09:00:00Z');
    const overdue = ev('due', '2026-11-22T09:00:00Z');
    const older = ev('graceEnds', '2026-11-20T09:00:00Z');
    const done = ev('due', '2026-11-24T18:00:00Z', { done: true });
    const notice = ev('opens', '2026-11-24T18:00:00Z');
    const tasks = getDashboardTasks([later, soon, overdue, older, done, notice], now);
    expect(tasks.map((t) => [t.event.uid, t.overdue])).toEqual([
      [older.uid, true],
      [overdue.uid, true],
      [soon.uid, false],
      [later.uid, false],
    ]);
  });

  it('drops deadlines long past and shows each activity once, by its most urgent date', () => {
    const stale = ev('due', '2026-10-01T00:00:00Z');
    const due = ev('due', '2026-11-26T00:00:00Z', { objectiveId: 'same', activityId: 'x' });
    const grace = ev('graceEnds', '2026-11-28T00:00:00Z', { objectiveId: 'same', activityId: 'x' });
    expect(getDashboardTasks([stale, grace, due], now).map((t) => t.event.uid)).toEqual([due.uid]);
  });

  it('lists the next dates that only inform, from now on, soonest first', () => {
    const past = ev('event', '2026-11-23T00:00:00Z');
    const opens = ev('opens', '2026-11-26T00:00:00Z');
    const live = ev('event', '2026-11-25T00:00:00Z');
    const due = ev('due', '2026-11-25T00:00:00Z');
    expect(getNextDates([past, opens, live, due], now).map((e) => e.uid)).toEqual([live.uid, opens.uid]);
  });
});

describe("the dashboard's waiting courses (issue 15)", () => {
  const course = (objectiveId: string, over: Partial<UnstartedCourse> = {}): UnstartedCourse => ({
    objectiveId,
    availabilityDate: null,
    availabilityEndDate: null,
    dueDate: null,
    ...over,
  });

  it('lists mandatory courses not started that can be started now, those with a due date first, soonest first', () => {
    const plain = course('plain');
    const dueLate = course('due-late', { dueDate: '2027-03-01T00:00:00Z' });
    const dueSoon = course('due-soon', { dueDate: '2027-01-10T00:00:00Z' });
    const notYet = course('not-yet', { availabilityDate: '2026-12-01T00:00:00Z' });
    const ended = course('ended', { availabilityEndDate: '2026-11-01T00:00:00Z' });
    const opened = course('opened', { availabilityDate: '2026-11-01T00:00:00Z', availabilityEndDate: '2026-12-31T00:00:00Z' });
    expect(getWaitingCourses([plain, dueLate, notYet, ended, dueSoon, opened], [], now, 8).map((c) => c.objectiveId)).toEqual([
      'due-soon',
      'due-late',
      'plain',
      'opened',
    ]);
  });

  it('does not repeat a course the dated tasks name, and fills only what the tasks leave', () => {
    const named = ev('startBy', '2026-11-30T09:00:00Z', { objectiveId: 'named' });
    const tasks = getDashboardTasks([named], now);
    const courses = [course('named'), course('a'), course('b')];
    expect(getWaitingCourses(courses, tasks, now, 8).map((c) => c.objectiveId)).toEqual(['a', 'b']);
    expect(getWaitingCourses(courses, tasks, now, 1).map((c) => c.objectiveId)).toEqual(['a']);
    expect(getWaitingCourses(courses, tasks, now, 0)).toEqual([]);
  });
});
