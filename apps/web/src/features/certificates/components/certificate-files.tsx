import { useId } from 'react';
import { FileSize } from '../../../components/file-size.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './certificates.module.css';

/**
 * The certificate as files (issue 13, decision 0024): the PNG as its preview, and both the
 * PDF and the PNG to download with their sizes (a HEAD, as for attachments, doc 2 §7).
 * Nothing when the record carries no files.
 */
export function CertificateFiles({
  pdfUrl,
  pngUrl,
  holderName,
  number,
}: {
  pdfUrl: string | null;
  pngUrl: string | null;
  holderName: string | null;
  number: string;
}) {
  const t = useT();
  const headingId = useId();
  if (!pdfUrl && !pngUrl) return null;
  const files = [
    { url: pdfUrl, label: t.t('certificates.files.downloadPdf'), name: `certificate-${number}.pdf` },
    { url: pngUrl, label: t.t('certificates.files.downloadPng'), name: `certificate-${number}.png` },
  ].filter((file): file is { url: string; label: string; name: string } => file.url !== null);
  return (
    <section className={styles.files} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.t('certificates.files.heading')}</h2>
      {pngUrl ? (
        <img
          className={styles.filePreview}
          src={pngUrl}
          alt={t.t('certificates.files.previewAlt', { name: holderName ?? number })}
          loading="lazy"
        />
      ) : null}
      <ul className={styles.fileList}>
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name}>
              {file.label}
            </a>{' '}
            <FileSize url={file.url} className={styles.fileSize} />
          </li>
        ))}
      </ul>
    </section>
  );
}
