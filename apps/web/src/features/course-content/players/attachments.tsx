import { useId } from 'react';
import type { FileRefView } from '@lp/contract';
import { getFileSizeParts } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useFileHead } from '../api/get-file-head.ts';
import styles from './players.module.css';

/** The size a HEAD of the file answered (doc 2 §7), in the learner's number format; nothing until it is known. */
function FileSize({ url }: { url: string }) {
  const t = useT();
  const head = useFileHead(url);
  const size = head.data?.ok ? head.data.size : null;
  if (size === null) return null;
  const parts = getFileSizeParts(size);
  const value = t.number(parts.value, { minimumFractionDigits: parts.fractionDigits, maximumFractionDigits: parts.fractionDigits });
  return <span className={styles.size}>{t.t('attachments.size', { value, unit: parts.unit })}</span>;
}

/** The files attached to an activity, each a download link with its size. */
export function Attachments({ files }: { files: FileRefView[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <div role="group" className={styles.attachments} aria-labelledby={titleId}>
      <p id={titleId} className={styles.attachmentsTitle}>
        {t.t('attachments.title')}
      </p>
      <ul className={styles.fileList}>
        {files.map((file) => (
          <li key={file.fileId} className={styles.file}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
            <FileSize url={file.url} />
          </li>
        ))}
      </ul>
    </div>
  );
}
