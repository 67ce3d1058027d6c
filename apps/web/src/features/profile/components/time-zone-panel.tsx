import { useEffect, useMemo, useRef, useState } from 'react';
import { isTimeZoneChange } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useSetTimeZone } from '../api/set-time-zone.ts';
import { detectTimeZone, listTimeZones } from '../lib/time-zones.ts';
import { TimeZonePicker } from './time-zone-picker.tsx';
import styles from './profile.module.css';

type Outcome = { kind: 'saved' | 'unchanged' | 'detected'; zone: string } | { kind: 'failed' } | null;

/**
 * doc 2 §2 the preferred time zone: pick or detect a zone and save it; doc 2 §5 the change
 * is sent only when it differs from the stored one.
 */
export function TimeZonePanel({ current }: { current: string | null }) {
  const t = useT();
  const options = useMemo(() => listTimeZones(t.locale), [t.locale]);
  const [selected, setSelected] = useState<string | undefined>(current ?? undefined);
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSetTimeZone();
  const form = useRef<HTMLFormElement>(null);
  const focusZone = useRef<string | null>(null);

  // After "Detect", focus moves to the detected zone's radio once it is in the list.
  useEffect(() => {
    if (!focusZone.current || !form.current) return;
    const radio = [...form.current.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => input.value === focusZone.current,
    );
    focusZone.current = null;
    radio?.focus();
    radio?.scrollIntoView?.({ block: 'nearest' });
  });

  const detect = () => {
    const zone = detectTimeZone();
    if (!zone) return;
    setSearch('');
    setSelected(zone);
    setOutcome({ kind: 'detected', zone });
    focusZone.current = zone;
  };

  const submit = () => {
    if (!selected) return;
    if (!isTimeZoneChange(current, selected)) {
      setOutcome({ kind: 'unchanged', zone: selected });
      return;
    }
    setOutcome(null);
    save.run(selected, {
      onSuccess: (answer) => setOutcome({ kind: 'saved', zone: answer.timezone }),
      onError: () => setOutcome({ kind: 'failed' }),
    });
  };

  return (
    <form
      ref={form}
      className={styles.timeZoneForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>
        {t.t('profile.timeZone.current')} <strong dir="auto">{current ?? t.t('profile.myProfile.browserTimeZone')}</strong>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={detect}>
          {t.t('profile.timeZone.detect')}
        </Button>
      </div>
      <TimeZonePicker options={options} selected={selected} search={search} onSearch={setSearch} onSelect={setSelected} />
      <p className={styles.selected}>
        {t.t('profile.timeZone.selected')} <strong dir="auto">{selected ?? t.t('profile.timeZone.none')}</strong>
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={!selected || save.isPending}>
          {save.isPending ? t.t('profile.timeZone.saving') : t.t('profile.timeZone.save')}
        </Button>
      </div>
      <div role="status" className={styles.outcome}>
        {outcome?.kind === 'saved' ? t.t('profile.timeZone.saved', { zone: outcome.zone }) : null}
        {outcome?.kind === 'unchanged' ? t.t('profile.timeZone.unchanged', { zone: outcome.zone }) : null}
        {outcome?.kind === 'detected' ? t.t('profile.timeZone.detected', { zone: outcome.zone }) : null}
      </div>
      <div role="alert">{outcome?.kind === 'failed' ? t.t('profile.timeZone.failed') : null}</div>
    </form>
  );
}
