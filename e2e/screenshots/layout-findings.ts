// What a person looking through the locale screenshots hunts for, found by measuring the page
// (issue 16: "none shows clipped or overlapping text"). findLayoutProblems runs inside the
// page (page.evaluate), so it is one self-contained function: no imports, no outer names.

export type LayoutProblem = {
  /**
   * clipped: a box that hides its overflow hides part of its text, or a field its placeholder;
   * spills: text runs out of a box that shows its overflow (over its neighbours); overlap: two
   * texts drawn over each other in the header or a card; page-wider: the page scrolls sideways.
   */
  kind: 'clipped' | 'spills' | 'overlap' | 'page-wider';
  where: string;
  text: string;
};

export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const excerpt = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  // CSS-module classes read "_card_1x2y3": the readable part names the element well enough.
  const describe = (el: Element) => {
    const cls = [...el.classList].map((c) => c.replace(/^_?([A-Za-z][\w-]*?)_[\w-]{4,}$/, '$1'))[0];
    const region = el.closest('header') ? 'header ' : el.closest('article') ? 'card ' : el.closest('nav') ? 'nav ' : '';
    return `${region}${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  // Screen-reader-only text (.visually-hidden: 1 px, clipped on purpose) and what is not drawn.
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('.visually-hidden, [hidden]');
  const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());

  const { scrollWidth } = document.documentElement;
  if (scrollWidth > window.innerWidth + 1)
    problems.push({ kind: 'page-wider', where: `${scrollWidth}px > ${window.innerWidth}px`, text: '' });

  for (const el of document.querySelectorAll('body *')) {
    if (!shown(el) || !el.textContent?.trim()) continue;
    const style = getComputedStyle(el);
    const hides = /hidden|clip/.test(style.overflowX);
    if (hides && el.scrollWidth > el.clientWidth + 1) {
      // Name the text that sticks out rather than the box that cuts it.
      const box = el.getBoundingClientRect();
      const out = [...el.querySelectorAll('*')].find((child) => {
        const r = child.getBoundingClientRect();
        return hasOwnText(child) && shown(child) && (r.right > box.right + 1 || r.left < box.left - 1);
      });
      problems.push({ kind: 'clipped', where: describe(el), text: excerpt((out ?? el).textContent) });
    } else if (!hides && style.display !== 'inline' && hasOwnText(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      problems.push({ kind: 'spills', where: describe(el), text: excerpt(el.textContent) });
    }
  }

  // A placeholder never wraps: one longer than its field is cut at the field's end.
  const context = document.createElement('canvas').getContext('2d')!;
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]:placeholder-shown')) {
    if (!shown(field)) continue;
    const style = getComputedStyle(field);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    if (context.measureText(field.placeholder).width > room + 1)
      problems.push({ kind: 'clipped', where: `${describe(field)} placeholder`, text: excerpt(field.placeholder) });
  }

  // Overlap: every line box of every text in the header and the cards, compared pairwise.
  // Lines of tall scripts (Burmese, Tamil) may touch their neighbours' boxes by their font's
  // ascent and descent; text drawn over text covers at least half a line.
  const roots = document.querySelectorAll('header, main article, main li, main h1');
  const lines: { node: Text; rect: DOMRect }[] = [];
  const seen = new Set<Text>();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (seen.has(node) || !node.textContent!.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      seen.add(node);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) lines.push({ node, rect });
    }
  }
  const reported = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const [a, b] = [lines[i]!, lines[j]!];
      if (a.node === b.node) continue;
      const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (w <= 2 || h <= 0.5 * Math.min(a.rect.height, b.rect.height)) continue;
      const text = `${excerpt(a.node.textContent).slice(0, 28)} ⨯ ${excerpt(b.node.textContent).slice(0, 28)}`;
      if (reported.has(text)) continue;
      reported.add(text);
      problems.push({ kind: 'overlap', where: describe(a.node.parentElement!), text });
    }
  }
  return problems;
}
