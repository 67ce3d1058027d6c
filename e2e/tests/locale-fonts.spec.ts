import { readFileSync } from 'node:fs';
import { expect, mainHeading, signInTo, storage, test } from '../fixtures.ts';

// Issue 16 item 1: every script has a font (apps/web/src/styles/global.css names them; .ci/run
// installs Debian's fonts-noto-core and fonts-noto-cjk). Chromium says which fonts it drew a
// node's text with (DevTools protocol, CSS.getPlatformFontsForNode): without the package the
// heading falls back to boxes drawn by another font and the test fails. Japanese and
// traditional Chinese also prove the page's language picks its own CJK fonts.
const fontFor = {
  'ja-JP': 'Noto Sans CJK JP',
  'zh-TW': 'Noto Sans CJK TC',
  'th-TH': 'Noto Sans Thai',
  'my-MM': 'Noto Sans Myanmar',
  'ta-IN': 'Noto Sans Tamil',
  'ar-AR': 'Noto Sans Arabic',
  'hi-IN': 'Noto Sans Devanagari',
} as const;

type PlatformFont = { familyName: string; glyphCount: number };

for (const [locale, family] of Object.entries(fontFor)) {
  test(`${locale}: the page heading is translated and drawn with ${family}`, async ({ page }) => {
    const catalog = JSON.parse(readFileSync(new URL(`../../packages/i18n/catalogs/${locale}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storage.locale, locale]);
    await signInTo(page, '/learn/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(mainHeading(page)).toHaveText(catalog['myCourses.title']!);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
    // The script's font draws the heading; another may draw only its spaces (tofu would be drawn by another).
    const title = catalog['myCourses.title']!;
    const glyphsOf = (list: PlatformFont[]) => list.reduce((n, f) => n + f.glyphCount, 0);
    expect(
      fonts.map((f) => f.familyName),
      JSON.stringify(fonts),
    ).toContain(family);
    expect(glyphsOf(fonts.filter((f) => f.familyName !== family)), JSON.stringify(fonts)).toBeLessThanOrEqual(
      title.match(/\s/g)?.length ?? 0,
    );
  });
}
