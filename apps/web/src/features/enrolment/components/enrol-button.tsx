import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { describeCommandError } from '../../../lib/commands.ts';
import { useT } from '../../../lib/i18n.tsx';
import { createSelfEnrollment } from '../../../lib/api/create-self-enrollment.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

interface EnrolButtonProps {
  /** The catalog entry to enrol in (CreateEnrolmentBody.objectiveAccessId). */
  objectiveAccessId: string;
  enrolled: boolean;
  onEnrolled?: () => void;
  /** What the learner can do next once enrolled here (the catalog's "Start now"), in place of "Enrolled". */
  afterEnrol?: ReactNode;
}

/**
 * doc 2 §4 Self-enrolment: "Add to my courses" becomes a disabled "Enrolled". It is also
 * disabled while the call runs, and a second click before the first answer is ignored, so
 * a double click sends one request. aria-disabled (not disabled) keeps keyboard focus on it.
 */
export function EnrolButton({ objectiveAccessId, enrolled, onEnrolled, afterEnrol }: EnrolButtonProps) {
  const t = useT();
  const toast = useToast();
  const [done, setDone] = useState(false);
  const mutation = useSingleFlightMutation({ mutationFn: createSelfEnrollment });

  if (done && afterEnrol) return afterEnrol;
  if (enrolled || done) {
    return (
      <Button variant="secondary" aria-disabled="true">
        {t.t('enrolment.enrolled')}
      </Button>
    );
  }
  const busy = mutation.isPending;
  return (
    <Button
      aria-disabled={busy ? 'true' : undefined}
      onClick={() =>
        mutation.run(
          { id: crypto.randomUUID(), objectiveAccessId },
          {
            onSuccess: () => {
              setDone(true);
              toast('success', t.t('enrolment.added'));
              onEnrolled?.();
            },
            onError: (error) => toast('critical', describeCommandError(error, t)),
          },
        )
      }
    >
      {busy ? t.t('enrolment.adding') : t.t('enrolment.add')}
    </Button>
  );
}
