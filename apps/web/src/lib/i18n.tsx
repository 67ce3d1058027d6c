import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import sourceCatalogUrl from '@lp/i18n/catalogs/en-US.json?url';
import {
  createSourcedTranslator,
  isSupportedLocale,
  negotiateLocale,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  textDirection,
  type Catalog,
  type SourceCatalog,
  type Translator,
} from '@lp/i18n';
import { LOCALE_COOKIE } from '@lp/contract/paths';
import { knownTimeZone } from '@lp/domain';
import { setApiLocale } from './api-client.ts';

// Catalogs other than the source are fetched only when chosen.
const loaders = import.meta.glob<Catalog>(
  [
    '../../../../packages/i18n/catalogs/*.json',
    '!../../../../packages/i18n/catalogs/en-US.json',
    '!../../../../packages/i18n/catalogs/*.descriptions.json',
  ],
  { import: 'default' },
);
const STORAGE_KEY = 'lp.locale';

/** The chosen locale's catalog; {} for en-US (and the pseudo-locale), which need none; null when it failed to load. */
async function loadCatalog(locale: string): Promise<Catalog | null> {
  const loader = loaders[`../../../../packages/i18n/catalogs/${locale}.json`];
  if (!loader) return {};
  return loader().catch((error: unknown) => {
    console.warn(`the ${locale} catalog could not be loaded; the page is shown in ${SOURCE_LOCALE}`, error);
    return null;
  });
}

export function initialLocale(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === PSEUDO_LOCALE || isSupportedLocale(stored)) {
    rememberForServer(stored);
    return stored;
  }
  return negotiateLocale(navigator.languages.join(','));
}

/** The server draws the next page in the chosen language too (decision 0043): it reads the choice from a cookie. */
function rememberForServer(locale: string) {
  const cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`;
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

export function applyDocumentLocale(locale: string) {
  const root = document.documentElement;
  const lang = locale === PSEUDO_LOCALE ? 'en' : locale;
  const dir = textDirection(locale);
  // Written only when they change: even the same value makes the browser work out every
  // element's style again (a whole-page task of 18 ms, ×4 on a phone, as a page the server drew is taken over).
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
  setApiLocale(locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale);
}

const bundledSourceCatalog = () => import('@lp/i18n/catalogs/en-US.json').then((m) => m.default as SourceCatalog);

let source: Promise<SourceCatalog> | undefined;
/**
 * The en-US source catalog, fetched once as a hashed, cacheable JSON asset. If that fails it
 * comes from its script chunk instead; if both fail the page still starts (doc 1 §8: a
 * locale file's failure is swallowed), with a translated catalog's messages or the message
 * ids, and the next language change or visit asks again.
 */
function loadSourceCatalog(): Promise<SourceCatalog> {
  source ??= (
    import.meta.env.MODE === 'test'
      ? bundledSourceCatalog()
      : fetch(sourceCatalogUrl)
          .then((r) => {
            if (!r.ok) throw new Error(`HTTP ${r.status}`);
            return r.json() as Promise<SourceCatalog>;
          })
          .catch(bundledSourceCatalog)
  ).catch((error: unknown) => {
    console.warn('the en-US catalog could not be loaded', error);
    source = undefined;
    return {} as SourceCatalog;
  });
  return source;
}

/**
 * doc 1 §8: a locale file that fails to load is swallowed — the page is in en-US (its words,
 * and its lang and direction, so nothing reads English as Arabic); the choice is kept, so
 * the next visit or choosing the language again tries once more.
 */
export async function prepareTranslator(locale: string, timeZone?: string): Promise<Translator> {
  const [catalog, sourceCatalog] = await Promise.all([loadCatalog(locale), loadSourceCatalog()]);
  const shown = catalog ? locale : SOURCE_LOCALE;
  applyDocumentLocale(shown);
  return createSourcedTranslator(shown, catalog ?? {}, sourceCatalog, timeZone);
}

interface I18nValue {
  translator: Translator;
  setLocale(locale: string): Promise<void>;
  setTimeZone(timeZone: string | undefined): Promise<void>;
}
const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  initial,
  initialTimeZone,
  children,
}: {
  initial: Translator;
  initialTimeZone?: string | undefined;
  children: ReactNode;
}) {
  const [translator, setTranslator] = useState(initial);
  // The learner's zone (users/me timezone) every date is shown in; the browser's until it is known
  // (or the one the server drew the page in, until the learner's is known).
  const zone = useRef<string | undefined>(initialTimeZone);
  const locale = useRef(initial.locale);
  const setLocale = useCallback(async (next: string) => {
    localStorage.setItem(STORAGE_KEY, next);
    rememberForServer(next);
    locale.current = next;
    setTranslator(await prepareTranslator(next, zone.current));
  }, []);
  const setTimeZone = useCallback(async (next: string | undefined) => {
    if (zone.current === next) return;
    zone.current = next;
    setTranslator(await prepareTranslator(locale.current, next));
  }, []);
  const value = useMemo(() => ({ translator, setLocale, setTimeZone }), [translator, setLocale, setTimeZone]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('I18nProvider is missing');
  return value;
}

/** The translator of the current language: `t('area.component.key', values)`. */
export const useT = () => useI18n().translator;
export const useSetLocale = () => useI18n().setLocale;

/**
 * Shows every date in `timeZone` (the signed-in learner's, doc 2 §9), following it when
 * the profile changes it; a zone the browser does not know leaves the browser's.
 */
export function useFollowTimeZone(timeZone: string | null | undefined) {
  const { setTimeZone } = useI18n();
  const usable = knownTimeZone(timeZone);
  useEffect(() => {
    void setTimeZone(usable);
  }, [setTimeZone, usable]);
}
