import { describe, expect, it } from 'vitest';
import { getFileSizeParts, secondsToMinutes } from './format.ts';

describe('secondsToMinutes (doc 1 §5 minutes rounded up)', () => {
  it.each([
    ['one second is one minute', 1, 1],
    ['exactly a minute is one minute', 60, 1],
    ['a second over a minute is two minutes', 61, 2],
    ['an hour is sixty minutes', 3600, 60],
    ['zero is zero', 0, 0],
    ['a negative duration is zero', -30, 0],
  ])('%s', (_rule, seconds, minutes) => {
    expect(secondsToMinutes(seconds)).toBe(minutes);
  });
});

describe('getFileSizeParts (doc 1 §5 file sizes)', () => {
  it.each([
    ['bytes have no decimals', 512, { value: 512, unit: 'B', fractionDigits: 0 }],
    ['1023 bytes stay bytes', 1023, { value: 1023, unit: 'B', fractionDigits: 0 }],
    ['1024 bytes are 1.00 KB', 1024, { value: 1, unit: 'KB', fractionDigits: 2 }],
    ['kilobytes keep two decimals', 1536, { value: 1.5, unit: 'KB', fractionDigits: 2 }],
    ['a value rounding to 1024 moves to the next unit', 1048575, { value: 1, unit: 'MB', fractionDigits: 2 }],
    ['megabytes', 5.25 * 1024 ** 2, { value: 5.25, unit: 'MB', fractionDigits: 2 }],
    ['gigabytes round to two decimals', 1.234567 * 1024 ** 3, { value: 1.23, unit: 'GB', fractionDigits: 2 }],
    ['terabytes are the largest unit', 2048 * 1024 ** 4, { value: 2048, unit: 'TB', fractionDigits: 2 }],
    ['zero is 0 B', 0, { value: 0, unit: 'B', fractionDigits: 0 }],
  ])('%s', (_rule, bytes, expected) => {
    expect(getFileSizeParts(bytes)).toEqual(expected);
  });
});
