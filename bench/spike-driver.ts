/**
 * The learners of bench/spike.ts, in a process of their own (forked with an IPC channel):
 * each arrives at a random moment of the window and does what the web app does when a
 * learner opens a course and presses Start — the details call, the start command
 * (respond-sync, a client-chosen run id, as apps/web sends it), then the content tree
 * the course view opens on. Some learners double-click Start: the same run id twice at
 * once, which must still make one run.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE, WORKFLOW_PATHS } from '@lp/contract';

export interface SpikeLearner {
  token: string;
  courseId: string;
}
export interface SpikePlan {
  url: string;
  learners: SpikeLearner[];
  windowSeconds: number;
  /** Share of learners whose Start goes out twice with the same run id. */
  doubleClick: number;
}
export type Step = 'details' | 'start' | 'tree';
export interface StepSample {
  step: Step;
  ms: number;
  status: number;
}
export interface SpikeOutcome {
  samples: StepSample[];
  /** From the first request of a learner to the tree's answer. */
  journeys: number[];
  runIds: string[];
  failures: string[];
  seconds: number;
}

export type SpikeRequest = { type: 'run'; plan: SpikePlan };
export type SpikeReply = { type: 'result'; outcome: SpikeOutcome } | { type: 'error'; message: string };

// Connections kept alive like a browser's; one per learner in flight.
const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

/** One HTTP request on the shared agent: status and body text. */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

export async function runSpike(plan: SpikePlan): Promise<SpikeOutcome> {
  const outcome: SpikeOutcome = { samples: [], journeys: [], runIds: [], failures: [], seconds: 0 };
  const begin = performance.now();
  // Arrival times spread at random over the window (a class told "start now").
  const arrivals = plan.learners.map(() => Math.random() * plan.windowSeconds * 1000);
  await Promise.all(
    plan.learners.map(async (learner, i) => {
      await new Promise((r) => setTimeout(r, arrivals[i]));
      const t0 = performance.now();
      try {
        const runId = await journey(plan, learner, i < plan.learners.length * plan.doubleClick, outcome);
        outcome.runIds.push(runId);
        outcome.journeys.push(performance.now() - t0);
      } catch (error) {
        outcome.failures.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  outcome.seconds = (performance.now() - begin) / 1000;
  return outcome;
}

async function journey(plan: SpikePlan, learner: SpikeLearner, doubleClick: boolean, outcome: SpikeOutcome): Promise<string> {
  const call = async (step: Step, path: string, init: { method?: string; body?: unknown; prefer?: string } = {}) => {
    const t = performance.now();
    const res = await send(
      plan.url + path,
      init.method ?? 'GET',
      {
        cookie: `${SESSION_COOKIE}=${learner.token}`,
        ...(init.body !== undefined && { 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' }),
        ...(init.prefer && { prefer: init.prefer }),
      },
      init.body === undefined ? undefined : JSON.stringify(init.body),
    );
    const text = res.text;
    outcome.samples.push({ step, ms: performance.now() - t, status: res.status });
    if (res.status !== 200) throw new Error(`${step}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const details = await call('details', `/api/lms/v1/users/me/objectives/${learner.courseId}`);
  const aggregate = details.objectiveWorkflowAggregate as { id: string } | null;
  if (!aggregate) throw new Error('details: the learner has no aggregate for the course');
  const body = { objectiveWorkflowAggregateId: aggregate.id, id: randomUUID() };
  const start = () => call('start', WORKFLOW_PATHS.startObjectiveWorkflows, { method: 'POST', body, prefer: 'respond-sync' });
  const [run] = await Promise.all(doubleClick ? [start(), start()] : [start()]);
  if (run!.id !== body.id) throw new Error(`start: answered run ${String(run!.id)}, sent ${body.id}`);
  await call('tree', WORKFLOW_PATHS.tree(body.id));
  return body.id;
}

if (process.send) {
  process.on('message', (message: SpikeRequest) => {
    runSpike(message.plan).then(
      (outcome) => process.send!({ type: 'result', outcome } satisfies SpikeReply),
      (error: unknown) =>
        process.send!({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies SpikeReply),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
