import type { ReactNode } from 'react';
import { TABLE_SCROLL_ATTRIBUTE } from '../../lib/scrollable-tables.ts';

/**
 * A table's own sideways scroll (WCAG 1.4.10): a table wider than a phone scrolls inside
 * this box, never the page. The box takes the focus so a keyboard can scroll it, and is
 * named by the table's heading or caption (a group, not a landmark: the heading's section
 * already is one).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div {...{ [TABLE_SCROLL_ATTRIBUTE]: '' }} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
