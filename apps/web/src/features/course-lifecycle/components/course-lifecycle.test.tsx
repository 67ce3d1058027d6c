import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseDetails } from '@lp/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { completedCommand, fakeServer, json } from '../../../test/fake-server.ts';
import { CourseActions } from './course-actions.tsx';
import { forgetHandIn } from '../lib/just-handed-in.ts';

const START = '/api/lms/v1/start-objective-workflows';
const SUBMIT = '/api/lms/v1/submit-objective-workflows';
const FINISH = '/api/platform/v1/finish-objective-workflows';
const EVENTS = '/api/platform/v1/usage-events';
const COMMAND = '/api/lms/v1/commands/cmd-1';
const run = (extra: object = {}) => ({
  id: 'wf-1',
  objectiveId: 'obj-1',
  objectiveWorkflowAggregateId: 'agg-1',
  state: 1,
  progress: 0,
  started: '2025-03-10T12:00:00Z',
  submitted: null,
  finished: null,
  protectResults: false,
  objectiveRecordId: null,
  ...extra,
});
const refusal = (status: number, errors: Record<string, string[]>) =>
  json({ status, title: 'Bad request', code: 'badRequest', errors }, status);

afterEach(() => {
  cleanup();
  forgetHandIn();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderActions = (details: CourseDetails, url = '/courses/obj-1') => renderWithProviders(<CourseActions details={details} />, { url });

describe('Start (doc 2 §4 Starting)', () => {
  it('a double click starts one run with one client-made id, logs the first opening and opens the content', async () => {
    let answer!: (r: Response) => void;
    const server = fakeServer({
      [`POST ${START}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`POST ${EVENTS}`]: () => new Response(null, { status: 204 }),
    });
    renderActions(courseDetails());
    const start = screen.getByRole('button', { name: 'Start' });
    fireEvent.click(start);
    fireEvent.click(start);
    await act(async () => {});
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Starting the course…')).toBeTruthy();
    const posts = server.posts(START);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.Prefer).toBe('respond-sync');
    expect(posts[0]!.body).toEqual({ objectiveWorkflowAggregateId: 'agg-1', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await act(async () => answer(json(run())));
    await waitFor(() => expect(window.location.pathname).toBe('/courses/obj-1/view/content'));
    expect(server.posts(EVENTS).map((c) => (c.body as { name: string }).name)).toEqual(['course_open_first_time']);
  });

  it('enrols first when the learner has no enrolment, then starts in the new aggregate', async () => {
    const server = fakeServer({
      'POST /api/platform/v1/create-self-enrollments': () =>
        json({ id: 'acc-9', objectiveId: 'obj-1', objectiveWorkflowAggregateId: 'agg-9', completed: true }),
      [`POST ${START}`]: () => json(run()),
    });
    const details = courseDetails({ access: null, selfEnrollment: true });
    renderActions({ ...details, objectiveWorkflowAggregate: null });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(server.posts(START)).toHaveLength(1));
    expect(server.posts('/api/platform/v1/create-self-enrollments')[0]!.body).toMatchObject({ objectiveAccessId: 'obj-1' });
    expect(server.posts(START)[0]!.body).toMatchObject({ objectiveWorkflowAggregateId: 'agg-9' });
  });

  it('an LTI course loads the course view as a new page', async () => {
    fakeServer({ [`POST ${START}`]: () => json(run()) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderActions(courseDetails({ activity: { type: 'lti' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/learn/courses/obj-1/view/content'));
  });

  it('a start refused as not yet available says so with the date, and the button comes back', async () => {
    fakeServer({
      [`POST ${START}`]: () =>
        refusal(400, { general: ['This course will be available…'], reason: ['notYetAvailable'], date: ['2025-03-15T12:00:00Z'] }),
    });
    renderActions(courseDetails());
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Will be available to start on Saturday, March 15, 2025/),
    );
    expect(screen.getByRole('button', { name: 'Start' }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('a start refused by the proctoring block (doc 2 §4 Availability)', () => {
  it('says the course is blocked, with the catalog message', async () => {
    fakeServer({
      [`POST ${START}`]: () => refusal(400, { general: ['This course is blocked…'], reason: ['proctoringBlocked'] }),
    });
    renderActions(courseDetails());
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.',
    );
  });
});

describe('Review', () => {
  it('opens the content in review mode for the last run and logs course_open_for_review', async () => {
    const server = fakeServer({ [`POST ${EVENTS}`]: () => new Response(null, { status: 204 }) });
    renderActions(courseDetails({ workflow: { state: 6, finished: '2025-03-05T10:00:00Z' }, record: { passed: true } }));
    const review = screen.getByRole('link', { name: 'Review' });
    expect(review.getAttribute('href')).toBe('/courses/obj-1/view/content?viewType=REVIEW&objectiveWorkflowId=wf-1');
    fireEvent.click(review);
    await waitFor(() => expect(server.posts(EVENTS)).toHaveLength(1));
    expect(server.posts(EVENTS)[0]!.body).toMatchObject({
      name: 'course_open_for_review',
      payload: { objectiveId: 'obj-1' },
      isMobile: false,
    });
  });
});

describe('Submit (doc 2 §4 Submitting)', () => {
  it('warns first; Cancel has the focus and sends nothing', () => {
    const server = fakeServer({});
    renderActions(courseDetails({ workflow: {} }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.click(submit);
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your results?' });
    expect(dialog.textContent).toContain('Your results are sent and the run cannot be resumed.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
    expect(server.posts(SUBMIT)).toHaveLength(0);
  });

  it('sends the command without respond-sync, polls it, reads the run until its record exists and says so', async () => {
    let reads = 0;
    const server = fakeServer({
      ...completedCommand(SUBMIT, 'submitObjectiveWorkflow', run({ state: 6, objectiveRecordId: 'rec-1' })),
      'GET /api/lms/v1/objective-workflows/wf-1': () => json(run({ state: 6, objectiveRecordId: ++reads > 0 ? 'rec-1' : null })),
    });
    renderActions(courseDetails({ workflow: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your results were sent.')).toBeTruthy();
    const post = server.posts(SUBMIT)[0]!;
    expect(post.body).toEqual({ id: 'wf-1' });
    expect(post.headers.Prefer).toBe('respond-async');
    expect(server.calls.filter((c) => c.path === COMMAND)).toHaveLength(1);
  });

  it('a command that completes late is polled every second until it does (doc 1 §4: 1 s for up to 60 s), and only then says so', async () => {
    const polls: number[] = [];
    const LATE = 3;
    const server = fakeServer({
      [`POST ${SUBMIT}`]: () => json({ id: 'cmd-1', url: COMMAND }, 202),
      [`GET ${COMMAND}`]: () => {
        polls.push(Date.now());
        const pending = { id: 'cmd-1', kind: 'submitObjectiveWorkflow', state: null };
        return json(
          polls.length <= LATE
            ? pending
            : { ...pending, state: 1, completed: '2025-03-10T12:00:04Z', result: run({ state: 6, objectiveRecordId: 'rec-1' }) },
        );
      },
    });
    renderActions(courseDetails({ workflow: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(polls.length).toBe(LATE), { timeout: 5000 });
    expect(screen.queryByText('Your results were sent.')).toBeNull();
    expect(await screen.findByText('Your results were sent.', undefined, { timeout: 3000 })).toBeTruthy();
    expect(polls).toHaveLength(LATE + 1);
    const gaps = polls.slice(1).map((at, i) => at - polls[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
    expect(server.posts(SUBMIT)).toHaveLength(1);
  }, 10_000);

  it.each([
    [
      'a failed command shows its first message (doc 1 §8)',
      { general: ['This run has already been submitted.'] },
      'This run has already been submitted.',
    ],
    [
      'a submission refused by the proctoring block says so with the catalog message',
      { general: ['This course is blocked…'], reason: ['proctoringBlocked'] },
      'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.',
    ],
  ])('%s', async (_name, errors, message) => {
    fakeServer({
      [`POST ${SUBMIT}`]: () => json({ id: 'cmd-1', url: COMMAND }, 202),
      [`GET ${COMMAND}`]: () => json({ id: 'cmd-1', kind: 'submitObjectiveWorkflow', state: 2, completed: '2025-03-10T12:00:01Z', errors }),
    });
    renderActions(courseDetails({ workflow: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('the focus after handing in (issue 16)', () => {
  const page = (details: CourseDetails) => (
    <main>
      <h1>Email Etiquette</h1>
      <CourseActions details={details} />
      <button type="button">Share</button>
    </main>
  );
  const handedIn = courseDetails({
    workflow: { state: 6, submitted: '2025-03-10T12:00:00Z', finished: '2025-03-10T12:00:00Z' },
    record: { passed: true },
  });

  it('Submit goes away with the handed-in run: the focus it had moves to the page heading, not the body', () => {
    fakeServer({});
    const view = renderWithProviders(page(courseDetails({ workflow: {} })));
    screen.getByRole('button', { name: 'Submit' }).focus();
    view.rerender(page(handedIn));
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('a focus the learner put elsewhere stays there', () => {
    fakeServer({});
    const view = renderWithProviders(page(courseDetails({ workflow: {} })));
    const share = screen.getByRole('button', { name: 'Share' });
    share.focus();
    view.rerender(page(handedIn));
    expect(document.activeElement).toBe(share);
  });
});

describe('Finish course (doc 2 §8 finish blockers)', () => {
  it('a refusal opens the blockers dialog with the server lists; closing it gives the focus back', async () => {
    const server = fakeServer({
      [`POST ${FINISH}`]: () =>
        refusal(400, {
          general: ['Unable to finish the course/module.'],
          incompleteMandatory: ['Subject lines that work', 'Tone and timing'],
          inGrading: [],
          improvableScores: ['Quiz'],
          incompleteOptional: [],
        }),
    });
    renderActions(courseDetails({ workflow: {} }));
    const finish = screen.getByRole('button', { name: 'Finish course' });
    finish.focus();
    fireEvent.click(finish);
    const confirm = screen.getByRole('alertdialog', { name: 'Finish the course?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Finish course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unable to finish the course/module' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Required activities not completed', 'Activities where you could improve your score']);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Subject lines that work', 'Tone and timing', 'Quiz']);
    const body = server.posts(FINISH)[0]!;
    expect(body.headers.Prefer).toBe('respond-sync');
    expect(body.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), objectiveWorkflowId: 'wf-1' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(finish);
  });
});
