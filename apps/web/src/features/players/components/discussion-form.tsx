import { useId, useRef, useState, type FormEvent } from 'react';
import { DISCUSSION_POST_MAX_LENGTH } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests.ts';
import { useCreateDiscussionPost } from '../api/create-discussion-post.ts';
import { randomId } from '../../../lib/random-id.ts';
import { useAttachmentLimits } from '../../../lib/api/attachments.ts';
import { useAttachmentPicker } from '../../../lib/use-attachment-picker.ts';
import { AttachmentPicker } from '../../../components/attachment-picker.tsx';
import styles from './players.module.css';

/** The server's limit on a post's body (discussion-routes.ts). */

interface DiscussionFormProps {
  objectiveWorkflowId: string;
  activityId: string;
  label: string;
  parentId?: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * Writes a post or a reply. Validation as the server's (doc 2 §5): required, at most 5000
 * characters; a refusal shows the server's own message for the field. The post's id is
 * made once per post and kept until it is stored, and a second submit while one is on its
 * way is ignored, so a double click or a retry stores one post.
 */
export function DiscussionForm({ objectiveWorkflowId, activityId, label, parentId, onDone, onCancel }: DiscussionFormProps) {
  const t = useT();
  const fieldId = useId();
  const errorId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const postId = useRef<string | null>(null);
  const create = useCreateDiscussionPost(objectiveWorkflowId, activityId);
  const limits = useAttachmentLimits();
  const picker = useAttachmentPicker(t, limits.data);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || picker.busy) return;
    const text = body.trim();
    if (!text) return setError(t.t('discussion.required'));
    if (text.length > DISCUSSION_POST_MAX_LENGTH)
      return setError(t.t('discussion.maxLength', { length: String(DISCUSSION_POST_MAX_LENGTH) }));
    postId.current ??= randomId();
    setError(null);
    create.run(
      { id: postId.current, body: text, ...(parentId ? { parentId } : {}), attachments: picker.ids },
      {
        onSuccess: () => {
          postId.current = null;
          setBody('');
          picker.reset();
          // A reply's form closes (its post takes the focus and says so); a new post's stays for the next one.
          if (onDone) onDone();
          else {
            setPosted(true);
            field.current?.focus();
          }
        },
        onError: (failure) => {
          const field =
            tooManyRequestsMessage(failure, t) ??
            (failure instanceof ApiError
              ? (failure.body?.errors.body?.[0] ?? failure.body?.errors.attachments?.[0] ?? failure.firstMessage)
              : undefined);
          setError(field ?? t.t('discussion.postFailed'));
        },
      },
    );
  };

  return (
    <form className={styles.postForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className={styles.textarea}
        dir="auto"
        value={body}
        rows={4}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          setPosted(false);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <AttachmentPicker picker={picker} disabled={create.isPending} />
      <p role="status" className="visually-hidden">
        {posted ? t.t('discussion.posted') : ''}
      </p>
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t.t('discussion.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending || picker.busy}>
          {create.isPending ? t.t('discussion.posting') : parentId ? t.t('discussion.submitReply') : t.t('discussion.submit')}
        </Button>
      </div>
    </form>
  );
}
