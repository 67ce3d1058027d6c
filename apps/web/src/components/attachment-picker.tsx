import { useId, useRef } from 'react';
import { getAttachmentLimitParts, getFileSizeParts, MAX_ATTACHMENTS } from '@lp/domain';
import { useT } from '../lib/i18n.tsx';
import type { AttachmentPickerState, PickedFile } from '../lib/use-attachment-picker.ts';
import { Button } from './ui/button.tsx';
import styles from './attachment-picker.module.css';

function SizeText({ bytes }: { bytes: number }) {
  const t = useT();
  const parts = getFileSizeParts(bytes);
  const value = t.number(parts.value, { minimumFractionDigits: parts.fractionDigits, maximumFractionDigits: parts.fractionDigits });
  return <>{t.t('attachments.size', { value, unit: parts.unit })}</>;
}

function PickedRow({ item, onRemove }: { item: PickedFile; onRemove: (item: PickedFile) => void }) {
  const t = useT();
  return (
    <li className={styles.item}>
      <span className={styles.name} dir="auto">
        {item.name}
      </span>
      <span className={styles.size}>
        <SizeText bytes={item.size} />
      </span>
      {item.state === 'uploading' ? <span className={styles.note}>{t.t('attachments.uploading')}</span> : null}
      {item.state === 'failed' ? <span className={styles.error}>{item.error}</span> : null}
      <Button variant="ghost" className={styles.remove} onClick={() => onRemove(item)}>
        {t.t('attachments.remove', { name: `\u2068${item.name}\u2069` })}
      </Button>
    </li>
  );
}

/**
 * A file picker for posts and hand-ins (decision 0081): the browser's own file input (keyboard,
 * touch and screen readers know it), the tenant's limits beside it, the chosen files with name,
 * size and a remove button, and doc 2 §5's refusals before anything is sent.
 */
export function AttachmentPicker({ picker, disabled }: { picker: AttachmentPickerState; disabled?: boolean }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { limits } = picker;
  const limit = limits ? getAttachmentLimitParts(limits.maxBytes) : null;
  const full = picker.items.length >= MAX_ATTACHMENTS;
  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {t.t('attachments.add')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className={styles.input}
        disabled={disabled || !limits || full}
        accept={limits ? limits.types.map((type) => `.${type}`).join(',') : undefined}
        aria-describedby={[hintId, picker.refusals.length ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          picker.add(Array.from(event.target.files ?? []));
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      {limits && limit ? (
        <p id={hintId} className={styles.hint}>
          {t.t('attachments.hint', {
            size: t.t('attachments.size', {
              value: t.number(limit.value, { maximumFractionDigits: limit.fractionDigits }),
              unit: limit.unit,
            }),
            count: MAX_ATTACHMENTS,
            types: limits.types.join(', '),
          })}
        </p>
      ) : null}
      {picker.refusals.length ? (
        <ul id={errorId} className={styles.refusals} role="alert">
          {picker.refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {picker.items.length ? (
        <ul className={styles.list} aria-label={t.t('attachments.chosen')}>
          {picker.items.map((item) => (
            <PickedRow
              key={item.key}
              item={item}
              onRemove={(removed) => {
                picker.remove(removed.key);
                input.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
