import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeIcal } from './ical.ts';

describe('the iCalendar writer (RFC 5545)', () => {
  it('escapes text values (§3.3.11)', () => {
    expect(escapeText('Due; quiz, part 1\\2\nnext line')).toBe('Due\\; quiz\\, part 1\\\\2\\nnext line');
  });

  it('writes UTC date-times (§3.3.5)', () => {
    expect(utcDateTime(new Date('2026-11-24T09:30:05.123Z'))).toBe('20261124T093005Z');
  });

  it('folds lines at 75 octets without cutting a character, and unfolds back to the same line (§3.1)', () => {
    const line = `SUMMARY:${'تاريخ الاستحقاق: '.repeat(12)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF', () => {
    const text = writeIcal({
      name: 'VCALENDAR',
      properties: [{ name: 'VERSION', value: { raw: '2.0' } }],
      components: [{ name: 'VEVENT', properties: [{ name: 'UID', value: 'a' }] }],
    });
    expect(text).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
  });
});
