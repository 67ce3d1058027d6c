import { useEffect, useRef, useState } from 'react';
import { LtiMessageType } from '@lp/contract/lti';
import { secondsToMinutes } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { ToolReturn } from '../lib/frame-messages.ts';
import { ToolLaunch } from './tool-launch.tsx';
import styles from './proctoring.module.css';

interface ProctoredExamStartProps {
  objectiveWorkflowId: string;
  activityWorkflowId: string;
  partId?: string | undefined;
  name: string;
  /** The activity's expected duration in seconds (doc 2 §3 `duration`); null: not said. */
  durationSeconds: number | null;
  onReturn: (message: ToolReturn) => void;
}

/**
 * A proctored exam before it starts (decision 0021 step 1): what the exam needs, in the
 * learner's language, and Start exam, which hands over to the proctoring tool in the
 * activity area (LtiStartProctoring). The tool checks the learner, then its Start sends the
 * frame to the proctor route, where the exam itself opens. Focus follows into the launch.
 */
export function ProctoredExamStart({
  objectiveWorkflowId,
  activityWorkflowId,
  partId,
  name,
  durationSeconds,
  onReturn,
}: ProctoredExamStartProps) {
  const t = useT();
  const [started, setStarted] = useState(false);
  const launchBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (started) launchBox.current?.focus();
  }, [started]);

  if (started) {
    const frameTitle = t.t('proctoring.start.frameTitle', { name });
    // Focus lands here: named as its frame, so a screen reader says where the learner is.
    return (
      <div ref={launchBox} tabIndex={-1} role="group" aria-label={frameTitle} className={styles.launchBox}>
        <ToolLaunch
          objectiveWorkflowId={objectiveWorkflowId}
          activityWorkflowId={activityWorkflowId}
          partId={partId}
          messageType={LtiMessageType.startProctoring}
          name={name}
          launchingText={t.t('proctoring.start.launching')}
          frameTitle={frameTitle}
          allow="camera; microphone; fullscreen"
          onReturn={onReturn}
        />
      </div>
    );
  }

  const minutes = durationSeconds ? secondsToMinutes(durationSeconds) : 0;
  return (
    <section className={styles.requirements} aria-label={t.t('proctoring.start.label')}>
      <p>{t.t('proctoring.start.intro')}</p>
      <ul className={styles.list}>
        <li>{t.t('proctoring.start.camera')}</li>
        <li>{t.t('proctoring.start.identity')}</li>
        <li>{t.t('proctoring.start.room')}</li>
        {minutes > 0 ? <li>{t.t('proctoring.start.duration', { minutes })}</li> : null}
      </ul>
      <p>{t.t('proctoring.start.tool')}</p>
      <Button className={styles.startButton} onClick={() => setStarted(true)}>
        {t.t('proctoring.start.button')}
      </Button>
    </section>
  );
}
