import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ScormCommitAnswer, ScormLaunchAnswer } from '@lp/contract/scorm';
import { isRunInProgress } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { flattenToc, type TocEntry } from '../../../lib/toc-model.ts';
import { launchScorm } from '../api/scorm.ts';
import { ScormBridge } from '../lib/scorm-bridge.ts';
import styles from './scorm-player.module.css';

type Ended = { kind: 'finished' } | { kind: 'replaced' } | { kind: 'failed' } | null;

/**
 * A SCORM 1.2 or 2004 activity (issue 34, decision 0080): the player page of the content
 * origin in a frame, launched once per opening. The frame holds the runtime and the SCO;
 * this page keeps the data model through the bridge and, at Terminate, follows the SCO's
 * navigation request or says the learner's progress is kept, with a way to open it again.
 */
export function ScormPlayer({ entry, name }: { entry: TocEntry; name: string }) {
  const { objectiveId, canWork, entries, go } = useContent();
  const [, setLocation] = useLocation();
  const t = useT();
  const workflow = entry.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
  const [opening, setOpening] = useState(0);
  if (!workflow) {
    // In a run in progress the activity's work is being started (useActivityWorkflow); the launch follows.
    return <p role="status">{canWork ? t.t('players.lti.starting', { name }) : t.t('players.lti.notStarted')}</p>;
  }
  const review = !canWork || !isRunInProgress(workflow.state);
  return (
    <ScormLaunch
      key={`${workflow.id}:${opening}`}
      activityWorkflowId={workflow.id}
      name={name}
      review={review}
      onOpenAgain={() => setOpening((n) => n + 1)}
      onNavigate={(navigation) => {
        if (!navigation) return false;
        if ('course' in navigation) {
          setLocation(paths.courseDetails.href(objectiveId));
          return true;
        }
        const target = flattenToc(entries).find((e) => e.node.id === navigation.partId);
        if (!target) return false;
        go(target.axis);
        return true;
      }}
    />
  );
}

function ScormLaunch({
  activityWorkflowId,
  name,
  review,
  onOpenAgain,
  onNavigate,
}: {
  activityWorkflowId: string;
  name: string;
  review: boolean;
  onOpenAgain: () => void;
  /** Follows a navigation request; false: nothing to follow, stay. */
  onNavigate: (navigation: ScormCommitAnswer['navigation']) => boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [ended, setEnded] = useState<Ended>(null);
  const [troubled, setTroubled] = useState(false);
  // The launch, asked once per mount and per Try again (a plain request: a new session each time, never retried by itself).
  const [tries, setTries] = useState(0);
  const [launch, setLaunch] = useState<{ answer?: ScormLaunchAnswer; error?: unknown }>({});
  const asked = useRef(-1);
  useEffect(() => {
    // Once per try: a strict-mode second effect must not start a second session (the newer one would refuse this one's commits).
    if (asked.current === tries) return;
    asked.current = tries;
    launchScorm(activityWorkflowId).then(
      (answer) => setLaunch({ answer }),
      (error: unknown) => setLaunch({ error }),
    );
  }, [activityWorkflowId, tries]);
  const retry = () => {
    setLaunch({});
    setTries((n) => n + 1);
  };

  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  const answer = launch.answer;
  useEffect(() => {
    if (!answer) return;
    const bridge = new ScormBridge(() => frame.current?.contentWindow ?? null, activityWorkflowId, answer, {
      onTerminated: (kept) => {
        void queryClient.invalidateQueries({ queryKey: courseKeys.all });
        if (!navigate.current(kept.navigation)) setEnded({ kind: 'finished' });
      },
      onReplaced: () => setEnded({ kind: 'replaced' }),
      onSaveTrouble: setTroubled,
      onFailed: () => setEnded({ kind: 'failed' }),
    });
    // A commit the player posts as its frame goes (page hide) is still heard for a moment.
    return () => void setTimeout(() => bridge.dispose(), 5000);
  }, [answer, activityWorkflowId, queryClient]);

  // The frame is gone: focus moves to what replaced it, so a keyboard or screen reader user is not left nowhere.
  useEffect(() => {
    if (ended) notice.current?.focus();
  }, [ended]);

  if (launch.error) {
    return (
      <div className={styles.failure}>
        <p role="alert">{(launch.error instanceof ApiError && launch.error.firstMessage) || t.t('players.lti.launchFailed', { name })}</p>
        <Button variant="secondary" onClick={retry}>
          {t.t('players.lti.retry')}
        </Button>
      </div>
    );
  }
  if (ended) {
    const text =
      ended.kind === 'finished'
        ? t.t('scorm.finished', { name })
        : ended.kind === 'replaced'
          ? t.t('scorm.replaced', { name })
          : t.t('scorm.runtimeFailed', { name });
    return (
      <div ref={notice} tabIndex={-1} className={ended.kind === 'failed' ? styles.failure : styles.notice}>
        <p role={ended.kind === 'failed' ? 'alert' : 'status'}>{text}</p>
        <Button variant="secondary" onClick={onOpenAgain}>
          {t.t('players.lti.openAgain', { name })}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.player}>
      <p role="status" className={answer ? 'visually-hidden' : styles.status}>
        {answer ? '' : t.t('players.lti.launching', { name })}
      </p>
      {review && answer ? <p className={styles.status}>{t.t('scorm.review', { name })}</p> : null}
      {troubled ? (
        <p role="alert" className={styles.warning}>
          {t.t('scorm.saveTrouble', { name })}
        </p>
      ) : null}
      {answer ? (
        <iframe
          ref={frame}
          src={answer.playerUrl}
          title={t.t('scorm.frameTitle', { name })}
          className={styles.frame}
          allow="fullscreen; autoplay"
        />
      ) : null}
    </div>
  );
}
