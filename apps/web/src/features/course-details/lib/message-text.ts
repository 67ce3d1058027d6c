const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, tr';

/**
 * An announcement's body as plain text. The messages call sends the body as stored, which
 * may be HTML and is not sanitised, so it is never put into the page as markup: it is
 * parsed in an inert document (no scripts run, nothing loads) and read as text, with a
 * line break after each block.
 */
export function messageText(body: string): string {
  if (!/[<&]/.test(body)) return body;
  const doc = new DOMParser().parseFromString(body, 'text/html');
  doc.querySelectorAll('script, style, template').forEach((element) => element.remove());
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll(BLOCKS).forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
