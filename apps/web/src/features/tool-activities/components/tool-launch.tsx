import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LtiDocumentTarget, type LtiMessageType } from '@lp/contract/lti';
import { Button } from '../../../components/ui/button.tsx';
import { NotImplemented } from '../../../components/not-implemented.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { createResourceLink } from '../api/create-resource-link.ts';
import type { ToolReturn } from '../lib/frame-messages.ts';
import { useToolFrameMessages } from '../hooks/use-tool-frame-messages.ts';
import styles from './lti.module.css';

/** A launch URL lives five minutes on the server; one older than this is not used for a new window. */
const FRESH_FOR_MS = 4 * 60_000;

export interface ToolLaunchProps {
  objectiveWorkflowId: string;
  activityWorkflowId: string;
  partId?: string | undefined;
  messageType: LtiMessageType;
  /** The activity's name, in the launch's texts. */
  name: string;
  /** The status while the launch is on its way (default: "Opening {name}…"). */
  launchingText?: string | undefined;
  frameTitle: string;
  /** The frame's class, where the page sizes it itself (default: most of the activity area). */
  frameClassName?: string | undefined;
  /** What the frame may use (Permissions Policy); a proctoring tool needs the camera and microphone. */
  allow?: string | undefined;
  onReturn: (message: ToolReturn) => void;
  /** A page of its own for some refusals (the review page's 404); undefined: the message and Retry. */
  renderError?: (error: unknown) => ReactNode | undefined;
}

/**
 * One launch of a tool (doc 2 §7 resource-link), begun when it mounts, as Canvas does: in
 * the page's frame when the activity opens the tool there, or, for a window, behind a
 * button (a browser opens a window only from a click). Every launch asks the server for a
 * new URL; a refusal shows the server's message with Retry, never an empty frame.
 */
export function ToolLaunch(props: ToolLaunchProps) {
  const {
    objectiveWorkflowId,
    activityWorkflowId,
    partId,
    messageType,
    name,
    launchingText,
    frameTitle,
    frameClassName,
    allow = 'fullscreen',
    onReturn,
    renderError,
  } = props;
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const launch = useMutation({
    mutationFn: () =>
      createResourceLink(objectiveWorkflowId, {
        activityWorkflowIds: [activityWorkflowId],
        ...(partId ? { activityPartIds: [partId] } : {}),
        messageType,
      }),
  });
  const { mutate, mutateAsync } = launch;
  const begun = useRef(false);
  useEffect(() => {
    // Once per mount: a strict-mode second effect must not spend a second launch.
    if (begun.current) return;
    begun.current = true;
    mutate();
  }, [mutate]);
  const toolHeight = useToolFrameMessages(frame, onReturn);

  const answer = launch.data;
  const inWindow = answer?.documentTarget === LtiDocumentTarget.window;
  const openWindow = async () => {
    const fresh = answer && answer.targetLinkUri !== openedUrl && Date.now() - launch.submittedAt < FRESH_FOR_MS;
    const url = fresh
      ? answer.targetLinkUri
      : await mutateAsync().then(
          (next) => next.targetLinkUri,
          () => null,
        );
    if (!url) return;
    window.open(url, '_blank', 'noopener');
    setOpenedUrl(url);
  };

  let status = '';
  if (launch.isPending || launch.isIdle) status = launchingText ?? t.t('players.lti.launching', { name });
  else if (inWindow && openedUrl) status = t.t('players.lti.openedInWindow', { name });

  let body: ReactNode = null;
  if (launch.isError && launch.error instanceof ApiError && launch.error.status === 501) {
    // A tool of a kind the portal cannot launch: asking again would not help.
    body = <NotImplemented />;
  } else if (launch.isError) {
    body = renderError?.(launch.error) ?? (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {(launch.error instanceof ApiError && launch.error.firstMessage) || t.t('players.lti.launchFailed', { name })}
        </p>
        <Button variant="secondary" onClick={() => mutate()}>
          {t.t('players.lti.retry')}
        </Button>
      </div>
    );
  } else if (answer && !inWindow) {
    body = (
      <iframe
        ref={frame}
        key={answer.targetLinkUri}
        src={answer.targetLinkUri}
        title={frameTitle}
        className={frameClassName ?? styles.toolFrame}
        allow={allow}
        // As tall as the tool's page once it says (its class keeps a floor): no box scrolling inside the page.
        // The height is the page's, inside the frame's border.
        style={toolHeight ? { blockSize: `${toolHeight}px`, boxSizing: 'content-box' } : undefined}
      />
    );
  } else if (answer) {
    body = (
      <Button onClick={() => void openWindow()}>
        {t.t(openedUrl ? 'players.lti.openAgain' : 'players.lti.launch', { name })}
        <span className="visually-hidden">{` (${t.t('players.lti.newWindow')})`}</span>
      </Button>
    );
  }

  return (
    <div className={styles.launch}>
      <p role="status" className={status ? styles.status : 'visually-hidden'}>
        {status}
      </p>
      {body}
    </div>
  );
}
