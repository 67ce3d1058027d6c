import { useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isAllowedPdfUrl } from '@lp/domain';
import { ImageGallery, type GalleryImage } from '../../../components/ui/image-gallery.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { withScrollableTables } from '../../../lib/scrollable-tables.ts';
import { ContentHeadingLevel, nestHeadings } from '../../../lib/heading-level.ts';
import styles from './players.module.css';

const isPdfLink = (anchor: HTMLAnchorElement) =>
  anchor.type === 'application/pdf' || /\.pdf$/i.test(new URL(anchor.href, window.location.href).pathname);

/**
 * Sanitised rich HTML (the server removed scripts and style tags, doc 2 §5). Its images open
 * the full-screen gallery, by click or by Enter / Space (they are made focusable buttons);
 * a PDF link is followed only to this site or the storage host, other targets are blocked
 * with a console warning.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const t = useT();
  const { storageHost } = useRuntimeConfig();
  const root = useRef<HTMLDivElement>(null);
  const under = useContext(ContentHeadingLevel);
  const nested = useMemo(() => withScrollableTables(nestHeadings(html, under), t.t('richText.table')), [html, under, t]);
  const [gallery, setGallery] = useState<{ images: GalleryImage[]; index: number } | null>(null);

  useEffect(() => {
    for (const img of root.current?.querySelectorAll('img') ?? []) {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', t.t('players.openImage', { alt: img.alt, hasAlt: img.alt ? 'yes' : 'no' }));
    }
  }, [html, t]);

  const openImage = (img: HTMLImageElement) => {
    const all = [...(root.current?.querySelectorAll('img') ?? [])];
    setGallery({ images: all.map((i) => ({ src: i.currentSrc || i.src, alt: i.alt })), index: Math.max(0, all.indexOf(img)) });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLImageElement) {
      event.preventDefault();
      openImage(target);
      return;
    }
    const anchor = target.closest('a');
    if (anchor?.href && isPdfLink(anchor) && !isAllowedPdfUrl(anchor.href, window.location.href, storageHost)) {
      event.preventDefault();
      console.warn(`Blocked a PDF link to ${anchor.href}: PDF links may only lead to this site or the file storage (doc 2 §5).`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLImageElement && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      openImage(event.target);
    }
  };

  return (
    <>
      {/* Clicks and keys of the images and links inside are handled here, by delegation. */}
      <div
        ref={root}
        className={[styles.html, className].filter(Boolean).join(' ')}
        onClick={onClick}
        onKeyDown={onKeyDown}
        // The author's text, in its own direction inside either interface direction (issue 16).
        dir="auto"
        dangerouslySetInnerHTML={{ __html: nested }}
      />
      {gallery ? <ImageGallery images={gallery.images} startIndex={gallery.index} onClose={() => setGallery(null)} /> : null}
    </>
  );
}
