import { getFileSizeParts } from '@lp/domain';
import { useFileHead } from '../lib/api/get-file-head.ts';
import { useT } from '../lib/i18n.tsx';

/** The size a HEAD of the file answered (doc 2 §7), in the learner's number format; nothing until it is known. */
export function FileSize({ url, className }: { url: string; className?: string | undefined }) {
  const t = useT();
  const head = useFileHead(url);
  const size = head.data?.ok ? head.data.size : null;
  if (size === null) return null;
  const parts = getFileSizeParts(size);
  const value = t.number(parts.value, { minimumFractionDigits: parts.fractionDigits, maximumFractionDigits: parts.fractionDigits });
  return <span className={className}>{t.t('attachments.size', { value, unit: parts.unit })}</span>;
}
