import { useId, useState, type FormEvent } from 'react';
import type { CredentialCheck } from '@lp/contract/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useVerifyCredential } from '../api/verify-credential.ts';
import styles from './certificate-wallet.module.css';

/**
 * Issue 13: anyone pastes an Open Badges credential (the .jwt file's contents) and learns
 * whether this site signed it, unchanged and unexpired, and what it certifies. The answer
 * is announced (role=status) and takes the focus, so the learner hears it at once.
 */
export function VerifyCredentialForm() {
  const t = useT();
  const ids = { title: useId(), field: useId(), hint: useId() };
  const [credential, setCredential] = useState('');
  const check = useVerifyCredential();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (credential.trim()) check.run(credential.trim());
  };
  return (
    <section className={styles.verify} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t.t('certificates.verify.title')}</h2>
      <form onSubmit={submit} className={styles.verifyForm}>
        <label htmlFor={ids.field}>{t.t('certificates.verify.label')}</label>
        <p id={ids.hint} className={styles.hint}>
          {t.t('certificates.verify.hint')}
        </p>
        <textarea
          id={ids.field}
          aria-describedby={ids.hint}
          dir="ltr"
          rows={5}
          required
          spellCheck={false}
          value={credential}
          onChange={(e) => setCredential(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={check.isPending}>
            {t.t('certificates.verify.submit')}
          </Button>
        </div>
      </form>
      <div role="status" className={styles.verdict}>
        {check.isError ? (
          <p tabIndex={-1} ref={focus}>
            {t.t('certificates.verify.error')}
          </p>
        ) : null}
        {check.data ? <Verdict key={check.submittedAt} check={check.data} /> : null}
      </div>
    </section>
  );
}

const focus = (node: HTMLElement | null) => node?.focus();
/** User content inside a sentence keeps its own direction (FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function Verdict({ check }: { check: CredentialCheck }) {
  const t = useT();
  const certificate = check.certificate;
  if (check.valid && certificate) {
    return (
      <p tabIndex={-1} ref={focus} className={styles.valid}>
        {t.t('certificates.verify.valid', {
          name: isolate(certificate.name),
          course: isolate(certificate.objectiveName),
          holder: isolate(certificate.holderName),
          date: formatDate(t, certificate.issued),
        })}
      </p>
    );
  }
  const expiry = certificate?.expirationDate;
  const revoked = certificate?.revokedAt;
  const reason =
    check.reason === 'expired'
      ? t.t('certificates.verify.reason.expired', { date: expiry ? formatDate(t, expiry) : '' })
      : check.reason === 'revoked'
        ? t.t('certificates.verify.reason.revoked', { date: revoked ? formatDate(t, revoked) : '' })
        : t.t(`certificates.verify.reason.${check.reason ?? 'malformed'}`);
  return (
    <p tabIndex={-1} ref={focus} className={styles.invalid}>
      {t.t('certificates.verify.invalid', { reason })}
    </p>
  );
}
