import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Cmi5LaunchAnswer } from '@lp/contract/cmi5';
import { isRunInProgress } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { createCmi5Launch } from '../api/create-cmi5-launch.ts';
import styles from './cmi5-player.module.css';

/**
 * A cmi5 assignable unit (decision 0083). While the learner's work on it is in progress it
 * launches as it opens: framed for AnyWindow (cmi5 §8.1: the LMS chooses), behind a button
 * for OwnWindow (a browser opens a window only from a click). A finished AU opens in
 * Review on request. The AU reports to the portal's LRS itself; its result reaches this
 * page as every result does (the live events of decision 0074).
 */
export function Cmi5Player({ entry, name, description }: { entry: TocEntry; name: string; description: string }) {
  const t = useT();
  const { objectiveWorkflowId, canWork } = useContent();
  const workflow = entry.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
  const working = workflow !== null && canWork && isRunInProgress(workflow.state);

  let body: ReactNode;
  if (!workflow) {
    body = canWork ? <p role="status">{t.t('players.lti.starting', { name })}</p> : <p>{t.t('players.lti.notStarted')}</p>;
  } else {
    body = (
      <Cmi5Launch key={workflow.id} objectiveWorkflowId={objectiveWorkflowId} activityWorkflowId={workflow.id} name={name} auto={working} />
    );
  }
  return (
    <div className={styles.cmi5}>
      {description ? <p dir="auto">{description}</p> : null}
      {body}
    </div>
  );
}

/** One AU's launches: the first at once when `auto`, a review on request; a refusal says why, with Retry. */
function Cmi5Launch(props: { objectiveWorkflowId: string; activityWorkflowId: string; name: string; auto: boolean }) {
  const { objectiveWorkflowId, activityWorkflowId, name, auto } = props;
  const t = useT();
  const [opened, setOpened] = useState<string | null>(null);
  const { launch, mutate, mutateAsync } = useLaunch(objectiveWorkflowId, activityWorkflowId);
  const begun = useRef(false);
  useEffect(() => {
    // Once per mount: a strict-mode second effect must not start a second session.
    if (!auto || begun.current) return;
    begun.current = true;
    mutate();
  }, [auto, mutate]);

  const answer: Cmi5LaunchAnswer | undefined = launch.answer;
  /**
   * OwnWindow: a launch not yet used opens at once; after that the window opens on the
   * click, before the new launch answers, so no popup blocker stops it, and it gets no
   * handle on this page.
   */
  const openWindow = async () => {
    if (answer && answer.url !== opened) {
      window.open(answer.url, '_blank', 'noopener');
      setOpened(answer.url);
      return;
    }
    const target = window.open('', '_blank');
    if (target) target.opener = null;
    const next = await mutateAsync().catch(() => null);
    if (!next || !target) {
      target?.close();
      return;
    }
    target.location.href = next.url;
    setOpened(next.url);
  };

  let status = '';
  if (launch.state === 'pending' || (auto && launch.state === 'idle')) status = t.t('players.lti.launching', { name });
  else if (opened) status = t.t('players.lti.openedInWindow', { name });
  const reviewing = answer?.launchMode === 'Review' ? <p>{t.t('cmi5.reviewing', { name })}</p> : null;

  let body: ReactNode = null;
  if (launch.state === 'error') {
    body = (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {(launch.error instanceof ApiError && launch.error.firstMessage) || t.t('players.lti.launchFailed', { name })}
        </p>
        <Button variant="secondary" onClick={() => mutate()}>
          {t.t('players.lti.retry')}
        </Button>
      </div>
    );
  } else if (answer?.launchMethod === 'AnyWindow') {
    body = <iframe key={answer.url} src={answer.url} title={name} className={styles.frame} allow="fullscreen" />;
  } else if (answer) {
    body = (
      <div className={styles.actions}>
        <Button onClick={() => void openWindow()}>
          {t.t(opened ? 'players.lti.openAgain' : 'players.lti.launch', { name })}
          <span className="visually-hidden">{` (${t.t('players.lti.newWindow')})`}</span>
        </Button>
      </div>
    );
  } else if (!auto && launch.state === 'idle') {
    body = (
      <div className={styles.actions}>
        <Button onClick={() => mutate()}>{t.t('players.lti.review', { name })}</Button>
      </div>
    );
  }

  return (
    <>
      <p role="status" className={status ? styles.status : 'visually-hidden'}>
        {status}
      </p>
      {reviewing}
      {body}
    </>
  );
}

type LaunchState =
  | { state: 'idle' | 'pending'; answer?: Cmi5LaunchAnswer; error?: undefined }
  | { state: 'done'; answer: Cmi5LaunchAnswer; error?: undefined }
  | { state: 'error'; answer?: undefined; error: unknown };

/**
 * The launch call and where it stands. Plain state rather than a query-library mutation:
 * this chunk then shares nothing new with the first view's (the page-weight budget).
 */
function useLaunch(objectiveWorkflowId: string, activityWorkflowId: string) {
  const [launch, setLaunch] = useState<LaunchState>({ state: 'idle' });
  const mutateAsync = useCallback(async () => {
    setLaunch((current) => ({ state: 'pending', ...(current.answer ? { answer: current.answer } : {}) }));
    try {
      const answer = await createCmi5Launch(objectiveWorkflowId, activityWorkflowId);
      setLaunch({ state: 'done', answer });
      return answer;
    } catch (error) {
      setLaunch({ state: 'error', error });
      throw error;
    }
  }, [objectiveWorkflowId, activityWorkflowId]);
  const mutate = useCallback(() => void mutateAsync().catch(() => undefined), [mutateAsync]);
  return { launch, mutate, mutateAsync };
}
