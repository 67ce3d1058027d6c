import { useId, type ReactNode } from 'react';
import styles from './error-page.module.css';

interface ErrorPageProps {
  code?: number | undefined;
  title: string;
  text?: string | undefined;
  action?: ReactNode;
  /** 2 where the page keeps its own heading above it (an activity that is not found inside the course's content). */
  headingLevel?: 1 | 2;
}

/** The generic error page: a code, a title, a text and one primary button (doc 1 §2, §8). */
export function ErrorPage({ code, title, text, action, headingLevel = 1 }: ErrorPageProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}
