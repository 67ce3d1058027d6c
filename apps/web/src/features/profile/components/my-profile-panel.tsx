import type { CurrentUser } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { useUserUnits } from '../api/get-user-units.ts';
import { timeZoneName } from '../lib/time-zones.ts';
import { CurrentTime } from './current-time.tsx';
import styles from './profile.module.css';

/** doc 2 §2 tab My Profile: email, name, primary unit and the units, the privacy policy when configured, the current time. */
export function MyProfilePanel({ user, timeZone }: { user: CurrentUser; timeZone: string | undefined }) {
  const t = useT();
  const { privacyPolicyUrl } = useRuntimeConfig();
  const units = useUserUnits();
  const primary = units.data?.find((item) => item.membership.isPrimary)?.unit.name ?? user.departmentName;
  const name = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

  return (
    <>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t.t('profile.myProfile.email')}</dt>
          <dd dir="auto">{user.email}</dd>
        </div>
        {name ? (
          <div className={styles.field}>
            <dt>{t.t('profile.myProfile.name')}</dt>
            <dd dir="auto">{name}</dd>
          </div>
        ) : null}
        <div className={styles.field}>
          <dt>{t.t('profile.myProfile.primaryUnit')}</dt>
          <dd dir="auto">{primary ?? t.t('profile.myProfile.noUnit')}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t.t('profile.myProfile.timeZone')}</dt>
          <dd>{timeZone ? <ZoneName id={timeZone} locale={t.locale} /> : t.t('profile.myProfile.browserTimeZone')}</dd>
        </div>
        <CurrentTime timeZone={timeZone} />
      </dl>
      <section aria-labelledby="profile-units" className={styles.units}>
        <h2 id="profile-units">{t.t('profile.myProfile.units')}</h2>
        {units.isPending ? <p>{t.t('shell.loading')}</p> : null}
        {units.isError ? <p role="alert">{t.t('profile.myProfile.unitsFailed')}</p> : null}
        {units.data?.length === 0 ? <p>{t.t('profile.myProfile.noUnits')}</p> : null}
        {units.data?.length ? (
          <ul>
            {units.data.map(({ unit, membership }) => (
              <li key={unit.id}>
                <span dir="auto">{unit.name}</span>
                {membership.isPrimary ? <span className={styles.badge}>{t.t('profile.myProfile.primary')}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {privacyPolicyUrl ? (
        <p>
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t.t('profile.myProfile.privacyPolicy')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The zone in the learner's language, with its IANA id (what the picker searches by) isolated beside it. */
function ZoneName({ id, locale }: { id: string; locale: string }) {
  const name = timeZoneName(id, locale);
  return name && name !== id ? (
    <>
      {name} (<bdi>{id}</bdi>)
    </>
  ) : (
    <bdi>{id}</bdi>
  );
}
