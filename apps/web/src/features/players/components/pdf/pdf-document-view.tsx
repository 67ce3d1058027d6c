import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import type { PdfDocument } from './pdf-engine.ts';
import { PdfPage } from './pdf-page.tsx';
import { canZoomIn, canZoomOut, fitWidthScale, scaleOf, zoomedIn, zoomedOut, type PdfZoom } from './pdf-zoom.ts';
import { useNearPages } from './use-near-pages.ts';
import { usePagePosition } from './use-page-position.ts';
import type { ActivityPosition } from '../../hooks/use-activity-position.ts';
import styles from './pdf-viewer.module.css';

interface PdfDocumentViewProps {
  doc: PdfDocument;
  /** The region's name: the document's name. */
  title: string;
  download: ReactNode;
  onFailure(error: unknown): void;
  /** The page the learner was on, opened at, and the page they are on, saved (decision 0076). */
  position?: ActivityPosition | undefined;
}

/** A zoom step button; `to` is the scale it leads to, null at the bound (the button stays focusable, marked disabled). */
function ZoomStep({ label, sign, to, onZoom }: { label: string; sign: string; to: number | null; onZoom(zoom: PdfZoom): void }) {
  return (
    <Button
      variant="secondary"
      className={styles.step}
      aria-label={label}
      title={label}
      aria-disabled={to === null}
      onClick={() => to !== null && onZoom({ kind: 'scale', scale: to })}
    >
      {sign}
    </Button>
  );
}

/**
 * An open PDF: the controls (zoom out, zoom, zoom in, fit width, page count, download) and
 * the pages in a scrolling region that takes the keyboard focus, so arrows and Page Down
 * scroll it. Pages are drawn only near the visible part (use-near-pages.ts).
 */
export function PdfDocumentView({ doc, title, download, onFailure, position }: PdfDocumentViewProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<PdfZoom>({ kind: 'fit' });
  const fitScale = useFitWidthScale(scroller, doc.firstPage.width);
  const scale = scaleOf(zoom, fitScale);
  const near = useNearPages(scroller, doc.pageCount);
  useKeepReadingPosition(scroller, scale);
  usePagePosition(scroller, doc.pageCount, scale, position);

  const percent = t.number(scale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar} role="group" aria-label={t.t('pdf.controls')}>
        <span className={styles.zoomControls}>
          <ZoomStep label={t.t('pdf.zoomOut')} sign="−" to={canZoomOut(scale) ? zoomedOut(scale) : null} onZoom={setZoom} />
          <output className={styles.zoom}>{t.t('pdf.zoomLevel', { percent })}</output>
          <ZoomStep label={t.t('pdf.zoomIn')} sign="+" to={canZoomIn(scale) ? zoomedIn(scale) : null} onZoom={setZoom} />
        </span>
        <Button variant="secondary" aria-pressed={zoom.kind === 'fit'} onClick={() => setZoom({ kind: 'fit' })}>
          {t.t('pdf.fitWidth')}
        </Button>
        <span className={styles.about}>
          <span className={styles.count}>{t.t('pdf.pageCount', { count: doc.pageCount })}</span>
          {download}
        </span>
      </div>
      <div ref={scroller} className={styles.scroller} role="region" aria-label={t.t('pdf.frameTitle', { name: title })} tabIndex={0}>
        {Array.from({ length: doc.pageCount }, (_, index) => (
          <PdfPage key={index + 1} doc={doc} pageNumber={index + 1} scale={scale} near={near.has(index + 1)} onFailure={onFailure} />
        ))}
      </div>
    </div>
  );
}

/** The scale at which a page fills the region's width, following the region's size. */
function useFitWidthScale(scroller: RefObject<HTMLElement | null>, pageWidth: number): number {
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setAvailable(element.clientWidth - parseFloat(style.paddingInlineStart || '0') - parseFloat(style.paddingInlineEnd || '0'));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);
  return fitWidthScale(available, pageWidth);
}

/** On a zoom, the same part of the document stays in view (the scroll position scales with it). */
function useKeepReadingPosition(scroller: RefObject<HTMLElement | null>, scale: number) {
  const previous = useRef(scale);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && previous.current !== scale) element.scrollTop = element.scrollTop * (scale / previous.current);
    previous.current = scale;
  }, [scroller, scale]);
}
