import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReinforcementWorkflow } from '@lp/contract/knowledge';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerReinforcementWorkflow } from '../api/answer-reinforcement-workflow.ts';
import { knowledgeModelQueryOptions } from '../api/get-knowledge-model.ts';
import { reinforcementWorkflowQueryOptions } from '../api/get-reinforcement-workflow.ts';

/** What the answer page shows (doc 2 §2, §4, §8). */
export type KnowledgeCheckView =
  | { kind: 'invalidUrl' }
  | { kind: 'workflowNotFound' }
  | { kind: 'moduleNotFound' }
  | { kind: 'loading' }
  /** doc 2 §4: answered before, so the page goes straight to the module (saying why, with the answer that counts). */
  | { kind: 'answeredBefore'; objectiveId: string; answerText: string | null }
  | { kind: 'answered'; workflow: ReinforcementWorkflow }
  | { kind: 'failed'; error: unknown };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** A failed call as the page's view: 404 is the thing not found, a 400 the link (a changed or forged answer). */
function failure(error: unknown, notFound: KnowledgeCheckView): KnowledgeCheckView {
  const status = statusOf(error);
  if (status === 404) return notFound;
  if (status === 400) return { kind: 'invalidUrl' };
  return { kind: 'failed', error };
}

/**
 * The answer page's steps: read the check (404: "Workflow not found"), find its module
 * (404: "Module not found"), then go to the module when it was answered before, or send
 * the link's answer once and show what came back.
 */
export function useKnowledgeCheck(answer: string | null, workflowId: string | null): KnowledgeCheckView {
  const valid = Boolean(answer && workflowId);
  const workflow = useQuery({ ...reinforcementWorkflowQueryOptions(workflowId ?? ''), enabled: valid });
  const aggregateId = workflow.data?.aggregateId;
  const model = useQuery({ ...knowledgeModelQueryOptions(aggregateId ?? ''), enabled: Boolean(aggregateId) });
  const answering = useAnswerReinforcementWorkflow();
  // Sent once: only while nothing was sent yet (a second POST would answer the first answer anyway).
  const send = workflow.data?.answer === null && model.isSuccess && answering.isIdle;
  const { run } = answering;
  useEffect(() => {
    if (send && answer && workflowId) run({ workflowId, answer });
  }, [send, answer, workflowId, run]);

  if (!valid) return { kind: 'invalidUrl' };
  if (workflow.isError) return failure(workflow.error, { kind: 'workflowNotFound' });
  if (model.isError) return failure(model.error, { kind: 'moduleNotFound' });
  if (!workflow.data || !model.data) return { kind: 'loading' };
  if (workflow.data.answer !== null)
    return { kind: 'answeredBefore', objectiveId: workflow.data.objectiveId, answerText: workflow.data.answerText };
  if (answering.error) return failure(answering.error, { kind: 'workflowNotFound' });
  if (answering.data) return { kind: 'answered', workflow: answering.data };
  return { kind: 'loading' };
}
