import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { linkedInAddToProfileUrl, openBadgeHref } from '../lib/open-badge-links.ts';
import type { CertificateForPreview } from './certificate-preview.tsx';
import styles from './certificates.module.css';

/**
 * Issue 13: the learner's own certificate as a signed Open Badges 3.0 credential (a .jwt
 * file the server signs) and LinkedIn's "Add to profile" link, in a new tab. A revoked
 * certificate offers neither: the server refuses to sign it (decision 0023).
 */
export function CertificateBadgeActions({ certificate }: { certificate: CertificateForPreview }) {
  const t = useT();
  const organization = useRuntimeConfig().theme.name;
  if (certificate.revokedAt) return null;
  return (
    <div className={styles.links}>
      <a href={openBadgeHref(certificate.id)} download={`certificate-${certificate.certificateNumber}.jwt`}>
        {t.t('certificates.openBadge.download')}
      </a>
      <a href={linkedInAddToProfileUrl(certificate, organization)} target="_blank" rel="noreferrer noopener">
        {t.t('certificates.openBadge.linkedIn')}
      </a>
    </div>
  );
}
