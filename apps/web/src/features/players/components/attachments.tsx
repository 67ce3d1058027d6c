import { useId } from 'react';
import type { FileRefView } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import { FileSize } from '../../../components/file-size.tsx';
import styles from './players.module.css';

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
            <a href={file.url} download={file.name} dir="auto">
              {file.name}
            </a>
            <FileSize url={file.url} className={styles.size} />
          </li>
        ))}
      </ul>
    </div>
  );
}
