import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { TUTOR_EVENTS, type TutorCitation, type TutorDoneEvent, type TutorSourcesEvent } from '@lp/contract/tutor';
import { tutorCalls } from '@lp/contract/calls';
import { rankPassages, TUTOR_LIMITS } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { loadOpenActivityTexts } from '../../data/run-tree/searchable-text.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { LanguageModelError, streamCompletion, type LanguageModelConfig } from './language-model.ts';
import { tutorMessages } from './prompt.ts';
import { findTutorCourse } from './tutor-repository.ts';

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * POST users/me/objectives/{id}/tutor/answers (issue 14, decision 0027): the course's AI
 * tutor. Offered where the tenant's widget setting and the course's enableAiTutor both
 * say so (doc 1 §6), to a learner of the course (an enrolment or an aggregate); anything
 * else is a 404 that says which. The question is searched (BM25, @lp/domain
 * rankPassages) over the activities of the learner's last run they may open now; the
 * answer is a stream of server-sent events: `sources` (the citations), then, with a
 * language model configured, its answer in `delta` pieces, then `done`.
 */
export function registerTutorRoutes(app: FastifyInstance, db: Db, model: LanguageModelConfig | undefined) {
  registerCall(app, tutorCalls.askTutor, async (request, reply) => {
    const user = currentUser(request);
    const tenant = request.tenant;
    if (!tenant.settings.widgets.aiTutor) throw notFound('The AI tutor is not offered on this portal.');
    const course = await findTutorCourse(db, tenant.id, request.params.id, user.id);
    if (!course?.isLearner) throw notFound('No such course among yours.');
    if (!course.enableAiTutor) throw notFound('This course has no AI tutor.');
    const question = request.body.question;

    const now = new Date();
    const run = course.runId ? await loadRunTree(db, tenant.id, course.runId, now) : undefined;
    const texts = run && run.userId === user.id ? await loadOpenActivityTexts(db, run, now) : [];
    const ranked = rankPassages(
      texts.map((t, i) => ({ key: String(i), title: t.title, text: t.text })),
      question,
      TUTOR_LIMITS.passages,
    );
    const citations: TutorCitation[] = ranked.map((p, i) => {
      const source = texts[Number(p.key)]!;
      return { n: i + 1, activityId: source.activityId, axis: source.axis, title: p.title, text: p.text };
    });
    const useModel = model !== undefined && citations.length > 0;

    const stream = new PassThrough();
    const aborted = new AbortController();
    // The browser gone (or the answer sent): the model's request ends too.
    reply.raw.on('close', () => aborted.abort());
    const done = (outcome: TutorDoneEvent['outcome']) => stream.end(sse(TUTOR_EVENTS.done, { outcome } satisfies TutorDoneEvent));
    stream.write(sse(TUTOR_EVENTS.sources, { mode: useModel ? 'model' : 'passages', citations } satisfies TutorSourcesEvent));
    if (!run) done('notStarted');
    else if (citations.length === 0) done('noPassages');
    else if (!useModel) done('answered');
    else
      void (async () => {
        try {
          for await (const text of streamCompletion(model, tutorMessages(course.name, citations, question), aborted.signal)) {
            stream.write(sse(TUTOR_EVENTS.delta, { text }));
          }
          done('answered');
        } catch (error) {
          if (!(error instanceof LanguageModelError)) request.log.error({ err: error }, 'tutor answer failed');
          else request.log.warn({ err: error }, 'language model failed; the passages stand as the answer');
          done('modelFailed');
        }
      })();
    return reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(stream);
  });
}
