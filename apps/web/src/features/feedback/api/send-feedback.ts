import type { FeedbackCategory } from '@lp/domain';
import * as detailRoutes from '@lp/contract/routes/detail';
import { call } from '../../../lib/api-client.ts';

export interface FeedbackAnswer {
  /** Made when the survey opens: a retry of the same answer is kept once (decision 0030). */
  id: string;
  grade: number;
  details: FeedbackCategory[];
  comment: string;
  page: string;
  appVersion: string;
}

/** doc 2 §7: the survey's answer, logged by the server as the product_feedback event. */
export const sendFeedback = (answer: FeedbackAnswer) => call(detailRoutes.feedbackEvents, { body: answer });
