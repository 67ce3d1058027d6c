import type { ReactNode } from 'react';
import styles from './error-page.module.css';

/** The generic error page: a code, a title, a text and one primary button (doc 1 §2, §8). */
export function ErrorPage({ code, title, text, action }: { code?: number; title: string; text?: string; action?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      {code ? <p className={styles.code} aria-hidden="true">{code}</p> : null}
      <h1 id="error-title" className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}
