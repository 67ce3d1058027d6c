import { useId } from 'react';
import { Link } from 'wouter';
import type { PromoBanner } from '@lp/contract/dashboard';
import { useT } from '../../../lib/i18n.tsx';
import { usePromoBanners } from '../api/dashboard-api.ts';
import styles from './dashboard.module.css';

function BannerLink({ banner }: { banner: PromoBanner }) {
  const t = useT();
  if (!banner.linkUrl) return null;
  const text = banner.linkText ?? t.t('dashboard.banners.more');
  // The tenant's own link text keeps its direction; the default is the interface's.
  const dir = banner.linkText ? 'auto' : undefined;
  // A portal path stays in the app; another address is a plain link.
  return banner.linkUrl.startsWith('/learn') ? (
    <Link href={banner.linkUrl.slice('/learn'.length) || '/'} className={styles.bannerLink} dir={dir}>
      {text}
    </Link>
  ) : (
    <a href={banner.linkUrl} className={styles.bannerLink} rel="noopener noreferrer" dir={dir}>
      {text}
    </a>
  );
}

/** Issue 15 promo banners (a fragment): the tenant's banners for this learner now; nothing when there are none. */
export default function PromoBannersBlock() {
  const t = useT();
  const id = useId();
  const { data } = usePromoBanners();
  if (!data.data.length) return null;
  return (
    <section aria-labelledby={id} className={styles.banners}>
      <h2 id={id} className="visually-hidden">
        {t.t('dashboard.banners.title')}
      </h2>
      <ul className={styles.bannerList}>
        {data.data.map((banner) => (
          <li key={banner.id} className={styles.banner}>
            {banner.imageUrl ? (
              <img src={banner.imageUrl} alt={banner.imageAlt} width={160} height={90} className={styles.bannerImage} />
            ) : null}
            <div className={styles.bannerBody}>
              <h3 className={styles.bannerTitle} dir="auto">
                {banner.title}
              </h3>
              {banner.text ? <p dir="auto">{banner.text}</p> : null}
              <BannerLink banner={banner} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
