const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * What the learner typed, as the HTML a message carries: the text escaped (so `<b>` is
 * shown as written, never read as markup), a paragraph per blank-line block, a line break
 * per line.
 */
export function questionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
