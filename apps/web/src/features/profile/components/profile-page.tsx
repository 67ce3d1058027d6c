import type { CurrentUser } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import { MyProfilePanel } from './my-profile-panel.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { TimeZonePanel } from './time-zone-panel.tsx';

/** doc 1 §2 /profile, doc 2 §2: tabs My Profile and Preferred time zone. */
export function ProfilePage({ user }: { user: CurrentUser }) {
  const t = useT();
  const timeZone = user.timezone ?? undefined;
  return (
    <>
      <h1>{t.t('profile.title')}</h1>
      <ProfileTabs
        label={t.t('profile.title')}
        tabs={[
          { id: 'my-profile', label: t.t('profile.tabs.myProfile'), panel: <MyProfilePanel user={user} timeZone={timeZone} /> },
          { id: 'time-zone', label: t.t('profile.tabs.timeZone'), panel: <TimeZonePanel current={user.timezone} /> },
        ]}
      />
    </>
  );
}
