import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { isAllowedPdfUrl } from '@lp/domain';
import { useT } from '../../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../../lib/runtime-config-context.tsx';
import type { PdfDocument, PdfLink, PdfPage as PdfPageData } from './pdf-engine.ts';
import styles from './pdf-viewer.module.css';

interface PdfPageProps {
  doc: PdfDocument;
  pageNumber: number;
  scale: number;
  /** Near the viewport: drawn; otherwise an empty box of the page's size. */
  near: boolean;
  onFailure(error: unknown): void;
}

/**
 * One page: a box of the page's size at the current scale, holding (when near the viewport)
 * the drawn canvas, named "Page n of m", its text layer and its links. A page is a picture with
 * physical coordinates, so its box is left to right in either reading direction.
 */
export function PdfPage({ doc, pageNumber, scale, near, onFailure }: PdfPageProps) {
  const t = useT();
  const [page, setPage] = useState<PdfPageData | null>(pageNumber === 1 ? doc.firstPage : null);
  const size = page ?? doc.firstPage;

  useEffect(() => {
    if (!near || page) return;
    let live = true;
    doc.getPage(pageNumber).then(
      (read) => live && setPage(read),
      (error: unknown) => live && onFailure(error),
    );
    return () => {
      live = false;
    };
  }, [doc, pageNumber, near, page, onFailure]);

  return (
    <div
      className={styles.page}
      data-page={pageNumber}
      dir="ltr"
      style={{ inlineSize: `${size.width * scale}px`, blockSize: `${size.height * scale}px` }}
    >
      {near && page ? (
        <>
          {/* A new canvas per scale: pdf.js refuses to draw twice at once into one canvas. */}
          <PageCanvas
            key={scale}
            page={page}
            scale={scale}
            label={t.t('pdf.page', { page: pageNumber, count: doc.pageCount })}
            onFailure={onFailure}
          />
          <PageText key={`text-${scale}`} page={page} scale={scale} />
          {page.links.map((link, index) => (
            <PageLink key={index} link={link} />
          ))}
        </>
      ) : null}
    </div>
  );
}

function PageCanvas({
  page,
  scale,
  label,
  onFailure,
}: {
  page: PdfPageData;
  scale: number;
  label: string;
  onFailure(error: unknown): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const task = page.render(canvas.current, scale);
    let live = true;
    task.promise.catch((error: unknown) => live && onFailure(error));
    return () => {
      live = false;
      task.cancel();
    };
  }, [page, scale, onFailure]);
  return <canvas ref={canvas} className={styles.canvas} role="img" aria-label={label} />;
}

/** The page's text over its drawing; a page whose text cannot be read is still shown drawn. */
function PageText({ page, scale }: { page: PdfPageData; scale: number }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!layer.current) return;
    const task = page.renderText(layer.current, scale);
    task.promise.catch((error: unknown) => console.warn('the text of a PDF page could not be laid out', error));
    return () => task.cancel();
  }, [page, scale]);
  return <div ref={layer} className={styles.textLayer} />;
}

/**
 * doc 2 §5: a link in the PDF is followed only to this site or the storage host (in a new
 * tab, leaving the course where it is). Any other target is not offered as a link: a click
 * on it does nothing but leave a console warning.
 */
function PageLink({ link }: { link: PdfLink }) {
  const t = useT();
  const { storageHost } = useRuntimeConfig();
  const style: CSSProperties = {
    insetInlineStart: `${link.box.start}%`,
    insetBlockStart: `${link.box.top}%`,
    inlineSize: `${link.box.width}%`,
    blockSize: `${link.box.height}%`,
  };
  if (isAllowedPdfUrl(link.url, window.location.href, storageHost)) {
    return (
      <a
        className={styles.link}
        style={style}
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.t('pdf.link', { url: link.url })}
      />
    );
  }
  const warn = () =>
    console.warn(`Blocked a link in a PDF to ${link.url}: PDF links may only lead to this site or the file storage (doc 2 §5).`);
  return <span className={`${styles.link} ${styles.blocked}`} style={style} data-blocked-link={link.url} onClick={warn} />;
}
