import { getResultStatus, getScoreDisplay, knownTimeZone } from '@lp/domain';
import { textDirection } from '@lp/i18n';
import type { Tenant } from '../../../plugins/tenant.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import type { CertificateForFile } from './certificate-file-repository.ts';
import type { CertificateContent } from './certificate-layout.ts';
import { readCertificateLogo } from './certificate-logo.ts';

const DEFAULT_COLOUR = '#1f4e79';
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * What the certificate says, in the holder's language and time zone, by the rules of the
 * certificate view (doc 1 §3 preview labels): completion date (the result's finish, else
 * the issue), expiry, score and grade unless the course withholds them (decision 0011:
 * "Result: not shown" instead), the number, and the public page to verify it.
 */
export function certificateContent(
  certificate: CertificateForFile,
  holder: { locale: string; timezone: string | null },
  tenant: Pick<Tenant, 'settings'>,
  verifyUrl: string,
  now: Date,
): CertificateContent {
  const t = translatorFor(holder.locale, knownTimeZone(holder.timezone));
  const date = (iso: string) => t.date(iso, { dateStyle: 'long' });
  const record = certificate.objectiveRecord;
  const hidden = record !== null && getResultStatus(record) === 'hidden';
  const score = record && !hidden ? getScoreDisplay(record) : null;
  const expiry = certificate.expirationDate;
  const facts: CertificateContent['facts'] = [
    { label: t.t('certificates.completionDate'), value: date(record?.finished ?? certificate.created) },
    {
      label: t.t('certificates.expiry'),
      value: expiry
        ? t.t(new Date(expiry) < now ? 'certificates.expiredOn' : 'certificates.validUntil', { date: date(expiry) })
        : t.t('certificates.noExpiry'),
    },
  ];
  if (hidden) facts.push({ label: t.t('certificates.result'), value: t.t('certificates.resultHidden') });
  if (score)
    facts.push({ label: t.t('certificates.score'), value: t.number(score.percent / 100, { style: 'percent', maximumFractionDigits: 0 }) });
  if (!hidden && record?.grade) facts.push({ label: t.t('certificates.grade'), value: record.grade });
  const { theme } = tenant.settings;
  const code = certificate.objectiveCode ? ` (${certificate.objectiveCode})` : '';
  return {
    direction: textDirection(t.locale),
    brand: theme.name,
    logo: readCertificateLogo(theme.logoUrl),
    colour: theme.primaryColor && HEX_COLOUR.test(theme.primaryColor) ? theme.primaryColor : DEFAULT_COLOUR,
    title: certificate.certificateTemplate?.name ?? t.t('certificates.defaultName'),
    studentLabel: t.t('certificates.student'),
    student: certificate.holderName ?? '',
    courseLabel: t.t('certificates.courseName'),
    course: `${certificate.objectiveName ?? ''}${code}`,
    facts,
    numberLine: t.t('certificates.file.number', { number: certificate.certificateNumber }),
    verifyLabel: t.t('certificates.file.verify'),
    verifyUrl,
  };
}
