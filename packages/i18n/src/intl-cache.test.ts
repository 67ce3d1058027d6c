import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache.ts';
import { formatMessage } from './format.ts';
import { sourceCatalog } from './source-catalog.ts';
import { createSourcedTranslator } from './translator.ts';

describe('Intl formatters made once', () => {
  it('shares one formatter per locale, options and zone, and never mixes them', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { style: 'percent' }).format(0.5)).toBe('50\u00a0%');
    const berlin = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Berlin' });
    const tokyo = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    expect(berlin).toBe(dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Berlin' }));
    const noon = new Date('2026-06-01T12:00:00Z');
    expect([berlin.format(noon), tokyo.format(noon)]).toEqual(['2:00 PM', '9:00 PM']);
    expect(pluralRules('ar-AR', 'cardinal').select(2)).toBe('two');
    expect(pluralRules('en-US', 'ordinal').select(2)).toBe('two');
    expect(pluralRules('en-US', 'cardinal').select(2)).toBe('other');
  });

  it('keeps two learners’ zones apart in their messages and dates', () => {
    const when = new Date('2026-01-15T12:00:00Z');
    const at = (timeZone: string) => formatMessage('At {when, time, short}', { when }, { locale: 'en-US', timeZone });
    expect([at('Europe/Berlin'), at('America/New_York'), at('Europe/Berlin')]).toEqual(['At 1:00 PM', 'At 7:00 AM', 'At 1:00 PM']);
    const date = (timeZone: string) => createSourcedTranslator('en-US', {}, sourceCatalog, timeZone).date(when, { hour: 'numeric' });
    expect([date('Europe/Berlin'), date('America/New_York')]).toEqual(['1 PM', '7 AM']);
  });
});
