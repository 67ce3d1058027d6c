import { describe, expect, it } from 'vitest';
import { withScrollableTables } from './scrollable-tables.ts';

const boxes = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('[data-table-scroll]')];
};

describe("a table in the authors' text scrolls in a box of its own", () => {
  it('wraps each table in a focusable group named by its caption', () => {
    const html = withScrollableTables('<p>Rota</p><table><caption> Inspection rota </caption><tr><td>A</td></tr></table>', 'Table');
    const [box] = boxes(html);
    expect(box?.getAttribute('role')).toBe('group');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('aria-label')).toBe('Inspection rota');
    expect(box?.querySelector('table td')?.textContent).toBe('A');
    expect(html.startsWith('<p>Rota</p>')).toBe(true);
  });

  it('names a table without a caption by the label given', () => {
    const html = withScrollableTables('<table><tr><td>A</td></tr></table><table><tr><td>B</td></tr></table>', 'Table');
    expect(boxes(html).map((box) => box.getAttribute('aria-label'))).toEqual(['Table', 'Table']);
  });

  it('leaves HTML without tables as it is, and does not wrap a table twice', () => {
    expect(withScrollableTables('<p>No tables</p>', 'Table')).toBe('<p>No tables</p>');
    const once = withScrollableTables('<table><tr><td>A</td></tr></table>', 'Table');
    expect(withScrollableTables(once, 'Table')).toBe(once);
  });
});
