import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales.ts';
import { XLIFF_NAMESPACE, XLIFF_VERSION } from './xliff.ts';

export interface XliffUnit {
  id: string;
  /** The unit's source text: its segments (and ignorables) joined in order. */
  source: string;
  /** The translation, absent while any segment is untranslated (no target, or state initial). */
  target?: string;
  /** Why the target cannot be taken as it is, e.g. inline codes the catalogs cannot hold. */
  problem?: string;
}

export interface XliffDocument {
  locale: Locale;
  units: XliffUnit[];
}

/** A file refused whole: not XML, not XLIFF 2.0, or not from en-US into a supported locale. */
export class XliffFileError extends Error {}

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

export function readXliff(text: string): XliffDocument {
  const root = parseXml(text).documentElement;
  if (!root || root.localName !== 'xliff' || root.namespaceURI !== XLIFF_NAMESPACE) {
    throw new XliffFileError(`is not an XLIFF 2 document (root element <xliff> in ${XLIFF_NAMESPACE})`);
  }
  const version = root.getAttribute('version');
  if (version !== XLIFF_VERSION) throw new XliffFileError(`is XLIFF version ${version ?? '(none)'}, not ${XLIFF_VERSION}`);
  const srcLang = root.getAttribute('srcLang') ?? '';
  if (canonicalLocale(srcLang) !== SOURCE_LOCALE) throw new XliffFileError(`has srcLang "${srcLang}", not ${SOURCE_LOCALE}`);
  const trgLang = root.getAttribute('trgLang') ?? '';
  const locale = canonicalLocale(trgLang);
  if (!locale || locale === SOURCE_LOCALE) throw new XliffFileError(`has trgLang "${trgLang}", which is not a locale to translate into`);
  return { locale, units: children(root, 'file').flatMap(unitsOf).map(readUnit) };
}

function parseXml(text: string) {
  let problem: string | undefined;
  try {
    // Warnings stop it too: a tool's file that is not clean XML is not guessed at.
    // xmldom reads no DTD and resolves no external entity.
    return new DOMParser({
      onError: (level, message) => {
        problem ??= `${level}: ${message}`;
        throw new Error(message);
      },
    }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
  } catch (error) {
    throw new XliffFileError(`is not well-formed XML (${problem ?? (error as Error).message})`);
  }
}

/** Language tags are case-insensitive (BCP 47): a tool that writes id-id means id-ID. */
function canonicalLocale(tag: string): Locale | undefined {
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
}

const isXliffElement = (node: Node, names: string[]): node is Element =>
  node.nodeType === ELEMENT && (node as Element).namespaceURI === XLIFF_NAMESPACE && names.includes((node as Element).localName ?? '');
const children = (parent: Element, ...names: string[]): Element[] =>
  Array.from(parent.childNodes).filter((node) => isXliffElement(node, names));

/** Units sit in a <file>, possibly inside nested <group>s. */
const unitsOf = (parent: Element): Element[] => [...children(parent, 'unit'), ...children(parent, 'group').flatMap(unitsOf)];

interface Part {
  source: string;
  target?: string;
  problem?: string;
}

/**
 * A unit's text is its segments and ignorables joined in order: our files say canResegment="no",
 * but a tool that split a message anyway still gives it back whole.
 */
function readUnit(unit: Element): XliffUnit {
  const id = unit.getAttribute('id') ?? '';
  const elements = children(unit, 'segment', 'ignorable');
  const parts = elements.map((part) => (part.localName === 'segment' ? readSegment(part) : readIgnorable(part)));
  const source = parts.map((part) => part.source).join('');
  const translated = elements.some((part) => part.localName === 'segment') && parts.every((part) => part.target !== undefined);
  if (translated) {
    const problem = parts.find((part) => part.problem)?.problem;
    return { id, source, target: parts.map((part) => part.target).join(''), ...(problem ? { problem } : {}) };
  }
  return { id, source };
}

function readSegment(segment: Element): Part {
  const [source] = children(segment, 'source');
  const [target] = children(segment, 'target');
  const sourceText = source ? plainText(source).text : '';
  // A segment whose state is initial is not translated yet, even when a tool copied the source into its target.
  if (!target || segment.getAttribute('state') === 'initial') return { source: sourceText };
  const { text, problem } = plainText(target);
  return { source: sourceText, target: text, ...(problem ? { problem } : {}) };
}

/** Whitespace between segments: without a target it stays as in the source. */
function readIgnorable(ignorable: Element): Part {
  const [source] = children(ignorable, 'source');
  const [target] = children(ignorable, 'target');
  const sourceText = source ? plainText(source).text : '';
  return { source: sourceText, target: target ? plainText(target).text : sourceText };
}

/**
 * The text of a <source> or <target>. Annotations (<mrk>, <sm>, <em>) are transparent; an
 * inline code (<ph>, <pc>, <sc>, <ec>, …) has no place in an ICU message, so it is reported.
 */
function plainText(element: Element): { text: string; problem?: string } {
  let text = '';
  let problem: string | undefined;
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT || child.nodeType === CDATA) text += child.nodeValue ?? '';
      else if (child.nodeType !== ELEMENT) continue;
      else if ((child as Element).localName === 'mrk') walk(child);
      else if (!['sm', 'em'].includes((child as Element).localName ?? ''))
        problem ??= `contains the inline element <${(child as Element).nodeName}>; messages are plain ICU text`;
    }
  };
  walk(element);
  return problem ? { text, problem } : { text };
}
