import { Parser } from 'htmlparser2';

/**
 * SVG images from an import, cleaned before they are stored (security issue 9, item 1):
 * what is kept is a static picture — shapes, text, gradients, filters, styles — and
 * nothing that runs, links or loads: no script, foreignObject, links or animations, no
 * event-handler attributes, no references outside the file (only `#id` and embedded
 * raster images), no processing instructions, doctype or entities. This is the second
 * lock: the file routes never let a browser run an SVG anyway (file-headers.ts).
 * An allow-list over htmlparser2's XML events, our own writer escaping every text and
 * value: sanitize-html passes `<style>` text through unescaped, which a CDATA section
 * could use to close the element. docs/decisions/0012-stored-files-never-run.md.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'image',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Dropped but their children kept: a link around shapes still draws the shapes. */
const UNWRAPPED = new Set(['a']);

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

/** Plain attribute names, and the two prefixed ones SVG uses; `on…` handlers never. */
const ATTRIBUTE_NAME = /^(?:[A-Za-z][\w.-]*|xlink:href|xml:space|xml:lang)$/;
const EVENT_HANDLER = /^on/i;
const LOCAL_REFERENCE = /^#[\w.:-]*$/;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[\w+/=\s]*$/i;

/**
 * CSS (style attributes and elements) may name a fragment of this file (`url(#g)`) and
 * nothing else: no other url(), no @import, no escapes that could spell either.
 */
const loadsSomething = (css: string) =>
  /\\|@import|url\s*\(\s*(?!['"]?\s*#)/i.test(css) || /(?:java|vb)script\s*:/i.test(css.replace(/[\s\u0000-\u001f]/g, ''));

function keptAttribute(element: string, name: string, value: string): boolean {
  if (Object.hasOwn(NAMESPACES, name)) return NAMESPACES[name] === value;
  if (!ATTRIBUTE_NAME.test(name) || EVENT_HANDLER.test(name)) return false;
  // Compared in lower case although XML is not: a reader that is less strict must not find a link either.
  const lower = name.toLowerCase();
  if (lower === 'href' || lower === 'xlink:href')
    return LOCAL_REFERENCE.test(value) || (element === 'image' && EMBEDDED_RASTER.test(value));
  return !loadsSomething(value);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The sanitised SVG, or null when the text has no `<svg>` root to keep. */
export function sanitizeSvg(source: string): string | null {
  let out = '';
  let rootSeen = false;
  // One entry per open element: how it was written ('kept', 'unwrapped'), or 'dropped' with its subtree.
  const open: ('kept' | 'unwrapped' | 'dropped')[] = [];
  const dropping = () => open.includes('dropped');
  const inStyle: boolean[] = [];
  // A style element's text comes in pieces (split at entities and CDATA): checked whole, at its end.
  let styleText = '';
  // A kept start tag is finished by its first content (`>`) or by its end (`/>`), so an empty element stays `<rect/>`.
  let startTagOpen = false;
  const write = (text: string) => {
    if (startTagOpen) out += '>';
    startTagOpen = false;
    out += text;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const root = open.length === 0;
        if (dropping() || inStyle.at(-1) || (root && (name !== 'svg' || rootSeen))) return void open.push('dropped');
        if (UNWRAPPED.has(name) && !root) return void open.push('unwrapped');
        if (!ELEMENTS.has(name)) return void open.push('dropped');
        rootSeen = true;
        // The root always names the SVG namespace (a file without it would be no image at all).
        write(root ? `<svg xmlns="${NAMESPACES.xmlns}"` : `<${name}`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute !== 'xmlns' && keptAttribute(name, attribute, value)) out += ` ${attribute}="${escapeValue(value)}"`;
        }
        startTagOpen = true;
        open.push('kept');
        inStyle.push(name === 'style');
      },
      ontext(text) {
        if (open.length === 0 || dropping()) return;
        if (inStyle.at(-1)) styleText += text;
        else write(escapeText(text));
      },
      onclosetag(name) {
        const how = open.pop();
        if (how !== 'kept') return;
        if (inStyle.pop()) {
          if (!loadsSomething(styleText)) write(escapeText(styleText));
          styleText = '';
        }
        if (startTagOpen) out += '/>';
        else out += `</${name}>`;
        startTagOpen = false;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(source);
  return rootSeen ? out : null;
}
