import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LTI_RETURN, type ToolReturn } from '../lib/frame-messages.ts';
import { ToolReturnNotice } from './tool-return-notice.tsx';
import styles from './lti.module.css';

/** The app's own window around this page, when the tool was framed by the course; null otherwise. */
export function parentApp(): Window | null {
  if (window.parent === window) return null;
  try {
    return window.parent.location.origin === window.location.origin ? window.parent : null;
  } catch {
    return null; // a parent of another origin: a tool host framing the page, not the app
  }
}

/**
 * The return URL's query (LTI Core 1.3 §4.4.1 launch presentation): our ids, and the
 * tool's texts for the learner (lti_msg, lti_errormsg) and for the log (lti_log, lti_errorlog).
 */
function useToolReturn(): ToolReturn {
  const [search] = useSearchParams();
  const log = search.get('lti_log');
  const errorLog = search.get('lti_errorlog');
  useEffect(() => {
    if (log) console.info('LTI tool log:', log);
    if (errorLog) console.info('LTI tool error log:', errorLog);
  }, [log, errorLog]);
  return useMemo(
    () => ({
      subject: LTI_RETURN,
      objectiveId: search.get('objectiveId') ?? '',
      activityId: search.get('activityId') ?? '',
      msg: search.get('lti_msg') || null,
      errormsg: search.get('lti_errormsg') || null,
    }),
    [search],
  );
}

/** Inside the course's frame: hands the return to the player around it, at this origin only. */
export function FramedToolReturn({ parent }: { parent: Window }) {
  const t = useT();
  const message = useToolReturn();
  useDocumentTitle(t.t('ltiCallback.title'));
  useEffect(() => {
    parent.postMessage(message, window.location.origin);
  }, [parent, message]);
  return (
    <main id="main">
      <p role="status" className={styles.status}>
        {t.t('ltiCallback.returning')}
      </p>
    </main>
  );
}

/** In a window of its own (the tool opened in a new window): the tool's message and the way back. */
export function ToolReturnPage() {
  const t = useT();
  const message = useToolReturn();
  useDocumentTitle(t.t('ltiCallback.title'));
  const back = message.objectiveId
    ? `${paths.courseRedirect.href(message.objectiveId)}${message.activityId ? `?${new URLSearchParams({ activityId: message.activityId })}` : ''}`
    : null;
  return (
    <section className={styles.page} aria-labelledby="lti-return-title">
      <h1 id="lti-return-title" className={styles.title}>
        {t.t('ltiCallback.title')}
      </h1>
      {message.msg || message.errormsg ? <ToolReturnNotice message={message} /> : null}
      {back ? (
        <ButtonLink href={back}>{t.t('ltiCallback.toActivity')}</ButtonLink>
      ) : (
        <>
          <p>{t.t('ltiCallback.unknown')}</p>
          <ButtonLink href={paths.courses.href()}>{t.t('pageError.goToMyCourses')}</ButtonLink>
        </>
      )}
    </section>
  );
}
