import { DOMParser, type Element } from '@xmldom/xmldom';

/** A manifest that breaks a rule: `file:line <element>: reason`. */
export class ManifestProblems {
  readonly messages: string[] = [];
  constructor(readonly file: string) {}

  add(element: Element | null, reason: string): void {
    this.messages.push(`${this.file}${element ? `:${lineOf(element)} ${describe(element)}` : ''}: ${reason}`);
  }
}

function lineOf(element: Element): string {
  return String((element as unknown as { lineNumber?: number }).lineNumber ?? '?');
}

/** `<item identifier="intro">`, the element as its author would search for it. */
export function describe(element: Element): string {
  const id = element.getAttribute('identifier') ?? element.getAttribute('id');
  return `<${element.tagName}${id ? ` ${element.hasAttribute('identifier') ? 'identifier' : 'id'}="${id}"` : ''}>`;
}

/**
 * Parses a manifest with a namespace-aware parser. A DOCTYPE is refused before parsing:
 * no SCORM or cmi5 manifest needs one, and entity declarations are how XXE and
 * billion-laughs attacks come in (xmldom fetches nothing, but nothing is expanded either).
 */
export function parseXml(bytes: Buffer, problems: ManifestProblems): Element | null {
  const text = decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    problems.add(null, 'a DOCTYPE or entity declaration is not allowed in a manifest (external entities are never read)');
    return null;
  }
  let problem: string | undefined;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        problem ??= message;
        throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    const root = doc.documentElement;
    if (!root) throw new Error('no root element');
    return root as Element;
  } catch (error) {
    const reason = (problem ?? (error as Error).message).replace(/\s+/g, ' ').trim();
    problems.add(null, `not well-formed XML (${reason})`);
    return null;
  }
}

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

export const ELEMENT_NODE = 1;

/** Child elements in one of the namespaces with one of the local names. */
export function childrenOf(parent: Element, namespaces: readonly (string | null)[], ...names: string[]): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const el = node as Element;
    if (namespaces.includes(el.namespaceURI ?? null) && names.includes(el.localName ?? '')) out.push(el);
  }
  return out;
}

export function firstChild(parent: Element, namespaces: readonly (string | null)[], name: string): Element | undefined {
  return childrenOf(parent, namespaces, name)[0];
}

/** Text content, trimmed; undefined when the element is absent or empty. */
export function textOf(element: Element | undefined): string | undefined {
  const text = element?.textContent?.trim();
  return text ? text : undefined;
}

/** An attribute in one of the namespaces (null: no namespace) under one of the names. */
export function attributeOf(element: Element, namespaces: readonly (string | null)[], ...names: string[]): string | undefined {
  for (const ns of namespaces) {
    for (const name of names) {
      const value = ns === null ? (element.hasAttribute(name) ? element.getAttribute(name) : null) : element.getAttributeNS(ns, name);
      if (value !== null && value !== undefined && !(ns !== null && !element.hasAttributeNS(ns, name))) return value.trim();
    }
  }
  return undefined;
}

export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
