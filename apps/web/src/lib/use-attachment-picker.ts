import { useCallback, useRef, useState } from 'react';
import type { AttachmentLimitsView, AttachmentView } from '@lp/contract/attachments';
import type { Translator } from '@lp/i18n';
import { getAttachmentLimitParts, getAttachmentRefusal, MAX_ATTACHMENTS, type AttachmentRefusal } from '@lp/domain';
import { ApiError } from './api-client.ts';
import { uploadAttachment } from './api/attachments.ts';
import { tooManyRequestsMessage } from './too-many-requests.ts';

/** A file on the way to a post or a hand-in: being uploaded, stored (with its id), or refused by the server. */
export interface PickedFile {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly state: 'uploading' | 'ready' | 'failed';
  readonly attachment?: AttachmentView;
  readonly error?: string;
}

/** A user's text inside a translated sentence, isolated so its direction does not disturb the sentence's. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** doc 2 §5's messages in the learner's language, the size in their number format ("10 MB"). */
export function attachmentRefusalMessage(t: Translator, reason: AttachmentRefusal, limits: AttachmentLimitsView): string {
  if (reason === 'empty') return t.t('attachments.empty');
  if (reason === 'wrongType') return t.t('attachments.wrongType', { types: limits.types.join(', ') });
  const parts = getAttachmentLimitParts(limits.maxBytes);
  const value = t.number(parts.value, { maximumFractionDigits: parts.fractionDigits });
  return t.t('attachments.tooLarge', { size: t.t('attachments.size', { value, unit: parts.unit }) });
}

const readyItem = (attachment: AttachmentView): PickedFile => ({
  key: attachment.id,
  name: attachment.name,
  size: attachment.size,
  state: 'ready',
  attachment,
});

/**
 * The files chosen for a post or a hand-in (decision 0081). Each is checked by the domain's
 * rule before it is sent (too large, wrong type, empty, one too many: the refusal is said and
 * nothing is sent), then uploaded at once, so the post or save only names ids.
 */
export function useAttachmentPicker(t: Translator, limits: AttachmentLimitsView | undefined, initial: readonly AttachmentView[] = []) {
  const [items, setItems] = useState<PickedFile[]>(() => initial.map(readyItem));
  const [refusals, setRefusals] = useState<string[]>([]);
  const count = useRef(0);
  const update = (key: string, change: Partial<PickedFile>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: readonly File[]) => {
    if (!limits) return;
    const said: string[] = [];
    let room = MAX_ATTACHMENTS - items.length;
    const accepted: PickedFile[] = [];
    for (const file of files) {
      const reason = getAttachmentRefusal({ name: file.name, type: file.type, size: file.size }, limits);
      if (reason) said.push(t.t('attachments.refused', { name: isolate(file.name), message: attachmentRefusalMessage(t, reason, limits) }));
      else if (room <= 0) said.push(t.t('attachments.tooMany', { count: MAX_ATTACHMENTS }));
      else {
        room -= 1;
        count.current += 1;
        const key = `new-${count.current}`;
        accepted.push({ key, name: file.name, size: file.size, state: 'uploading' });
        uploadAttachment(file).then(
          (attachment) => update(key, { state: 'ready', attachment }),
          (failure: unknown) =>
            update(key, {
              state: 'failed',
              error:
                tooManyRequestsMessage(failure, t) ??
                (failure instanceof ApiError && failure.status === 400 ? failure.firstMessage : undefined) ??
                t.t('attachments.uploadFailed'),
            }),
        );
      }
    }
    setRefusals([...new Set(said)]);
    setItems((all) => [...all, ...accepted]);
  };
  const remove = (key: string) => setItems((all) => all.filter((item) => item.key !== key));
  const reset = useCallback((next: readonly AttachmentView[] = []) => {
    setItems(next.map(readyItem));
    setRefusals([]);
  }, []);
  return {
    items,
    refusals,
    add,
    remove,
    reset,
    ids: items.flatMap((item) => (item.state === 'ready' && item.attachment ? [item.attachment.id] : [])),
    busy: items.some((item) => item.state === 'uploading'),
    limits,
  };
}
export type AttachmentPickerState = ReturnType<typeof useAttachmentPicker>;
