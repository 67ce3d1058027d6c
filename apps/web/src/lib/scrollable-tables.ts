/** Marks a box that scrolls a wide table sideways (styled in styles/global.css). */
export const TABLE_SCROLL_ATTRIBUTE = 'data-table-scroll';

/**
 * Puts each table of the authors' HTML in a box of its own that scrolls sideways, so a wide
 * table never makes the page scroll (WCAG 1.4.10). The box is focusable, for a keyboard to
 * scroll it, and named by the table's caption, else by `label`.
 */
export function withScrollableTables(html: string, label: string): string {
  if (!/<table/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll('table')) {
    if (table.parentElement?.hasAttribute(TABLE_SCROLL_ATTRIBUTE)) continue;
    const box = document.createElement('div');
    box.setAttribute(TABLE_SCROLL_ATTRIBUTE, '');
    box.setAttribute('role', 'group');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', table.caption?.textContent?.trim() || label);
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}
