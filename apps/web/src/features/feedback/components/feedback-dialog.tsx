import { useId, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@lp/domain';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { randomId } from '../../../lib/random-id.ts';
import { trackUsageEvent } from '../../../lib/analytics.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { sendFeedback } from '../api/send-feedback.ts';
import styles from './feedback-dialog.module.css';

const GRADES = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 2000;
const gradeLabels: Record<(typeof GRADES)[number], MessageId> = {
  1: 'feedback.grade.1',
  2: 'feedback.grade.2',
  3: 'feedback.grade.3',
  4: 'feedback.grade.4',
  5: 'feedback.grade.5',
};
const optionLabels: Record<FeedbackCategory, MessageId> = {
  no: 'feedback.option.no',
  navigation: 'feedback.option.navigation',
  startFinishCourse: 'feedback.option.startFinishCourse',
  activityResults: 'feedback.option.activityResults',
  communicationHub: 'feedback.option.communicationHub',
  courseActivities: 'feedback.option.courseActivities',
  examConnection: 'feedback.option.examConnection',
  accessibility: 'feedback.option.accessibility',
  registration: 'feedback.option.registration',
  contentManagement: 'feedback.option.contentManagement',
  reports: 'feedback.option.reports',
  adminFunctionality: 'feedback.option.adminFunctionality',
  other: 'feedback.option.other',
};

type State = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * doc 2 §7 feedback survey: a rating, the options of §9 and a comment, sent as the
 * product_feedback event. The answer's id is made once, when the survey opens, so a
 * retry after a failure or a double click is kept once by the server (decision 0030).
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { appVersion } = useRuntimeConfig();
  const formId = useId();
  const gradeErrorId = useId();
  const commentHintId = useId();
  const answerId = useRef(randomId());
  // What the id was sent with: the same answer sent again keeps it (kept once); a changed one takes a new id (the server refuses an id's reuse for another answer).
  const sentWith = useRef<string | null>(null);
  const firstGrade = useRef<HTMLInputElement>(null);
  const [grade, setGrade] = useState<number | null>(null);
  const [details, setDetails] = useState<FeedbackCategory[]>([]);
  const [comment, setComment] = useState('');
  const [gradeMissing, setGradeMissing] = useState(false);
  const [state, setState] = useState<State>('editing');
  /** A refusal for sending too often says so and how long to wait (decision 0058); any other failure, the usual words. */
  const [refusal, setRefusal] = useState<string | undefined>();
  // A second click lands before the re-render that disables Send: the ref sees it at once.
  const inFlight = useRef(false);

  const toggle = (key: FeedbackCategory, on: boolean) =>
    setDetails((chosen) => (on ? FEEDBACK_CATEGORIES.filter((k) => k === key || chosen.includes(k)) : chosen.filter((k) => k !== key)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (grade === null) {
      setGradeMissing(true);
      firstGrade.current?.focus();
      return;
    }
    inFlight.current = true;
    setState('sending');
    const answer = JSON.stringify([grade, details, comment.trim()]);
    if (sentWith.current !== null && sentWith.current !== answer) answerId.current = randomId();
    sentWith.current = answer;
    try {
      await sendFeedback({ id: answerId.current, grade, details, comment: comment.trim(), page: window.location.pathname, appVersion });
      // The comment stays in the portal's own store (decision 0040): free text may name people.
      trackUsageEvent('product_feedback', { grade, details: details.join(',') });
      setState('sent');
    } catch (error) {
      setRefusal(tooManyRequestsMessage(error, t));
      setState('failed');
    } finally {
      inFlight.current = false;
    }
  };

  if (state === 'sent') {
    return (
      <ModalDialog
        key="sent"
        title={t.t('feedback.thanksTitle')}
        onClose={onClose}
        actions={
          <Button data-autofocus onClick={onClose}>
            {t.t('common.close')}
          </Button>
        }
      >
        <p>{t.t('feedback.thanksText')}</p>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      key="form"
      title={t.t('feedback.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.t('feedback.cancel')}
          </Button>
          <Button type="submit" form={formId} aria-disabled={state === 'sending'}>
            {state === 'sending' ? t.t('feedback.sending') : t.t('feedback.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t.t('feedback.intro')}</p>
        <fieldset
          className={styles.grades}
          aria-describedby={gradeMissing ? gradeErrorId : undefined}
          aria-invalid={gradeMissing || undefined}
        >
          <legend className={styles.legend}>
            {t.t('feedback.gradeLegend')} <span className={styles.required}>{t.t('feedback.required')}</span>
          </legend>
          <div className={styles.gradeRow}>
            {GRADES.map((value) => (
              <label key={value} className={styles.grade}>
                <input
                  ref={value === 1 ? firstGrade : undefined}
                  data-autofocus={value === 1 ? '' : undefined}
                  type="radio"
                  name="grade"
                  value={value}
                  checked={grade === value}
                  onChange={() => {
                    setGrade(value);
                    setGradeMissing(false);
                  }}
                />
                <span className={styles.gradeNumber}>{t.number(value)}</span>
                <span>{t.t(gradeLabels[value])}</span>
              </label>
            ))}
          </div>
          {gradeMissing ? (
            <p id={gradeErrorId} className={styles.error}>
              {t.t('feedback.gradeMissing')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t.t('feedback.optionsLegend')}</legend>
          {FEEDBACK_CATEGORIES.map((key) => (
            <label key={key} className={styles.option}>
              <input
                type="checkbox"
                name="details"
                value={key}
                checked={details.includes(key)}
                onChange={(e) => toggle(key, e.target.checked)}
              />
              {t.t(optionLabels[key])}
            </label>
          ))}
        </fieldset>
        <label className={styles.commentLabel}>
          {t.t('feedback.comment')}
          <textarea
            name="comment"
            dir="auto"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            aria-describedby={commentHintId}
            onChange={(e) => setComment(e.target.value)}
            className={styles.comment}
          />
        </label>
        <p id={commentHintId} className={styles.hint}>
          {t.t('feedback.commentHint', { count: comment.length, max: COMMENT_MAX })}
        </p>
        <p className={styles.hint}>{t.t('feedback.privacy')}</p>
        {state === 'failed' ? (
          <p role="alert" className={styles.error}>
            {refusal ?? t.t('feedback.failed')}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
