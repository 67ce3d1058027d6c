import { entityId } from '../ids.ts';
import type { ImportFile } from '../schema/index.ts';
import { T, type Row } from '../tables.ts';
import { idOf, type BuildContext, type Step } from './context.ts';

/**
 * Knowledge models and their questions (decision 0026). Upserted by id: a re-import
 * updates a question in place, so the checks already sent keep their question and answers.
 */
export function knowledgeModelSteps(file: ImportFile, ctx: BuildContext): Step[] {
  const models: Row[] = [];
  const questions: Row[] = [];
  for (const course of file.courses) {
    const model = course.knowledgeModel;
    if (!model) continue;
    const id = entityId(ctx.tenantId, 'knowledgeModel', course.externalId);
    models.push({ id, tenant_id: ctx.tenantId, objective_id: idOf(ctx, 'course', course.externalId), name: model.name ?? course.name });
    model.questions.forEach((q, position) =>
      questions.push({
        id: entityId(ctx.tenantId, 'knowledgeQuestion', `${course.externalId}:${q.externalId ?? position}`),
        tenant_id: ctx.tenantId,
        knowledge_model_id: id,
        position,
        text: q.text,
        // jsonb: written as its text (arrays go to the driver as SQL arrays).
        answers: JSON.stringify(
          q.answers.map((a, i) => ({
            key: a.key ?? String.fromCharCode(97 + i),
            text: a.text,
            normalizedScore: a.normalizedScore,
            feedback: a.feedback ?? null,
          })),
        ),
      }),
    );
  }
  return [
    { spec: T.knowledgeModels, rows: models },
    { spec: T.knowledgeModelQuestions, rows: questions },
  ];
}
