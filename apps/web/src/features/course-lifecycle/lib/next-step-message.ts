import type { NextStep } from '@lp/domain';
import type { Translator } from '@lp/i18n';
import { formatDateTime } from '../../../lib/date-time.ts';

/** One fact of getNextSteps in the learner's words, its dates in their format and zone (issue 33). */
export function nextStepMessage(t: Translator, step: NextStep): string {
  switch (step.kind) {
    case 'instructorGrades':
      return t.t('submit.next.instructorGrades');
    case 'gradeAwaitsRelease':
      return t.t('submit.next.gradeAwaitsRelease');
    case 'resultsWhenGraded':
      return t.t('submit.next.resultsWhenGraded');
    case 'resultsOnDate':
      return t.t('submit.next.resultsOnDate', { date: formatDateTime(t, step.date) });
    case 'resultsNotShown':
      return t.t('submit.next.resultsNotShown');
    case 'retakeAfterGrading':
      return step.notBefore
        ? t.t('submit.next.retakeAfterGradingFrom', { date: formatDateTime(t, step.notBefore) })
        : t.t('submit.next.retakeAfterGrading');
    case 'retakeFrom':
      return t.t('submit.next.retakeFrom', { date: formatDateTime(t, step.date) });
    case 'retakeNow':
      return t.t('submit.next.retakeNow');
    case 'noRetake':
      return t.t('courseActions.retakeNotAllowed');
  }
}
