import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { FileRefView } from '@lp/contract';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../../lib/i18n.tsx';
import { usePdfFile } from '../../api/get-pdf-file.ts';
import { PdfDocumentView } from './pdf-document-view.tsx';
import { loadPdfjs, openPdfDocument, type PdfDocument } from './pdf-engine.ts';
import type { ActivityPosition } from '../../hooks/use-activity-position.ts';
import styles from './pdf-viewer.module.css';

/** doc 2 §8 PDF viewer errors, by the status the file answered. */
function failure(status: number): MessageId {
  if (status === 401) return 'pdf.unauthorized';
  if (status === 403) return 'pdf.forbidden';
  return 'pdf.failed';
}

/**
 * A PDF document drawn by pdf.js, which this chunk fetches only when a PDF opens. The file
 * is read here rather than by pdf.js, so that "log in" (401) and "no permission" (403) are
 * said in words (doc 2 §8); a file that arrives but cannot be drawn is offered for download.
 */
export function PdfViewer({ file, name, position }: { file: FileRefView; name: string; position?: ActivityPosition | undefined }) {
  const t = useT();
  const pdf = usePdfFile(file.url);
  useEffect(() => {
    loadPdfjs().catch(() => {}); // in parallel with the file; a failure shows when the document opens
  }, []);
  const title = file.name || name;
  const download = (
    <a className={styles.download} href={file.url} download={file.name}>
      {t.t('pdf.download', { name: title })}
    </a>
  );
  if (pdf.isPending) return <p className={styles.muted}>{t.t('pdf.loading')}</p>;
  if (pdf.isError) return <Problem message={t.t('pdf.failed')} download={download} />;
  if (!pdf.data.ok) {
    const problem = failure(pdf.data.status);
    // Nothing to download without sign-in or permission.
    const refused = problem === 'pdf.unauthorized' || problem === 'pdf.forbidden';
    return <Problem message={t.t(problem)} download={refused ? null : download} />;
  }
  return <OpenDocument key={file.url} bytes={pdf.data.bytes} url={file.url} title={title} download={download} position={position} />;
}

interface OpenDocumentProps {
  bytes: Uint8Array;
  url: string;
  title: string;
  download: ReactNode;
  position: ActivityPosition | undefined;
}

function OpenDocument({ bytes, url, title, download, position }: OpenDocumentProps) {
  const t = useT();
  const [state, setState] = useState<{ doc: PdfDocument | null; failed: boolean }>({ doc: null, failed: false });
  const onFailure = useCallback((error: unknown) => {
    console.error('the PDF could not be displayed', error);
    setState({ doc: null, failed: true });
  }, []);
  useEffect(() => {
    const opened = openPdfDocument(bytes, new URL(url, window.location.href).href);
    let live = true;
    opened.promise.then(
      (doc) => live && setState({ doc, failed: false }),
      (error: unknown) => live && onFailure(error),
    );
    return () => {
      live = false;
      opened.close();
    };
  }, [bytes, url, onFailure]);
  if (state.failed) return <Problem message={t.t('pdf.renderFailed')} download={download} />;
  if (!state.doc) return <p className={styles.muted}>{t.t('pdf.loading')}</p>;
  return <PdfDocumentView doc={state.doc} title={title} download={download} onFailure={onFailure} position={position} />;
}

function Problem({ message, download }: { message: string; download: ReactNode }) {
  return (
    <div className={styles.viewer}>
      <p className={styles.error} role="alert">
        {message}
      </p>
      {download}
    </div>
  );
}
