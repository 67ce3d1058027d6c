import { describe, expect, it } from 'vitest';
import { getCalendarEvents, type CalendarActivityInput, type CalendarCourseInput } from './calendar-events.ts';
import { ContentState, ContentType, WorkflowState } from './enums.ts';

const activity = (over: Partial<CalendarActivityInput> = {}): CalendarActivityInput => ({
  activityId: 'a1',
  axis: 'p1',
  name: 'Quiz',
  type: ContentType.text,
  state: ContentState.ready,
  workflowState: null,
  constraint: {},
  ...over,
});
const course = (over: Partial<CalendarCourseInput> = {}): CalendarCourseInput => ({
  objectiveId: 'o1',
  name: 'Safety',
  rootType: ContentType.composite,
  rootState: ContentState.ready,
  access: {},
  lastWorkflow: null,
  retakeWindowEnabled: true,
  activities: [],
  ...over,
});
const kinds = (c: CalendarCourseInput[]) =>
  getCalendarEvents(c, []).map((e) => `${e.kind}${e.activityId ? `:${e.activityId}` : ''}@${e.start.slice(0, 10)}`);

describe("the learner's calendar events (issue 15, decision 0028)", () => {
  it("lists the course's opening, due date and last day to start, oldest first, linking to the course", () => {
    const access = {
      availabilityDate: '2026-12-01T08:00:00Z',
      dueDate: '2026-12-20T17:00:00Z',
      availabilityEndDate: '2026-12-31T23:00:00Z',
    };
    const events = getCalendarEvents([course({ access })], []);
    expect(events.map((e) => e.kind)).toEqual(['opens', 'due', 'startBy']);
    expect(events[1]).toMatchObject({
      uid: 'due.o1',
      courseName: 'Safety',
      href: '/courses/o1/view/details',
      done: false,
      start: '2026-12-20T17:00:00.000Z',
    });
    // The end date stops a start only (doc 2 §4 Availability): a run under way goes on after it.
    const startBy = (lastWorkflow: CalendarCourseInput['lastWorkflow'], retake = false) =>
      getCalendarEvents([course({ access: { ...access, retake }, lastWorkflow })], []).find((e) => e.kind === 'startBy')!.done;
    expect(startBy(null)).toBe(false);
    expect(startBy({ state: WorkflowState.inProgress })).toBe(true);
    expect(startBy({ state: WorkflowState.finished, finished: '2026-12-05T00:00:00Z' })).toBe(true);
    expect(startBy({ state: WorkflowState.finished, finished: '2026-12-05T00:00:00Z' }, true)).toBe(false);
  });

  it("lists each activity's dates, linking to the activity in the content view", () => {
    const events = getCalendarEvents(
      [
        course({
          activities: [
            activity({
              axis: 'p1/p2',
              constraint: {
                startFrom: '2026-12-01T00:00:00Z',
                startUntil: '2026-12-05T00:00:00Z',
                due: '2026-12-10T00:00:00Z',
                gracePeriodUntil: '2026-12-12T00:00:00Z',
                accessibleUntil: '2026-12-31T00:00:00Z',
              },
            }),
          ],
        }),
      ],
      [],
    );
    expect(events.map((e) => e.kind)).toEqual(['opens', 'startBy', 'due', 'graceEnds', 'closes']);
    expect(events[2]).toMatchObject({ uid: 'due.o1.a1', activityName: 'Quiz', href: '/courses/o1/view/content/p1/p2' });
  });

  it('shows a reveal date only where results are revealed on a date', () => {
    expect(kinds([course({ access: { gradeRevealPolicy: 'AfterDate', gradeRevealDate: '2026-12-15T00:00:00Z' } })])).toEqual([
      'resultsRevealed@2026-12-15',
    ]);
    expect(kinds([course({ access: { gradeRevealPolicy: 'AfterFinish', gradeRevealDate: '2026-12-15T00:00:00Z' } })])).toEqual([]);
    const disclosed = (
      resultsDisclosurePolicy: 'AfterDate' | 'Never',
      reviewPolicy: 'AfterRevealingResults' | 'Never' | 'AfterSubmission' = 'AfterRevealingResults',
    ) =>
      activity({
        constraint: {
          reviewPolicy,
          resultsDisclosurePolicy,
          resultsDisclosureFrom: '2026-12-16T00:00:00Z',
          revealResultsFrom: '2026-12-18T00:00:00Z',
        },
      });
    expect(kinds([course({ activities: [disclosed('AfterDate')] })])).toEqual(['resultsRevealed:a1@2026-12-16']);
    expect(kinds([course({ activities: [disclosed('Never')] })])).toEqual([]);
    // The disclosure date counts only where review waits for revealed results (doc 2 §4 Review hidden).
    expect(kinds([course({ activities: [disclosed('AfterDate', 'Never'), disclosed('AfterDate', 'AfterSubmission')] })])).toEqual([]);
    const onlyReveal = activity({
      constraint: {
        reviewPolicy: 'AfterRevealingResults',
        resultsDisclosurePolicy: 'AfterDate',
        revealResultsFrom: '2026-12-18T00:00:00Z',
      },
    });
    expect(kinds([course({ activities: [onlyReveal] })])).toEqual(['resultsRevealed:a1@2026-12-18']);
  });

  it('shows no reveal date where nothing will be revealed', () => {
    const access = { gradeRevealPolicy: 'AfterDate', gradeRevealDate: '2026-12-15T00:00:00Z' } as const;
    expect(kinds([course({ access, lastWorkflow: { state: WorkflowState.inProgress, protectResults: true } })])).toEqual([]);
    expect(kinds([course({ access, lastWorkflow: { state: WorkflowState.inProgress, protectResults: false } })])).toEqual([
      'resultsRevealed@2026-12-15',
    ]);
    // The activities' results follow the course's policy (decision 0011): under Never, or protected, no activity date reveals them.
    const disclosed = activity({
      constraint: {
        reviewPolicy: 'AfterRevealingResults',
        resultsDisclosurePolicy: 'AfterDate',
        resultsDisclosureFrom: '2026-12-16T00:00:00Z',
      },
    });
    expect(kinds([course({ access: { gradeRevealPolicy: 'Never' }, activities: [disclosed] })])).toEqual([]);
    expect(kinds([course({ lastWorkflow: { state: WorkflowState.inProgress, protectResults: true }, activities: [disclosed] })])).toEqual(
      [],
    );
  });

  it('keeps a reveal date to look forward to after the run is handed in', () => {
    const [revealed] = getCalendarEvents(
      [
        course({
          lastWorkflow: { state: WorkflowState.finished, finished: '2026-12-01T00:00:00Z' },
          access: { gradeRevealPolicy: 'AfterDate', gradeRevealDate: '2026-12-15T00:00:00Z' },
        }),
      ],
      [],
    );
    expect(revealed).toMatchObject({ kind: 'resultsRevealed', done: false });
  });

  it('shows when a retake opens after a finished course, only where the learner may retake', () => {
    const finished = { state: WorkflowState.finished, finished: '2026-11-20T10:00:00Z' } as const;
    const withWindow = { retake: true, retakeWindow: 2, retakeWindowUnit: 'Weeks' } as const;
    expect(kinds([course({ lastWorkflow: finished, access: withWindow })])).toEqual(['retakeOpens@2026-12-04']);
    expect(kinds([course({ lastWorkflow: finished, access: { ...withWindow, retake: false } })])).toEqual([]);
    expect(kinds([course({ lastWorkflow: finished, access: withWindow, retakeWindowEnabled: false })])).toEqual([]);
    expect(kinds([course({ lastWorkflow: { state: WorkflowState.inProgress }, access: withWindow })])).toEqual([]);
  });

  it('marks the dates of finished work as done', () => {
    const [due] = getCalendarEvents(
      [course({ activities: [activity({ workflowState: WorkflowState.finished, constraint: { due: '2026-12-10T00:00:00Z' } })] })],
      [],
    );
    expect(due!.done).toBe(true);
    // Submitted work cannot be resumed either.
    const [submitted] = getCalendarEvents(
      [course({ activities: [activity({ workflowState: WorkflowState.submitted, constraint: { due: '2026-12-10T00:00:00Z' } })] })],
      [],
    );
    expect(submitted!.done).toBe(true);
  });

  it('no longer asks to start an activity the learner started, but keeps its deadlines', () => {
    const constraint = { startUntil: '2026-12-05T00:00:00Z', due: '2026-12-10T00:00:00Z', gracePeriodUntil: '2026-12-12T00:00:00Z' };
    const done = (workflowState: CalendarActivityInput['workflowState']) =>
      getCalendarEvents([course({ activities: [activity({ workflowState, constraint })] })], []).map((e) => `${e.kind}:${e.done}`);
    expect(done(null)).toEqual(['startBy:false', 'due:false', 'graceEnds:false']);
    expect(done(WorkflowState.inProgress)).toEqual(['startBy:true', 'due:false', 'graceEnds:false']);
  });

  it('marks every date of a course whose run was handed in as done: the run cannot be resumed', () => {
    const events = getCalendarEvents(
      [
        course({
          lastWorkflow: { state: WorkflowState.inGrading },
          access: { dueDate: '2026-12-20T17:00:00Z' },
          activities: [activity({ workflowState: WorkflowState.inProgress, constraint: { due: '2026-12-10T00:00:00Z' } })],
        }),
      ],
      [],
    );
    expect(events.map((e) => `${e.kind}:${e.done}`)).toEqual(['due:true', 'due:true']);
  });

  it('gives draft and archived courses and activities no dates', () => {
    const dated = { constraint: { due: '2026-12-10T00:00:00Z' } };
    expect(kinds([course({ rootState: ContentState.draft, access: { dueDate: '2026-12-10T00:00:00Z' } })])).toEqual([]);
    expect(
      kinds([
        course({
          activities: [
            activity({ ...dated, state: ContentState.archived }),
            activity({ ...dated, activityId: 'a2', state: ContentState.draft }),
          ],
        }),
      ]),
    ).toEqual([]);
    // Nor anything inside an archived or draft module.
    const inside = (state: ContentState) => [
      activity({ activityId: 'm1', axis: 'p1', type: ContentType.composite, state }),
      activity({ ...dated, activityId: 'a2', axis: 'p1/p2' }),
      activity({ ...dated, activityId: 'a3', axis: 'p10' }),
    ];
    expect(kinds([course({ activities: inside(ContentState.archived) })])).toEqual(['due:a3@2026-12-10']);
    expect(kinds([course({ activities: inside(ContentState.draft) })])).toEqual(['due:a3@2026-12-10']);
  });

  it('puts a scheduled event on the calendar with its end, place and link', () => {
    const [event] = getCalendarEvents(
      [
        course({
          activities: [
            activity({
              type: ContentType.event,
              schedule: {
                startsAt: '2026-12-03T14:00:00Z',
                endsAt: '2026-12-03T15:30:00Z',
                location: 'Room 2',
                joinUrl: 'https://meet.example/x',
                locked: false,
              },
            }),
          ],
        }),
      ],
      [],
    );
    expect(event).toMatchObject({
      kind: 'event',
      uid: 'event.o1.a1',
      start: '2026-12-03T14:00:00.000Z',
      end: '2026-12-03T15:30:00.000Z',
      location: 'Room 2',
      joinUrl: 'https://meet.example/x',
    });
  });

  it("keeps a locked event's time and name but not its place or join link (decision 0056)", () => {
    const schedule = {
      startsAt: '2026-12-03T14:00:00Z',
      endsAt: '2026-12-03T15:30:00Z',
      location: 'Room 2',
      joinUrl: 'https://meet.example/x',
      locked: true,
    };
    const [event] = getCalendarEvents([course({ activities: [activity({ type: ContentType.event, name: 'Live Q&A', schedule })] })], []);
    expect(event).toMatchObject({
      kind: 'event',
      activityName: 'Live Q&A',
      start: '2026-12-03T14:00:00.000Z',
      end: '2026-12-03T15:30:00.000Z',
      location: null,
      joinUrl: null,
    });
  });

  it("lists a certificate's expiry, not a revoked one's", () => {
    const events = getCalendarEvents(
      [],
      [
        {
          certificateId: 'c1',
          certificateNumber: 'C/1 2026',
          objectiveId: 'o1',
          courseName: 'Safety',
          expirationDate: '2027-01-01T00:00:00Z',
          revoked: false,
        },
        {
          certificateId: 'c2',
          certificateNumber: 'C-2',
          objectiveId: 'o1',
          courseName: 'Safety',
          expirationDate: '2027-01-01T00:00:00Z',
          revoked: true,
        },
      ],
    );
    // The UID is made of ids, whatever characters the certificate number holds: it names the one-event file.
    expect(events).toEqual([
      expect.objectContaining({
        uid: 'certificateExpires.o1.c1',
        kind: 'certificateExpires',
        href: '/courses/o1/certificate/C%2F1%202026',
      }),
    ]);
  });
});
