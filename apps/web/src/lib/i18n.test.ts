import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale } from './i18n.tsx';

/** The attributes written on <html> while `run` runs. */
function writtenAttributes(run: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true });
  run();
  const written = observer.takeRecords().map((record) => record.attributeName ?? '');
  observer.disconnect();
  return written;
}

describe("the page's language and direction", () => {
  afterEach(() => {
    document.documentElement.lang = 'en-US';
    document.documentElement.dir = 'ltr';
  });

  it('are set on <html> when the language changes', () => {
    document.documentElement.lang = 'en-US';
    document.documentElement.dir = 'ltr';
    expect(writtenAttributes(() => applyDocumentLocale('ar-AR')).sort()).toEqual(['dir', 'lang']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar-AR', 'rtl']);
  });

  // Writing the same value still makes the browser work out every element's style again: a
  // whole-page task as the app takes over the page the server drew in that language.
  it('are not written again when the page already has them', () => {
    document.documentElement.lang = 'ar-AR';
    document.documentElement.dir = 'rtl';
    expect(writtenAttributes(() => applyDocumentLocale('ar-AR'))).toEqual([]);
    document.documentElement.lang = 'de-DE';
    document.documentElement.dir = 'ltr';
    expect(writtenAttributes(() => applyDocumentLocale('fr-FR'))).toEqual(['lang']);
  });
});
