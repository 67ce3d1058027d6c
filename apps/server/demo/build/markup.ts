/**
 * Lesson text is written as short markup lines and turned into HTML here, so the
 * content files read like prose:
 *   "## Heading", "### Subheading", "- bullet", "1. step", "> tip",
 *   "![Caption](images/diagram.svg)" (stored file), anything else is a paragraph.
 * Inline: **bold**, *emphasis*.
 */
export function toHtml(lines: readonly string[]): string {
  const out: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined;
  const flush = () => {
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${i}</li>`).join('')}</${list.tag}>`);
    list = undefined;
  };
  for (const line of lines) {
    const bullet = /^- (.*)$/.exec(line);
    const step = /^\d+\. (.*)$/.exec(line);
    if (bullet || step) {
      const tag = bullet ? 'ul' : 'ol';
      if (list?.tag !== tag) flush();
      list ??= { tag, items: [] };
      list.items.push(inline((bullet ?? step)![1]!));
      continue;
    }
    flush();
    const image = /^!\[(.*)\]\((.*)\)$/.exec(line);
    if (image) {
      out.push(`<figure><img src="{{file:${image[2]}}}" alt="${escape(image[1]!)}"><figcaption>${inline(image[1]!)}</figcaption></figure>`);
    } else if (line.startsWith('### ')) out.push(`<h3>${inline(line.slice(4))}</h3>`);
    else if (line.startsWith('## ')) out.push(`<h2>${inline(line.slice(3))}</h2>`);
    else if (line.startsWith('> ')) out.push(`<blockquote><p>${inline(line.slice(2))}</p></blockquote>`);
    else out.push(`<p>${inline(line)}</p>`);
  }
  flush();
  return out.join('\n');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escape(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>');
}
