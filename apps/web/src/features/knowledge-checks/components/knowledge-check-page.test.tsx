import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { KNOWLEDGE_PATHS, type ReinforcementWorkflow } from '@lp/contract/knowledge';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { KnowledgeCheckPage } from './knowledge-check-page.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const AGGREGATE = '00000000-0000-4000-8000-0000000000b2';
const COURSE = '00000000-0000-4000-8000-0000000000c3';
const check: ReinforcementWorkflow = {
  id: ID,
  objectiveId: COURSE,
  aggregateId: AGGREGATE,
  question: 'How high is a load carried?',
  answer: null,
  answerText: null,
  normalizedScore: null,
  feedback: null,
};
const answered = (normalizedScore: number, answerText: string, feedback: string | null): ReinforcementWorkflow => ({
  ...check,
  answer: 'a',
  answerText,
  normalizedScore,
  feedback,
});
const notFound = (message: string) => json({ status: 404, title: 'Not found', code: 'notFound', errors: { general: [message] } }, 404);

function renderPage(
  routes: Parameters<typeof fakeServer>[0],
  answer: string | null = 'a.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  workflowId: string | null = ID,
) {
  const server = fakeServer({
    [`GET ${KNOWLEDGE_PATHS.reinforcementWorkflow(ID)}`]: () => json(check),
    [`GET ${KNOWLEDGE_PATHS.knowledgeModel(AGGREGATE)}`]: () => json({ knowledgeModelId: '00000000-0000-4000-8000-0000000000d4' }),
    ...routes,
  });
  renderWithProviders(<KnowledgeCheckPage answer={answer} workflowId={workflowId} />, { url: '/email-response-callback' });
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the knowledge-model answer page (doc 2 §2, §4, §5, §8)', () => {
  it('sends the link\'s answer once with Prefer: respond-sync and shows "Correct!" above 0, with the answer text and Review module', async () => {
    const server = renderPage({
      [`POST ${KNOWLEDGE_PATHS.answer(ID)}`]: () => json(answered(0.5, 'Just above the floor', 'Low is stable.')),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Correct!');
    expect(screen.getByText('Just above the floor')).toBeTruthy();
    expect(screen.getByText('Low is stable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review module' }).getAttribute('href')).toBe(`/courses/${COURSE}/view/details`);
    const posts = server.posts(KNOWLEDGE_PATHS.answer(ID));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ answer: 'a.c2lnbmF0dXJlLXNpZ25hdHVyZQ' });
    expect(posts[0]!.headers).toMatchObject({ Prefer: 'respond-sync' });
  });

  it('shows "Not quite" when the score is 0', async () => {
    renderPage({ [`POST ${KNOWLEDGE_PATHS.answer(ID)}`]: () => json(answered(0, 'At eye level', null)) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Not quite');
    expect(screen.getByText('At eye level')).toBeTruthy();
  });

  it('goes straight to the module when the check was answered before, sending nothing and saying which answer counts', async () => {
    const server = renderPage({
      [`GET ${KNOWLEDGE_PATHS.reinforcementWorkflow(ID)}`]: () => json(answered(1, 'Just above the floor', null)),
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/courses/${COURSE}/view/details`));
    expect(server.posts(KNOWLEDGE_PATHS.answer(ID))).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(
      'You have already answered this question: “\u2068Just above the floor\u2069”. Only your first answer counts.',
    );
  });

  it.each([
    ['no answer', null, ID],
    ['no workflowId', 'a.c2ln', null],
  ])('is the invalid-URL error with %s, without a call', async (_case, answer, workflowId) => {
    const server = renderPage({}, answer, workflowId);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('This answer link is not valid');
    expect(server.calls.filter((c) => c.path.includes('reinforcement'))).toEqual([]);
  });

  it('is the invalid-URL error when the server refuses the signed answer (400)', async () => {
    renderPage({
      [`POST ${KNOWLEDGE_PATHS.answer(ID)}`]: () =>
        json({ status: 400, title: 'Bad request', code: 'badRequest', errors: { general: ['This answer link is not valid.'] } }, 400),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('This answer link is not valid');
  });

  it('"Workflow not found": a toast and the root', async () => {
    renderPage({ [`GET ${KNOWLEDGE_PATHS.reinforcementWorkflow(ID)}`]: () => notFound('Workflow not found') });
    expect(await screen.findByText('Workflow not found')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('"Module not found" when the check\'s course has no model any more, before any answer is sent', async () => {
    const server = renderPage({ [`GET ${KNOWLEDGE_PATHS.knowledgeModel(AGGREGATE)}`]: () => notFound('Module not found') });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Module not found');
    expect(server.posts(KNOWLEDGE_PATHS.answer(ID))).toEqual([]);
  });
});
