import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** doc 1 §2: title, description, optional button and optional image. */
export function EmptyState({
  title,
  description,
  action,
  image,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  image?: string;
}) {
  return (
    <section className={styles.empty} aria-label={title}>
      {image ? <img src={image} alt="" className={styles.image} /> : null}
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
