import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

async function loadCatalog(locale: string): Promise<Catalog> {
  const loader = loaders[`../../../../packages/i18n/catalogs/${locale}.json`];
  if (!loader) return {};
  // doc 1 §8: a locale file that fails to load is swallowed; en-US fills in.
  return loader().catch(() => ({}));
}

export function initialLocale(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === PSEUDO_LOCALE || isSupportedLocale(stored)) return stored;
  return negotiateLocale(navigator.languages.join(','));
}

function applyDocumentLocale(locale: string) {
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
  document.documentElement.dir = textDirection(locale);
  setApiLocale(locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale);
}

let source: Promise<SourceCatalog> | undefined;
/** The en-US source catalog, fetched once as a hashed, cacheable JSON asset. */
function loadSourceCatalog(): Promise<SourceCatalog> {
  source ??=
    import.meta.env.MODE === 'test'
      ? import('../../../../packages/i18n/catalogs/en-US.json').then((m) => m.default as SourceCatalog)
      : fetch(sourceCatalogUrl).then((r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          return r.json() as Promise<SourceCatalog>;
        });
  return source;
}

export async function prepareTranslator(locale: string, timeZone?: string): Promise<Translator> {
  applyDocumentLocale(locale);
  const [catalog, sourceCatalog] = await Promise.all([loadCatalog(locale), loadSourceCatalog()]);
  return createSourcedTranslator(locale, catalog, sourceCatalog, timeZone);
}

interface I18nValue {
  translator: Translator;
  setLocale(locale: string): Promise<void>;
}
const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ initial, children }: { initial: Translator; children: ReactNode }) {
  const [translator, setTranslator] = useState(initial);
  const setLocale = useCallback(async (locale: string) => {
    localStorage.setItem(STORAGE_KEY, locale);
    setTranslator(await prepareTranslator(locale));
  }, []);
  const value = useMemo(() => ({ translator, setLocale }), [translator, setLocale]);
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
