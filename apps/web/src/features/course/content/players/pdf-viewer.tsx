import type { FileRefView } from '@lp/contract';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../../lib/i18n.tsx';
import { useFileHead } from '../../api/content-get-file-size.ts';
import { LazyFrame } from './lazy-frame.tsx';
import styles from './players.module.css';

/** doc 2 §8 PDF viewer errors, by the status the file answered. */
function failure(status: number): MessageId {
  if (status === 401) return 'pdf.unauthorized';
  if (status === 403) return 'pdf.forbidden';
  return 'pdf.failed';
}

/**
 * A PDF document in the browser's own viewer (a same-origin frame), with a download link.
 * No PDF library: every browser we support shows PDFs itself, and pdf.js would weigh more
 * than the rest of the screen. The file is asked first with HEAD so that "log in" and
 * "no permission" can be said in words instead of an error page inside the frame.
 */
export function PdfViewer({ file, name }: { file: FileRefView; name: string }) {
  const t = useT();
  const head = useFileHead(file.url);
  if (head.isPending) return <p className={styles.muted}>{t.t('pdf.loading')}</p>;
  const problem = head.isError ? 'pdf.failed' : !head.data.ok ? failure(head.data.status) : null;
  return (
    <div className={styles.pdf}>
      {problem ? (
        <p className={styles.error} role="alert">
          {t.t(problem)}
        </p>
      ) : (
        <LazyFrame title={t.t('pdf.frameTitle', { name: file.name || name })} src={file.url} className={styles.pdfFrame} />
      )}
      {problem === 'pdf.unauthorized' || problem === 'pdf.forbidden' ? null : (
        <a className={styles.download} href={file.url} download={file.name}>
          {t.t('pdf.download', { name: file.name || name })}
        </a>
      )}
    </div>
  );
}
