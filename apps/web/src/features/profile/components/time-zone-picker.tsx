import { useId, useMemo } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { MessageId } from '@lp/i18n';
import { matchesTimeZone, sameZone, TIME_ZONE_REGIONS, type TimeZoneOption } from '../lib/time-zones.ts';
import styles from './profile.module.css';

interface TimeZonePickerProps {
  options: TimeZoneOption[];
  selected: string | undefined;
  search: string;
  onSearch(search: string): void;
  onSelect(zone: string): void;
}

const regionLabel = (region: string) => `profile.timeZone.region.${region.toLowerCase()}` as MessageId;

/**
 * The zones as one group of radio buttons, in fieldsets by region, filtered by a search
 * box (a filtered list of radios rather than a combobox: every zone is reachable by Tab and
 * arrows with no widget to learn). Place names are IANA's; zone names are the browser's, in the learner's language.
 */
export function TimeZonePicker({ options, selected, search, onSearch, onSelect }: TimeZonePickerProps) {
  const t = useT();
  const ids = { search: useId(), count: useId(), name: useId() };
  const shown = useMemo(() => options.filter((option) => matchesTimeZone(option, search)), [options, search]);
  const regions = TIME_ZONE_REGIONS.map((region) => ({ region, zones: shown.filter((option) => option.region === region) })).filter(
    (group) => group.zones.length,
  );

  return (
    <div className={styles.picker}>
      <label htmlFor={ids.search}>{t.t('profile.timeZone.search')}</label>
      <input
        id={ids.search}
        type="search"
        value={search}
        aria-describedby={ids.count}
        autoComplete="off"
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={ids.count} role="status" className={styles.count}>
        {t.t('profile.timeZone.count', { count: shown.length })}
      </p>
      <div className={styles.zoneList}>
        {regions.map(({ region, zones }) => (
          <fieldset key={region}>
            <legend>{t.t(regionLabel(region))}</legend>
            {zones.map((option) => (
              <label key={option.id} className={styles.zone}>
                <input
                  type="radio"
                  name={ids.name}
                  value={option.id}
                  checked={sameZone(option.id, selected)}
                  onChange={() => onSelect(option.id)}
                />
                <span className={styles.zonePlace}>{option.place}</span>
                <span className={styles.zoneName}>{option.name}</span>
                <span className={styles.zoneOffset} dir="ltr">
                  {option.offset}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
