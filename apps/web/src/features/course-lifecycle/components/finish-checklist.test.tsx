import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseDetails } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { node, treeView } from '../../../test/content-tree.ts';
import { completedCommand, fakeServer, json } from '../../../test/fake-server.ts';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.ts';
import { forgetHandIn } from '../lib/just-handed-in.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';
import { CourseActions } from './course-actions.tsx';

// Issue 33 "One safe submit": the checklist behind Submit and Finish course, and what happens next.
const TREE = '/api/platform/v1/users/me/objective-workflows/wf-1/activity-with-aggregates';
const SUBMIT = '/api/lms/v1/submit-objective-workflows';
const FINISH = '/api/platform/v1/finish-objective-workflows';

const oneLeft = () =>
  treeView(
    [
      node('intro', { name: 'Why email etiquette matters', workflow: WorkflowState.finished, passed: true }),
      node('m1', {
        name: 'Writing',
        children: [
          node('tone', { name: 'Tone and timing', workflow: WorkflowState.inProgress }),
          node('extra', { name: 'Further reading', optional: true }),
        ],
      }),
    ],
    { owId: 'wf-1' },
  );
const allDone = () =>
  treeView(
    [
      node('intro', { name: 'Why email etiquette matters', workflow: WorkflowState.finished, passed: true }),
      node('tone', { name: 'Tone and timing', workflow: WorkflowState.finished, passed: true }),
    ],
    { owId: 'wf-1' },
  );

afterEach(() => {
  cleanup();
  forgetHandIn();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderActions = (details: CourseDetails) =>
  renderWithProviders(
    <main>
      <h1>Email Etiquette</h1>
      <CourseActions details={details} now={new Date('2025-03-12T12:00:00Z')} />
    </main>,
    { url: '/courses/obj-1/view/details', config: { ...defaultRuntimeConfig, featureFlags: { retakeWindow: true } } },
  );

describe('Submit with required activities left', () => {
  it('lists them, each a link to its content, and says they count as not done; the link closes the dialog', async () => {
    const server = fakeServer({ [`GET ${TREE}`]: () => json(oneLeft()) });
    renderActions(courseDetails({ workflow: {} }));
    await waitFor(() => expect(server.calls.some((c) => c.path === TREE)).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit your results?' });
    const link = await within(dialog).findByRole('link', { name: 'Tone and timing' });
    expect(link.getAttribute('href')).toBe('/courses/obj-1/view/content/m1/tone');
    // The optional activity is not required: not listed.
    expect(within(dialog).queryByRole('link', { name: 'Further reading' })).toBeNull();
    expect(dialog.textContent).toContain('If you submit now, the activities listed count as not done.');
    expect(within(dialog).getByRole('button', { name: 'Submit anyway' })).toBeTruthy();
    fireEvent.click(link);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/courses/obj-1/view/content/m1/tone');
    expect(server.posts(SUBMIT)).toHaveLength(0);
  });

  it('with nothing left, the usual confirmation, no list', async () => {
    fakeServer({ [`GET ${TREE}`]: () => json(allDone()) });
    renderActions(courseDetails({ workflow: {} }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the course' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your results?' });
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

describe('Finish course with blockers (doc 2 §8)', () => {
  it('shows "Unable to finish" with links at once, without asking the server', async () => {
    const server = fakeServer({ [`GET ${TREE}`]: () => json(oneLeft()) });
    const { queryClient } = renderActions(courseDetails({ workflow: {} }));
    await waitFor(() => expect(queryClient.getQueryData(courseKeys.tree('wf-1'))).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Finish course' }));
    const dialog = screen.getByRole('dialog', { name: 'Unable to finish the course/module' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Required activities not completed', 'Optional activities not completed']);
    expect(within(dialog).getByRole('link', { name: 'Tone and timing' }).getAttribute('href')).toBe('/courses/obj-1/view/content/m1/tone');
    expect(within(dialog).getByRole('link', { name: 'Further reading' }).getAttribute('href')).toBe('/courses/obj-1/view/content/m1/extra');
    expect(server.posts(FINISH)).toHaveLength(0);
  });
});

describe('everything required done', () => {
  it('a call to submit leads the page, in place of the plain Submit', async () => {
    fakeServer({ [`GET ${TREE}`]: () => json(allDone()) });
    renderActions(courseDetails({ workflow: {} }));
    const callout = (await screen.findByRole('heading', { name: /All required activities are done/ })).closest('section')!;
    expect(within(callout).getByRole('button', { name: 'Submit the course' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish course' })).toBeTruthy();
  });
});

describe('what happens next (after handing in)', () => {
  const inGrading = courseDetails({
    workflow: { state: WorkflowState.inGrading, submitted: '2025-03-10T12:00:00Z' },
    record: { passed: null },
    access: {
      retake: true,
      retakeWindow: 2,
      retakeWindowUnit: 'Weeks',
      gradeRevealPolicy: 'AfterDate',
      gradeRevealDate: '2025-04-01T09:00:00Z',
    },
  });

  it('says who grades, the reveal date and the earliest retake, in plain words and no result', () => {
    fakeServer({});
    renderActions(inGrading);
    const steps = screen.getByRole('region', { name: 'What happens next' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'An instructor will grade your work.',
      expect.stringMatching(/^Your result will be shown on Tuesday, April 1, 2025/),
      expect.stringMatching(/^You can take the course again once it is graded, on Monday, March 24, 2025 .* at the earliest\.$/),
    ]);
  });

  it('nothing while the run is in progress', () => {
    fakeServer({});
    renderActions(courseDetails({ workflow: {} }));
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
  });

  it('after Submit succeeds here, it takes the focus', async () => {
    const handedIn = { ...inGrading };
    fakeServer({
      [`GET ${TREE}`]: () => json(allDone()),
      ...completedCommand(SUBMIT, 'submitObjectiveWorkflow', {
        ...inGrading.objectiveWorkflowAggregate!.lastObjectiveWorkflow,
        objectiveRecordId: 'rec-1',
      }),
    });
    const view = renderActions(courseDetails({ workflow: {} }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the course' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your results were sent.')).toBeTruthy();
    view.rerender(
      <main>
        <h1>Email Etiquette</h1>
        <CourseActions details={handedIn} now={new Date('2025-03-12T12:00:00Z')} />
      </main>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'What happens next' })));
  });
});
