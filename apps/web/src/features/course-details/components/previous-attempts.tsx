import { useId, useState } from 'react';
import { getTablePage, TABLE_PAGE_SIZE } from '@lp/domain';
import type { RecordSummary } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import { useObjectiveRecords } from '../api/get-objective-records.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { ResultBadge } from './result-badge.tsx';
import { ScoreText } from '../../../components/score-text.tsx';
import { TablePager } from '../../../components/ui/table-pager.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import styles from './details.module.css';

/**
 * doc 2 §2 previous attempts: the course's earlier results, newest first (the last one is
 * the result shown above). Withheld grades come without a score, and show none here.
 * Many retakes page the table (doc 1 §9 data grid); the call answers every result at once.
 */
export function PreviousAttempts({ aggregateId, lastRecordId }: { aggregateId: string; lastRecordId: string | undefined }) {
  const t = useT();
  const headingId = useId();
  const records = useObjectiveRecords(aggregateId, Boolean(lastRecordId));
  const [wanted, setWanted] = useState(1);
  const previous: RecordSummary[] = (records.data ?? []).filter((r) => r.id !== lastRecordId);
  if (previous.length === 0) return null;
  const page = getTablePage(wanted, previous.length);
  const title = t.t('courseDetails.previousAttempts.title');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <TableScroll labelledBy={headingId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.t('courseDetails.completed')}</th>
              <th scope="col">{t.t('courseDetails.result')}</th>
              <th scope="col">{t.t('courseDetails.score')}</th>
            </tr>
          </thead>
          <tbody>
            {previous.slice(page.skip, page.skip + TABLE_PAGE_SIZE).map((record) => (
              <tr key={record.id}>
                <td>{record.finished ? <time dateTime={record.finished}>{formatDateTime(t, record.finished)}</time> : '—'}</td>
                <td>
                  <ResultBadge record={record} />
                  {record.imported ? <span className={styles.note}>{t.t('courseDetails.previousAttempts.imported')}</span> : null}
                </td>
                <td>
                  <ScoreText record={record} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TablePager page={page} label={title} onPage={setWanted} />
    </section>
  );
}
