import type { Translator } from '@lp/i18n';
import { getActivityResult, type ActivityResult, type GradeRevealPolicy, type WorkflowState } from '@lp/domain';
import { DATE_TIME_FORMAT } from './date-time.ts';
import type { TocEntry } from './toc-model.ts';

/** A date that fits the table of contents' narrow column. */
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The enrolment's reveal terms (the course details' objective access): what says when a withheld score is shown. */
export interface ResultTerms {
  gradeRevealPolicy: GradeRevealPolicy | null | undefined;
  gradeRevealDate: string | null | undefined;
}

/** The result line of one entry of the table of contents, by the domain's rule (null: nothing to say). */
export function getEntryResult(entry: TocEntry, terms: ResultTerms | null, now: Date): ActivityResult | null {
  const activity = entry.node.childActivity;
  const aggregate = activity.activityWorkflowAggregate;
  return getActivityResult(
    {
      type: activity.type,
      maxScore: activity.maxScore,
      workflowState: aggregate?.lastActivityWorkflow?.state as WorkflowState | undefined,
      best: aggregate?.bestActivityRecord,
      gradeRevealPolicy: terms?.gradeRevealPolicy,
      gradeRevealDate: terms?.gradeRevealDate,
    },
    now,
  );
}

/**
 * The words of a result line: in full on the activity, `short` in the table of contents
 * (where "not shown" says nothing: the activity says it). Dates in the learner's time zone.
 */
export function formatActivityResult(
  t: Translator,
  result: ActivityResult,
  options: { timeZone: string | undefined; short?: boolean },
): string {
  switch (result.kind) {
    case 'score': {
      const percent = t.number(result.score.percent / 100, { style: 'percent', maximumFractionDigits: 0 });
      return result.score.showPoints
        ? t.t('results.scorePoints', { score: t.number(result.score.scaledScore ?? 0), maxScore: t.number(result.score.maxScore), percent })
        : t.t('results.score', { percent });
    }
    case 'shownOn': {
      const format = options.short ? SHORT_DATE : DATE_TIME_FORMAT;
      const date = t.date(result.date, { ...format, ...(options.timeZone ? { timeZone: options.timeZone } : {}) });
      return t.t(options.short ? 'results.toc.shownOn' : 'results.shownOn', { date });
    }
    case 'afterGrading':
      return t.t(options.short ? 'results.toc.afterGrading' : 'results.afterGrading');
    case 'notShown':
      return options.short ? '' : t.t('results.notShown');
  }
}
