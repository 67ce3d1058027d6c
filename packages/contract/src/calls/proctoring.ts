/** The learner's proctoring sessions (doc 2 §7 last-proctoring-session calls). */
import { defineCall } from '../call.ts';
import { PROCTORING_PATHS } from '../proctoring.ts';
import {
  LastSessionParamsSchema,
  ProctoringSessionViewSchema,
  ProctoringStartTokenViewSchema,
  StartTokenQuerySchema,
} from '../schemas/proctoring.ts';

const tags = ['Proctoring'];
export const proctoringCalls = {
  lastSession: defineCall({
    method: 'GET',
    path: PROCTORING_PATHS.lastSession(':ow', ':aw'),
    summary: "The last proctoring session of one's activity workflow",
    tags,
    params: LastSessionParamsSchema,
    responses: { 200: ProctoringSessionViewSchema },
  }),
  startToken: defineCall({
    method: 'GET',
    path: PROCTORING_PATHS.startToken(':ow', ':aw'),
    summary: 'A single-purpose token the proctoring tool is handed to open the session',
    tags,
    params: LastSessionParamsSchema,
    query: StartTokenQuerySchema,
    responses: { 200: ProctoringStartTokenViewSchema },
  }),
};
