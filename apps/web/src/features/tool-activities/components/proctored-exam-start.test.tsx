import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContentType, WorkflowState } from '@lp/domain';
import { courseDetails } from '../../../test/course-fixtures.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { node } from '../../../test/content-tree.ts';
import { renderLtiPlayer } from './test-player.tsx';
import { postFromFrame } from './test-frame.ts';

const LINK = '/api/platform/v1/objective-workflows/ow-1/resource-link';
const DETAILS = 'GET /api/lms/v1/users/me/objectives/obj-1';
const PROCTORING_TOOL = 'https://tool.example.org/lti/login?iss=portal&login_hint=u1&proctoring=1';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderExam({ durationSeconds = 5400 as number | null } = {}) {
  const part = node('exam', { name: 'Final exam', type: ContentType.lti, workflow: WorkflowState.inProgress, proctored: true });
  part.childActivity.duration = durationSeconds;
  return renderLtiPlayer(part);
}

describe('a proctored exam before it starts (decision 0021 step 1)', () => {
  it('shows what the exam needs and Start exam instead of launching', async () => {
    const server = fakeServer({ [DETAILS]: () => json(courseDetails()) });
    renderExam();
    const needs = screen.getByRole('region', { name: 'What the exam needs' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your camera is on, and stays on for the whole exam.',
      'You have an identity document with your photo: the proctoring tool checks who you are.',
      'You are alone, in a quiet room.',
      'The exam takes 90 minutes.',
    ]);
    expect(within(needs).getByRole('button', { name: 'Start exam' })).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/objectives/obj-1'))).toBe(true));
    expect(server.posts(LINK)).toHaveLength(0);
    expect(screen.queryByTitle(/Final exam/)).toBeNull();
  });

  it('says nothing of a duration it does not know', () => {
    fakeServer({ [DETAILS]: () => json(courseDetails()) });
    renderExam({ durationSeconds: null });
    const needs = screen.getByRole('region', { name: 'What the exam needs' });
    expect(within(needs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(needs).queryByText(/minute/)).toBeNull();
  });

  it('Start exam launches the proctoring tool (LtiStartProctoring) in the activity area, focus following', async () => {
    const server = fakeServer({
      [DETAILS]: () => json(courseDetails()),
      [`POST ${LINK}`]: () => json({ targetLinkUri: PROCTORING_TOOL, documentTarget: 'iframe' }),
    });
    renderExam();
    fireEvent.click(screen.getByRole('button', { name: 'Start exam' }));
    const frame = (await screen.findByTitle('Proctoring of Final exam')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(PROCTORING_TOOL);
    expect(frame.getAttribute('allow')).toBe('camera; microphone; fullscreen');
    expect(server.posts(LINK).map((c) => c.body)).toEqual([
      { activityWorkflowIds: ['aw-exam'], activityPartIds: ['exam'], messageType: 'LtiStartProctoring' },
    ]);
    expect(document.activeElement?.contains(frame)).toBe(true);
    // Focus is on something named, not a bare box: the group takes its frame's title.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Proctoring of Final exam' }));
    expect(screen.queryByRole('region', { name: 'What the exam needs' })).toBeNull();
  });

  it('after the proctor route hands the learner back: the notice, the course read again, and the requirements for a new start', async () => {
    fakeServer({
      [DETAILS]: () => json(courseDetails()),
      [`POST ${LINK}`]: () => json({ targetLinkUri: PROCTORING_TOOL, documentTarget: 'iframe' }),
    });
    const { queryClient } = renderExam();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Start exam' }));
    const frame = (await screen.findByTitle('Proctoring of Final exam')) as HTMLIFrameElement;
    postFromFrame(frame, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-exam',
      msg: 'You scored 3 of 3.',
      errormsg: null,
    });
    expect(await screen.findByText('You are back from Final exam. Your results are being updated.')).toBeTruthy();
    expect(screen.getByText('You scored 3 of 3.')).toBeTruthy();
    expect(screen.queryByTitle('Proctoring of Final exam')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['course'] });
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeTruthy();
  });

  it('offers nothing while the course is blocked by proctoring: the grading warning instead', async () => {
    const server = fakeServer({ [DETAILS]: () => json(courseDetails({ proctoringSession: { state: 'Suspicious' } })) });
    renderExam();
    expect(
      await screen.findByText(
        'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.posts(LINK)).toHaveLength(0);
  });
});
