/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a text cell that starts with
 * =, +, -, @, a tab or a carriage return would be run as a formula by Excel, LibreOffice
 * and Google Sheets (OWASP "CSV injection"), so it gets a leading apostrophe, which the
 * spreadsheet shows as text. Numbers pass as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV document with CRLF line ends (RFC 4180), led by a byte-order mark so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
