/**
 * A small ICU MessageFormat formatter: arguments, number, date, time, plural (with
 * `#` and `=n`), selectordinal and select, with apostrophe quoting. It covers what our
 * catalogs use at a fraction of the weight of a full implementation (the first page
 * of the app has a byte budget).
 */
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache.ts';

type Node =
  | string
  | { kind: 'arg'; name: string; format?: 'number' | 'date' | 'time'; style?: string }
  | { kind: 'plural' | 'selectordinal' | 'select'; name: string; offset: number; options: Record<string, Node[]> }
  | { kind: 'pound' };

export type MessageValues = Record<string, string | number | Date | null | undefined>;

const cache = new Map<string, Node[]>();

export function parseMessage(pattern: string): Node[] {
  let ast = cache.get(pattern);
  if (!ast) {
    ast = new Parser(pattern).parse(false);
    cache.set(pattern, ast);
  }
  return ast;
}

// Plain fields rather than parameter properties, so Node can run this file by stripping types (scripts/check-catalogs.mjs).
class Parser {
  private i = 0;
  private readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  parse(inPlural: boolean, depth = 0): Node[] {
    const out: Node[] = [];
    let text = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (c === "'") {
        const next = this.s[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          text += this.quoted();
        } else {
          text += c;
          this.i++;
        }
      } else if (c === '{') {
        if (text) {
          out.push(text);
          text = '';
        }
        out.push(this.argument(depth));
      } else if (c === '}') {
        if (depth === 0) throw new Error(`Unbalanced } at ${this.i} in "${this.s}"`);
        break;
      } else if (c === '#' && inPlural) {
        if (text) {
          out.push(text);
          text = '';
        }
        out.push({ kind: 'pound' });
        this.i++;
      } else {
        text += c;
        this.i++;
      }
    }
    if (text) out.push(text);
    return out;
  }

  /** ICU quoting: '{…}' is literal up to the next lone apostrophe, and '' inside it is one apostrophe (John''s). An unclosed quote runs to the end. */
  private quoted(): string {
    let text = '';
    this.i++;
    while (this.i < this.s.length) {
      if (this.s[this.i] === "'") {
        if (this.s[this.i + 1] !== "'") {
          this.i++;
          return text;
        }
        this.i++;
      }
      text += this.s[this.i++];
    }
    return text;
  }

  private word(): string {
    this.space();
    const m = /^[^\s,{}]+/.exec(this.s.slice(this.i));
    if (!m) throw new Error(`Expected a name at ${this.i} in "${this.s}"`);
    this.i += m[0].length;
    return m[0];
  }

  private space() {
    while (/\s/.test(this.s[this.i] ?? '')) this.i++;
  }

  private expect(ch: string) {
    this.space();
    if (this.s[this.i] !== ch) throw new Error(`Expected "${ch}" at ${this.i} in "${this.s}"`);
    this.i++;
  }

  private argument(depth: number): Node {
    this.expect('{');
    const name = this.word();
    this.space();
    if (this.s[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    this.space();
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      this.expect(',');
      let offset = 0;
      const options: Record<string, Node[]> = {};
      for (;;) {
        this.space();
        if (this.s[this.i] === '}') break;
        const key = this.word();
        if (key.startsWith('offset:')) {
          // ICU allows a space after the colon ("offset: 1").
          offset = Number(key.length > 7 ? key.slice(7) : this.word());
          if (!Number.isInteger(offset)) throw new Error(`Bad offset in "${this.s}"`);
          continue;
        }
        this.expect('{');
        options[key] = this.parse(type !== 'select', depth + 1);
        this.expect('}');
      }
      this.i++;
      if (!options.other) throw new Error(`Missing "other" in "${this.s}"`);
      return { kind: type, name, offset, options };
    }
    let style: string | undefined;
    if (this.s[this.i] === ',') {
      this.i++;
      style = this.word();
    }
    this.expect('}');
    if (type !== 'number' && type !== 'date' && type !== 'time') throw new Error(`Unknown type "${type}" in "${this.s}"`);
    return { kind: 'arg', name, format: type, ...(style ? { style } : {}) };
  }
}

type BranchKind = 'plural' | 'selectordinal' | 'select';
/**
 * What a catalog check compares across locales: the argument names (including those that
 * drive plural and select), sorted, and the branch keys of each plural/selectordinal/select.
 */
export function messageSyntax(pattern: string): { names: string[]; branches: { kind: BranchKind; keys: string[] }[] } {
  const names = new Set<string>();
  const branches: { kind: BranchKind; keys: string[] }[] = [];
  const walk = (nodes: Node[]): void =>
    nodes.forEach((node) => {
      if (typeof node === 'string' || node.kind === 'pound') return;
      names.add(node.name);
      if (node.kind === 'arg') return;
      branches.push({ kind: node.kind, keys: Object.keys(node.options) });
      Object.values(node.options).forEach(walk);
    });
  walk(parseMessage(pattern));
  return { names: [...names].sort(), branches };
}

const dateStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  // doc 2 §9: long weekday, year, month, day, 12-hour time.
  dateTime: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
};

const timeStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  medium: { timeStyle: 'medium' },
  long: { timeStyle: 'long' },
  full: { timeStyle: 'full' },
};

export interface FormatOptions {
  /** A BCP 47 tag as Intl takes it (see intlLocale). */
  locale: string;
  timeZone?: string | undefined;
  /**
   * Wraps each text argument in first-strong isolates (U+2068 … U+2069), so a name written
   * in the other direction keeps its punctuation in place inside the sentence (issue 16;
   * the same as Fluent's isolating). Set for right-to-left interfaces.
   */
  isolate?: boolean | undefined;
}

export function formatMessage(pattern: string, values: MessageValues = {}, options: FormatOptions): string {
  return render(parseMessage(pattern), values, options, undefined);
}

function render(nodes: Node[], values: MessageValues, o: FormatOptions, pound: number | undefined): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.kind === 'pound') out += pound === undefined ? '#' : numberFormat(o.locale).format(pound);
    else if (node.kind === 'arg') out += formatArg(values[node.name], node.format, node.style, o);
    else if (node.kind === 'select') {
      const key = String(values[node.name] ?? 'other');
      out += render(node.options[key] ?? node.options.other!, values, o, pound);
    } else {
      const n = Number(values[node.name] ?? 0);
      const exact = node.options[`=${n}`];
      const rule = pluralRules(o.locale, node.kind === 'plural' ? 'cardinal' : 'ordinal').select(n - node.offset);
      out += render(exact ?? node.options[rule] ?? node.options.other!, values, o, n - node.offset);
    }
  }
  return out;
}

function formatArg(value: MessageValues[string], format: string | undefined, style: string | undefined, o: FormatOptions) {
  if (value === null || value === undefined) return '';
  if (format === 'number') {
    const opts: Intl.NumberFormatOptions =
      style === 'percent' ? { style: 'percent', maximumFractionDigits: 0 } : style === 'integer' ? { maximumFractionDigits: 0 } : {};
    return numberFormat(o.locale, opts).format(Number(value));
  }
  if (format === 'date' || format === 'time') {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    const opts =
      format === 'time' ? (timeStyles[style ?? 'short'] ?? timeStyles.short) : (dateStyles[style ?? 'medium'] ?? dateStyles.medium);
    return dateTimeFormat(o.locale, { ...opts, ...(o.timeZone ? { timeZone: o.timeZone } : {}) }).format(date);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return numberFormat(o.locale).format(value);
  return o.isolate && value ? `\u2068${value}\u2069` : value;
}
