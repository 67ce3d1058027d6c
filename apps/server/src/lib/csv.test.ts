import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells (RFC 4180, safe in a spreadsheet)', () => {
  it.each([
    ['plain text stays', 'Great course', 'Great course'],
    ['a comma is quoted', 'fast, clear', '"fast, clear"'],
    ['a quote is doubled inside quotes', 'the "Next" button', '"the ""Next"" button"'],
    ['a line break is quoted', 'one\ntwo', '"one\ntwo"'],
    ['a formula is made text', '=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ['a leading plus is made text', '+1 555', "'+1 555"],
    ['a leading minus is made text', '-2+3', "'-2+3"],
    ['a leading at-sign is made text', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab is made text', '\t=1', "'\t=1"],
    ['an empty value is empty', '', ''],
  ])('%s', (_rule, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers and missing values as they are, rows with CRLF and a byte-order mark', () => {
    expect(csvCell(5)).toBe('5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,x\r\n2,\r\n');
  });
});
