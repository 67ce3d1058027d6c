import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { TUTOR_LIMITS, type TutorCitation, type TutorDoneEvent } from '@lp/contract/tutor';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests.ts';
import { reportError } from '../../../lib/report-error.ts';
import { askTutor } from '../api/ask-tutor.ts';
import styles from './tutor-panel.module.css';

interface Exchange {
  id: number;
  question: string;
  mode: 'model' | 'passages' | null;
  citations: TutorCitation[];
  text: string;
  outcome: TutorDoneEvent['outcome'] | null;
  error: string | null;
}

const OUTCOME_KEYS = {
  noPassages: 'tutor.outcome.noPassages',
  notStarted: 'tutor.outcome.notStarted',
  modelFailed: 'tutor.outcome.modelFailed',
} as const;

/**
 * The course's AI tutor (issue 14, decision 0027): a panel docked at the start of the
 * page's content, across from the chat window (full screen at 970 px and below) where the learner asks about the course and gets an
 * answer written from the course's passages, or the passages themselves, each citing the
 * activity it comes from with a link that opens it. The answer streams in; once it is
 * complete it is announced politely. What the learner typed and the course's text are
 * isolated (`dir="auto"`), so a question in Arabic reads right in an English page.
 */
export function TutorPanel({ objectiveId, courseName }: { objectiveId: string; courseName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const toggleId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [exchanges]);

  const close = () => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const update = (id: number, change: (e: Exchange) => Partial<Exchange>) =>
    setExchanges((all) => all.map((e) => (e.id === id ? { ...e, ...change(e) } : e)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || busy) return;
    const id = Date.now();
    setExchanges((all) => [...all, { id, question: asked, mode: null, citations: [], text: '', outcome: null, error: null }]);
    setQuestion('');
    setBusy(true);
    setAnnouncement(t.t('tutor.thinking'));
    abort.current = new AbortController();
    let answer = '';
    let citations: TutorCitation[] = [];
    let mode: Exchange['mode'] = null;
    try {
      await askTutor(
        objectiveId,
        asked,
        (e) => {
          if (e.event === 'sources') {
            ({ citations, mode } = e.data);
            update(id, () => ({ citations, mode }));
          } else if (e.event === 'delta') {
            answer += e.data.text;
            update(id, (x) => ({ text: x.text + e.data.text }));
          } else {
            const outcome = e.data.outcome;
            update(id, () => ({ outcome }));
            setAnnouncement(
              outcome === 'answered' || outcome === 'modelFailed'
                ? mode === 'model' && answer
                  ? answer
                  : t.t('tutor.announce.passages', { count: citations.length })
                : t.t(OUTCOME_KEYS[outcome]),
            );
          }
        },
        abort.current.signal,
      );
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      const message =
        tooManyRequestsMessage(error, t) ??
        (error instanceof ApiError && error.status < 500 && error.firstMessage ? error.firstMessage : t.t('tutor.failed'));
      if (!(error instanceof ApiError) || error.status >= 500) reportError('AI tutor answer failed', error, { objectiveId });
      update(id, () => ({ error: message }));
      setAnnouncement(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={open ? `${styles.dock} ${styles.dockOpen}` : styles.dock}>
      {open ? (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <header className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {t.t('tutor.title')}
              </h2>
              <p className={styles.course} dir="auto">
                {courseName}
              </p>
            </div>
            <Button variant="ghost" onClick={close} aria-label={t.t('tutor.close')}>
              ×
            </Button>
          </header>
          <ol ref={logRef} className={styles.log} aria-label={t.t('tutor.conversation')} tabIndex={0}>
            {exchanges.length === 0 ? <li className={styles.intro}>{t.t('tutor.intro')}</li> : null}
            {exchanges.map((e) => (
              <li key={e.id} className={styles.exchange}>
                {/* The label stays outside the question's own direction (dir="auto" reads the first strong letter). */}
                <span className="visually-hidden">{t.t('tutor.you')}</span>
                <p className={styles.question} dir="auto">
                  {e.question}
                </p>
                <div className={styles.answer} aria-busy={e.outcome === null && e.error === null}>
                  {e.mode === 'model' && e.text ? (
                    <p dir="auto" className={styles.answerText}>
                      {e.text}
                    </p>
                  ) : null}
                  {e.mode === 'passages' && e.citations.length > 0 ? <p>{t.t('tutor.fromCourse')}</p> : null}
                  {e.citations.length > 0 ? (
                    <ol className={styles.citations} aria-label={t.t('tutor.sources')}>
                      {e.citations.map((c) => (
                        <li key={c.n}>
                          <Link href={paths.courseContent.href(objectiveId, c.axis ?? undefined)} className={styles.citationLink}>
                            [{c.n}] <bdi>{c.title}</bdi>
                          </Link>
                          {e.mode === 'passages' ? (
                            <blockquote dir="auto" className={styles.passage}>
                              {c.text}
                            </blockquote>
                          ) : null}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {e.outcome && e.outcome !== 'answered' ? <p className={styles.note}>{t.t(OUTCOME_KEYS[e.outcome])}</p> : null}
                  {e.error ? <p className={styles.error}>{e.error}</p> : null}
                  {e.outcome === null && e.error === null ? <p className={styles.note}>{t.t('tutor.thinking')}</p> : null}
                </div>
              </li>
            ))}
          </ol>
          <div aria-live="polite" className="visually-hidden">
            {announcement}
          </div>
          <form className={styles.form} onSubmit={(e) => void submit(e)}>
            <label htmlFor={inputId} className={styles.label}>
              {t.t('tutor.question')}
            </label>
            <textarea
              id={inputId}
              ref={inputRef}
              dir="auto"
              rows={2}
              className={styles.input}
              value={question}
              maxLength={TUTOR_LIMITS.questionLength}
              aria-describedby={hintId}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <p id={hintId} className={styles.hint}>
              {t.t('tutor.hint', { max: TUTOR_LIMITS.questionLength })}
            </p>
            <Button type="submit" disabled={busy || !question.trim()}>
              {t.t('tutor.ask')}
            </Button>
          </form>
        </section>
      ) : null}
      <Button
        id={toggleId}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t.t('tutor.open')}
      </Button>
    </div>
  );
}
