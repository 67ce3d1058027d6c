import { useEffect, useId, useRef } from 'react';
import type { CourseDetails } from '@lp/contract';
import { getNextSteps, toCourseActionsInput } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { courseFacts } from '../../../lib/course-state.ts';
import { nextStepMessage } from '../lib/next-step-message.ts';
import { takeJustHandedIn } from '../lib/just-handed-in.ts';
import styles from './lifecycle.module.css';

/**
 * "What happens next" once the run is handed in (issue 33), from the domain's getNextSteps:
 * who grades, when the result shows, when a retake opens. Dates only, never a result.
 * Right after a hand-in from this page it takes the focus: it is what changed.
 */
export function NextSteps({ details, now = new Date() }: { details: CourseDetails; now?: Date }) {
  const t = useT();
  const { featureFlags } = useRuntimeConfig();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const steps = getNextSteps(toCourseActionsInput(courseFacts(details), featureFlags), now);
  const shown = steps.length > 0;
  useEffect(() => {
    if (shown && takeJustHandedIn(details.objective.id)) ref.current?.focus();
  }, [shown, details.objective.id]);
  if (!shown) return null;
  return (
    <section ref={ref} tabIndex={-1} className={styles.nextSteps} aria-labelledby={headingId} data-testid="next-steps">
      <h2 id={headingId}>{t.t('submit.next.heading')}</h2>
      <ul>
        {steps.map((step) => (
          <li key={step.kind}>{nextStepMessage(t, step)}</li>
        ))}
      </ul>
    </section>
  );
}
