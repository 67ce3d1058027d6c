/** The mail catcher's pages: the list of received messages and one message with its links. No script. */
import type { StoredMessage } from './mailbox.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-inline-size:60rem;padding:1rem}
table{border-collapse:collapse;inline-size:100%}th,td{text-align:start;padding:.4rem;border-block-end:1px solid #ccc}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{inline-size:100%;block-size:32rem;border:1px solid #ccc}a{color:#0b57d0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – Mail catcher</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function listPage(messages: StoredMessage[], dir: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(m.receivedAt)}</td><td><bdi>${escape(m.to)}</bdi></td><td><a href="/messages/${escape(m.id)}"><bdi>${escape(m.subject || '(no subject)')}</bdi></a></td></tr>`,
    )
    .join('');
  return page(
    'Inbox',
    `<h1>Mail catcher</h1><p>Every message the portal sent to this SMTP server (kept in <code>${escape(dir)}</code>), newest first.</p>
${messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
  );
}

/**
 * One message as a mail client shows it: the HTML part, when there is one, in a frame that
 * runs no script (its links open in this tab), then the text part with its links made
 * clickable.
 */
export function messagePage(m: StoredMessage): string {
  const text = escape(m.text).replace(/https?:\/\/[^\s"'<>]+/g, (url) => `<a href="${url}">${url}</a>`);
  const html = m.html
    ? `<h2>HTML part</h2><iframe title="HTML part" sandbox="allow-top-navigation-by-user-activation" srcdoc="${escape(`<base target="_top">${m.html}`)}"></iframe><h2>Text part</h2>`
    : '';
  return page(
    m.subject,
    `<p><a href="/">Inbox</a></p><h1><bdi>${escape(m.subject)}</bdi></h1>
<dl><dt>From</dt><dd><bdi>${escape(m.from)}</bdi></dd><dt>To</dt><dd><bdi>${escape(m.to)}</bdi></dd><dt>Received</dt><dd>${escape(m.receivedAt)}</dd></dl>
${html}<pre dir="auto">${text}</pre><p><a href="/messages/${escape(m.id)}.eml">Raw message (.eml)</a></p>`,
  );
}
