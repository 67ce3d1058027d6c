import { useId, useState, type FormEvent } from 'react';
import type { AttachmentView, TeamHandInView } from '@lp/contract/attachments';
import { Button } from '../../../components/ui/button.tsx';
import { AttachmentPicker } from '../../../components/attachment-picker.tsx';
import { FileSize } from '../../../components/file-size.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAttachmentLimits } from '../../../lib/api/attachments.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useT } from '../../../lib/i18n.tsx';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests.ts';
import { useAttachmentPicker } from '../../../lib/use-attachment-picker.ts';
import { useSaveTeamHandIn, useTeamHandIn } from '../api/team-hand-in.ts';
import styles from './team.module.css';

const isolate = (text: string) => `\u2068${text}\u2069`;
const TEXT_MAX = 20000;

function FileLinks({ files }: { files: readonly AttachmentView[] }) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} download={file.name} dir="auto">
            {file.name}
          </a>{' '}
          <FileSize url={file.url} className={styles.muted} />
        </li>
      ))}
    </ul>
  );
}

function SavedLine({ view }: { view: TeamHandInView }) {
  const t = useT();
  if (!view.savedBy || !view.saved) return <p className={styles.muted}>{t.t('teams.handIn.nothingYet')}</p>;
  return (
    <p className={styles.muted}>{t.t('teams.handIn.savedBy', { name: isolate(view.savedBy.name), date: formatDateTime(t, view.saved) })}</p>
  );
}

/** The form: the text and files any member may replace, saved with the version it was read at. */
function HandInForm({ view, save }: { view: TeamHandInView; save: ReturnType<typeof useSaveTeamHandIn> }) {
  const t = useT();
  const fieldId = useId();
  const errorId = useId();
  const limits = useAttachmentLimits();
  const picker = useAttachmentPicker(t, limits.data, view.attachments);
  // The member's own text until it is saved; a refused save keeps it (nothing typed is lost).
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const text = draft ?? view.body;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (picker.busy) return;
    if (text.length > TEXT_MAX) return setMessage({ text: t.t('teams.handIn.tooLong', { length: String(TEXT_MAX) }), error: true });
    save.run(
      { body: text, attachments: picker.ids, version: view.version },
      {
        onSuccess: (saved) => {
          setDraft(null);
          picker.reset(saved.attachments);
          setMessage({ text: t.t('teams.handIn.saved'), error: false });
        },
        onError: (failure) => {
          const conflict = failure instanceof ApiError && failure.status === 409;
          setMessage({
            text: conflict
              ? t.t('teams.handIn.savedSince')
              : (tooManyRequestsMessage(failure, t) ??
                (failure instanceof ApiError ? failure.firstMessage : undefined) ??
                t.t('teams.handIn.failed')),
            error: true,
          });
        },
      },
    );
  };

  return (
    <form className={styles.handInForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        {t.t('teams.handIn.text')}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        dir="auto"
        rows={6}
        value={text}
        aria-describedby={message?.error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setMessage(null);
        }}
      />
      {draft !== null && draft !== view.body && view.savedBy ? (
        <details className={styles.theirs}>
          <summary>{t.t('teams.handIn.showSaved')}</summary>
          <p className={styles.savedText} dir="auto">
            {view.body}
          </p>
        </details>
      ) : null}
      <AttachmentPicker picker={picker} disabled={save.isPending} />
      <p id={errorId} role={message?.error ? 'alert' : 'status'} className={message?.error ? styles.error : styles.muted}>
        {message?.text ?? ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending || picker.busy}>
          {save.isPending ? t.t('teams.handIn.saving') : t.t('teams.handIn.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The team's one hand-in (issue 34 item 4, decision 0081): what a member saved is what every
 * member sees, with who saved it last and when; any member replaces it until the team's work
 * is handed in, then it is shown read-only. Handing the work in stays the activity's button.
 */
export function TeamHandIn({
  objectiveWorkflowId,
  aggregateId,
  gawId,
}: {
  objectiveWorkflowId: string;
  aggregateId: string;
  gawId: string;
}) {
  const t = useT();
  const headingId = useId();
  const handIn = useTeamHandIn(objectiveWorkflowId, aggregateId, gawId);
  const save = useSaveTeamHandIn(objectiveWorkflowId, aggregateId, gawId);
  const view = handIn.data;
  return (
    <section className={styles.handIn} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subtitle}>
        {t.t('teams.handIn.title')}
      </h4>
      {handIn.isError ? (
        <p className={styles.error} role="alert">
          {t.t('teams.handIn.loadFailed')}
        </p>
      ) : null}
      {view ? <SavedLine view={view} /> : null}
      {view && view.readOnly ? (
        <>
          <p className={styles.muted}>{t.t('teams.handIn.readOnly')}</p>
          {view.body ? (
            <p className={styles.savedText} dir="auto">
              {view.body}
            </p>
          ) : null}
          {view.attachments.length ? <FileLinks files={view.attachments} /> : null}
        </>
      ) : view ? (
        <HandInForm key={gawId} view={view} save={save} />
      ) : null}
    </section>
  );
}
