import { neededPluralCategories, type Messages } from './catalog-check.ts';
import { messageSyntax } from './format.ts';
import { isRtl, SOURCE_LOCALE } from './locales.ts';
import { XLIFF_FILE_ID, XLIFF_NAMESPACE, XLIFF_VERSION } from './xliff.ts';

export interface XliffExport {
  /** The target locale (trgLang). */
  locale: string;
  /** en-US: one unit per key, in key order. */
  source: Messages;
  descriptions: Messages;
  /** The locale's catalog as it is now; keys it lacks become untranslated segments. */
  translations: Messages;
}

// XML 1.0 cannot carry these at all, not even as character references.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/**
 * Text content: `&`, `<` and `>` escaped, and a carriage return as a reference because XML
 * parsers turn a literal one into a line feed. Quotes, apostrophes, ICU braces and `#` are
 * plain text to XML and stay readable (an ICU quote like '{' is the translator's to keep).
 */
export function escapeXmlText(text: string): string {
  if (NOT_XML.test(text)) throw new Error(`cannot be written to XML (control character): ${JSON.stringify(text)}`);
  return text.replace(/[&<>\r]/g, (c) => ESCAPES[c]!);
}

/** Attribute values also escape quotes, and keep line feeds and tabs that parsers would turn into spaces. */
export function escapeXmlAttribute(value: string): string {
  return escapeXmlText(value).replace(/["'\n\t]/g, (c) => ESCAPES[c]!);
}

export function catalogToXliff({ locale, source, descriptions, translations }: XliffExport): string {
  const attribute = escapeXmlAttribute;
  // canResegment="no": a tool must not split a message into sentences, it is one ICU pattern.
  // xml:space="preserve": a message's spaces and line breaks are part of it.
  const file = `<file id="${XLIFF_FILE_ID}" canResegment="no"${isRtl(locale) ? ' trgDir="rtl"' : ''} xml:space="preserve">`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="${XLIFF_VERSION}" srcLang="${attribute(SOURCE_LOCALE)}" trgLang="${attribute(locale)}">`,
    `  ${file}`,
  ];
  for (const key of Object.keys(source).sort()) {
    const notes = unitNotes(locale, source[key]!, descriptions[key]);
    const target = Object.hasOwn(translations, key) ? translations[key] : undefined;
    lines.push(`    <unit id="${attribute(key)}">`);
    if (notes.length) {
      lines.push(
        '      <notes>',
        ...notes.map(([category, text]) => `        <note category="${category}">${escapeXmlText(text)}</note>`),
        '      </notes>',
      );
    }
    lines.push(`      <segment state="${target === undefined ? 'initial' : 'translated'}">`);
    lines.push(`        <source>${escapeXmlText(source[key]!)}</source>`);
    if (target !== undefined) lines.push(`        <target>${escapeXmlText(target)}</target>`);
    lines.push('      </segment>', '    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}

/**
 * The translator's description, and for a message with a plural or an ordinal the forms this
 * locale needs: the en-US source shows only one and other, Arabic needs six.
 */
function unitNotes(locale: string, source: string, description: string | undefined): [string, string][] {
  const notes: [string, string][] = description?.trim() ? [['description', description]] : [];
  const kinds = new Set(messageSyntax(source).branches.map(({ kind }) => kind));
  for (const kind of ['plural', 'selectordinal'] as const) {
    if (!kinds.has(kind)) continue;
    const forms = neededPluralCategories(locale, kind).join(', ');
    notes.push(['plural-forms', `Each {…, ${kind}, …} here needs these ${locale} forms: ${forms} (exact cases such as =0 may be added).`]);
  }
  return notes;
}
