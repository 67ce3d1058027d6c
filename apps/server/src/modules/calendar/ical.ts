/**
 * A small iCalendar writer (RFC 5545): the feed needs VCALENDAR, VEVENT and VALARM with
 * text, UTC date-times and durations, which is less code than a library's API. What the
 * RFC asks of every line is here: TEXT escaping (§3.3.11), CRLF line ends and folding at
 * 75 octets without cutting a UTF-8 character (§3.1).
 */
export type IcalValue = string | { raw: string };
export interface IcalProperty {
  name: string;
  /** Parameters as `NAME=value` (quoted when they hold `:`, `;` or `,`). */
  params?: Record<string, string>;
  value: IcalValue;
}
export interface IcalComponent {
  name: string;
  properties: IcalProperty[];
  components?: IcalComponent[];
}

/** TEXT (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** DATE-TIME in UTC (§3.3.5 form 2): 20261124T093000Z. */
export const utcDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** UTF-8 length of one code point. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A content line folded at 75 octets: the next part starts with one space (§3.1). */
export function foldLine(line: string): string {
  // Most lines are short ASCII: 25 characters cannot reach 75 octets, and a plain ASCII line is its length.
  if (line.length <= 25 || (line.length <= 75 && Buffer.byteLength(line) <= 75)) return line;
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0)!);
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (used + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const paramValue = (value: string) => (/[:;,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

function propertyLine({ name, params, value }: IcalProperty): string {
  const paramText = Object.entries(params ?? {})
    .map(([key, v]) => `;${key}=${paramValue(v)}`)
    .join('');
  return foldLine(`${name}${paramText}:${typeof value === 'string' ? escapeText(value) : value.raw}`);
}

function componentLines(component: IcalComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(propertyLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The document: every line ended by CRLF. */
export const writeIcal = (calendar: IcalComponent) => `${componentLines(calendar).join('\r\n')}\r\n`;
