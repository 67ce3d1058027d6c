import { useRef, type IframeHTMLAttributes } from 'react';
import { LAZY_IFRAME_MARGIN_PX } from '@lp/domain';
import { useInView } from '../lib/use-in-view.ts';
import styles from './players.module.css';

/** An iframe created only once it comes within 100px of the viewport (doc 2 §9 lazy-loaded iframes). */
export function LazyFrame({ title, className, ...props }: IframeHTMLAttributes<HTMLIFrameElement> & { title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const visible = useInView(holder, LAZY_IFRAME_MARGIN_PX);
  return (
    <div ref={holder} className={[styles.frameHolder, className].filter(Boolean).join(' ')}>
      {visible ? <iframe title={title} className={styles.iframe} {...props} /> : null}
    </div>
  );
}
