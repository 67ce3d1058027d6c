import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from authors, cleaned on the way in (import) and again on the way out, so a
 * bad row can never reach a browser: no script, no style tags or attributes, no event
 * handlers, no javascript: links (doc 2 §5 content html rules). Scripts that the
 * tenant's media-block-scripts flag allows run only inside a sandboxed frame, which the
 * content player builds — never from this HTML.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'section',
    'article',
    'aside',
    'details',
    'summary',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'lang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['lang', 'dir', 'id', 'class'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withoutOpener(attribs) }),
  },
};

/**
 * A link with any target — `_blank`, a named window, in any case — may open a new browsing
 * context that could reach back through `window.opener` and navigate the portal's tab
 * (reverse tabnabbing, security issue 9 item 8). Such a link always carries
 * `noopener noreferrer`, keeps its author's other rel tokens, and loses `opener`.
 */
function withoutOpener(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (!('target' in attribs)) return attribs;
  const kept = (attribs.rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token && token !== 'opener');
  return { ...attribs, rel: [...new Set([...kept, 'noopener', 'noreferrer'])].join(' ') };
}

export function sanitizeRichText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', options);
}
