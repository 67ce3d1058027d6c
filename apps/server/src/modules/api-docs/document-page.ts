import type { OpenApiDocument } from '@lp/contract/calls';
import { escapeHtml, FAVICON_LINK } from '../../lib/html.ts';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
};

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem}code,pre{font:13px ui-monospace,monospace}pre{background:#f4f4f4;padding:.5rem;overflow:auto;max-height:24rem}section{border-top:1px solid #ccc;margin-top:1rem}h3 code{font-size:15px}';

/** One call: method, path and summary, then its schemas as the document holds them. */
function operationHtml(path: string, method: string, op: Operation): string {
  const block = (name: string, value: unknown) =>
    value === undefined || (Array.isArray(value) && value.length === 0)
      ? ''
      : `<details><summary>${name}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
  return (
    `<section id="${escapeHtml(`${method}-${path}`)}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(op.summary ?? '')}${op.security?.length === 0 ? ' (public)' : ''}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}` +
    block('parameters', op.parameters) +
    block('requestBody', op.requestBody) +
    block('responses', op.responses) +
    '</section>'
  );
}

/**
 * The OpenAPI document as a page for operators: plain HTML, every call grouped by its
 * tag, its schemas in collapsible blocks. Its words are the document's own (summaries,
 * OpenAPI's field names), so it has no interface text to translate.
 */
export function renderDocumentPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods) as [string, Operation][]) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const groups = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  // The error shape and the recursive tree: referenced from the calls as #/components/schemas/<name>.
  const names = Object.keys(document.components.schemas);
  const shared = names
    .map(
      (name) =>
        `<section id="${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(document.components.schemas[name], null, 2))}</pre></section>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${FAVICON_LINK}` +
    `<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1><p>${escapeHtml(document.info.description)}</p>` +
    `<p><a href="/api/openapi.json">openapi.json</a>${names.map((name) => ` · <a href="#${escapeHtml(name)}">${escapeHtml(name)}</a>`).join('')}</p>${groups}` +
    `<h2>Shared schemas</h2>${shared}</main></body></html>`
  );
}
