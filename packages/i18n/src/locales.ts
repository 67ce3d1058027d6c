/**
 * The locales of doc 1 §9, in its order (the one list: the server's settings and import
 * read it here too), and how each is handed to Intl. `ar-AR` is written with the
 * digits 0–9 ("Arabic numerals", doc 1 §1); `-u-nu-latn` makes that explicit because
 * other Arabic regions default to Arabic-Indic digits.
 */
export const SUPPORTED_LOCALES = [
  'ar-AR',
  'bg-BG',
  'bn-BD',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'hi-IN',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'la',
  'ms-MY',
  'my-MM',
  'nb-NO',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sr-Latn-RS',
  'sv-SE',
  'ta-IN',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The catalogs' source language, and the portal's when a tenant sets none (doc 1 §5). */
export const SOURCE_LOCALE: Locale = 'en-US';
/** A pseudo-locale for tests: every message wrapped and accented so untranslated text stands out. */
export const PSEUDO_LOCALE = 'en-XA';

/** Right-to-left locales; Arabic still uses the digits 0–9 (doc 1 §1). */
export const RTL_LOCALES = ['ar-AR'] as const satisfies readonly Locale[];
/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'ar-AR': 'العربية',
  'bg-BG': 'Български',
  'bn-BD': 'বাংলা',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'hi-IN': 'हिन्दी',
  'hu-HU': 'Magyar',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  la: 'Latina',
  'ms-MY': 'Bahasa Melayu',
  'my-MM': 'မြန်မာ',
  'nb-NO': 'Norsk bokmål',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'sr-Latn-RS': 'Srpski',
  'sv-SE': 'Svenska',
  'ta-IN': 'தமிழ்',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export const isSupportedLocale = (value: string | null | undefined): value is Locale =>
  !!value && (SUPPORTED_LOCALES as readonly string[]).includes(value);

export const isRtl = (locale: string) => (RTL_LOCALES as readonly string[]).includes(locale);
export const textDirection = (locale: string): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/** The tag Intl gets: ar-AR with Latin digits; the pseudo-locale formats like en-US. */
export function intlLocale(locale: string): string {
  if (locale === PSEUDO_LOCALE) return 'en-US';
  if (locale.startsWith('ar')) return `${locale}-u-nu-latn`;
  return locale;
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured). */
export function negotiateLocale(header: string | null | undefined, supported: readonly string[] = SUPPORTED_LOCALES): string {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = supported.find((s) => s.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lang = tag.split('-')[0]!.toLowerCase();
    const sameLanguage = supported.find((s) => s.split('-')[0]!.toLowerCase() === lang);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}
