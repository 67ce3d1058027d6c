import type { KnowledgeAnswerBody } from '@lp/contract/knowledge';
import * as knowledgeRoutes from '@lp/contract/routes/knowledge';
import { call } from '../../../lib/api-client.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

/** doc 2 §7 POST users/me/reinforcement-learning-workflows/{workflowId}/answer with `Prefer: respond-sync`. */
export const answerReinforcementWorkflow = ({ workflowId, answer }: KnowledgeAnswerBody & { workflowId: string }) =>
  call(knowledgeRoutes.answer, { params: { workflowId }, body: { answer }, prefer: 'respond-sync' });

/** The answer shows on the page as it came back; the check as first read stays cached (it decided there was no answer yet). */
export const useAnswerReinforcementWorkflow = () => useSingleFlightMutation({ mutationFn: answerReinforcementWorkflow });
