import { useRef, type IframeHTMLAttributes, type Ref } from 'react';
import { LAZY_IFRAME_MARGIN_PX } from '@lp/domain';
import { useInView } from '../../../lib/use-in-view.ts';
import styles from './players.module.css';

type LazyFrameProps = IframeHTMLAttributes<HTMLIFrameElement> & { title: string; ref?: Ref<HTMLIFrameElement> };

/** An iframe created only once it comes within 100px of the viewport (doc 2 §9 lazy-loaded iframes). */
export function LazyFrame({ title, className, ref, ...props }: LazyFrameProps) {
  const holder = useRef<HTMLDivElement>(null);
  const visible = useInView(holder, LAZY_IFRAME_MARGIN_PX);
  return (
    <div ref={holder} className={[styles.frameHolder, className].filter(Boolean).join(' ')}>
      {visible ? <iframe ref={ref} title={title} className={styles.iframe} {...props} /> : null}
    </div>
  );
}
