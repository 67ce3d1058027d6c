/** A small XML writer for the manifests: elements as data, escaped text and attributes, two-space indentation. */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  /** Child elements, or the element's text. */
  children?: (XmlElement | undefined | false)[] | string;
}

export const el = (name: string, attrs: XmlElement['attrs'] = {}, children: XmlElement['children'] = []): XmlElement => ({
  name,
  attrs,
  children,
});

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

function render(node: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  const children = node.children ?? [];
  if (typeof children === 'string') return `${pad}<${node.name}${attrs}>${escape(children)}</${node.name}>`;
  const kids = children.filter((c): c is XmlElement => Boolean(c));
  if (!kids.length) return `${pad}<${node.name}${attrs}/>`;
  return `${pad}<${node.name}${attrs}>\n${kids.map((k) => render(k, depth + 1)).join('\n')}\n${pad}</${node.name}>`;
}

/** The document, with its XML declaration and a final newline. */
export const xmlDocument = (root: XmlElement) => `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
