import { useId } from 'react';
import type { TablePage } from '@lp/domain';
import type { ParticipantView } from '@lp/contract/teams';
import { TablePager } from '../../../components/ui/table-pager.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './team.module.css';

/**
 * doc 2 §3 collaborative team members table: first, middle and last name, email, primary
 * unit. Each value is the user's own text, isolated (bdi) so a Latin name reads right in
 * an Arabic row and the reverse. A large team is paged by the server (doc 1 §9 data grid).
 */
export function TeamMembersTable({
  members,
  page,
  onPage,
}: {
  members: ParticipantView[];
  page: TablePage;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const captionId = useId();
  const cell = (value: string | null) => (value ? <bdi>{value}</bdi> : <span aria-label={t.t('team.members.none')}>—</span>);
  const caption = t.t('team.members.caption');
  return (
    <>
      <TableScroll labelledBy={captionId}>
        <table className={styles.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.t('team.members.firstName')}</th>
              <th scope="col">{t.t('team.members.middleName')}</th>
              <th scope="col">{t.t('team.members.lastName')}</th>
              <th scope="col">{t.t('team.members.email')}</th>
              <th scope="col">{t.t('team.members.primaryUnit')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td>{cell(m.firstName)}</td>
                <td>{cell(m.middleName)}</td>
                <td>{cell(m.lastName)}</td>
                <td>{cell(m.email)}</td>
                <td>{cell(m.primaryUnitName)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TablePager page={page} label={caption} onPage={onPage} />
    </>
  );
}
