import { createContext } from 'react';

/**
 * The level of the heading an activity's content sits under (its title: h2 alone, h3 in a
 * long read). Authors write their own headings from h1 or h2; RichHtml moves them below this
 * level so the page's outline stays true (issue 16, WCAG 1.3.1).
 */
export const ContentHeadingLevel = createContext(2);

/** Re-levels the headings of `html` so the highest is one below `under` (at most h6); the rest keep their distance. */
export function nestHeadings(html: string, under: number): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return html;
  const shift = under + 1 - Math.min(...headings.map(levelOf));
  if (shift <= 0) return html;
  for (const heading of headings) {
    const moved = document.createElement(`h${Math.min(6, levelOf(heading) + shift)}`);
    for (const { name, value } of heading.attributes) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}

const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
