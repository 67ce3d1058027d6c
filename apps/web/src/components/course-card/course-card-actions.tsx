import { Fragment, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { splitCardActions } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-card.module.css';

export interface CardAction {
  key: string;
  node: ReactNode;
}

/**
 * doc 1 §9 "Actions limit on cards: default 2": the first actions on the card, the rest in a
 * "More actions" disclosure below them (a native details element: no script to load, and
 * inside the card, which clips what would overflow it). Escape closes it, back on its button.
 */
export function CourseCardActions({ titleId, actions }: { titleId: string; actions: readonly CardAction[] }) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  if (actions.length === 0) return null;
  const { shown, more } = splitCardActions(actions);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <div className={styles.actions}>
      {shown.map((a) => (
        <Fragment key={a.key}>{a.node}</Fragment>
      ))}
      {more.length > 0 ? (
        <details ref={menu} className={styles.more} onKeyDown={onKeyDown}>
          <summary aria-describedby={titleId}>{t.t('courseCard.moreActions')}</summary>
          <ul>
            {more.map((a) => (
              <li key={a.key}>{a.node}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
