import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The Noto faces a certificate is set in, from the Google Fonts TTFs the
 * `@expo-google-fonts/*` packages ship (full fonts with their OpenType tables, which
 * fontkit shapes with; decision 0024). Tried in this order for each character: Noto Sans
 * (Latin, Greek, Cyrillic, Vietnamese and Devanagari), Arabic, Thai, Bengali, Tamil,
 * Myanmar, then CJK: Noto Sans SC first (Chinese, Japanese kana and kanji: Han characters
 * take its Chinese forms), then Noto Sans KR for Hangul.
 */
const FAMILIES = [
  { pkg: '@expo-google-fonts/noto-sans', file: 'NotoSans' },
  { pkg: '@expo-google-fonts/noto-sans-arabic', file: 'NotoSansArabic' },
  { pkg: '@expo-google-fonts/noto-sans-thai', file: 'NotoSansThai' },
  { pkg: '@expo-google-fonts/noto-sans-bengali', file: 'NotoSansBengali' },
  { pkg: '@expo-google-fonts/noto-sans-tamil', file: 'NotoSansTamil' },
  { pkg: '@expo-google-fonts/noto-sans-myanmar', file: 'NotoSansMyanmar' },
  { pkg: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC' },
  { pkg: '@expo-google-fonts/noto-sans-kr', file: 'NotoSansKR' },
] as const;

export type Weight = 'regular' | 'bold';
const WEIGHT_FOLDER: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

/** One face: its key (the PDF embeds each once), its bytes and its fontkit font, read on first use. */
export interface FontFace {
  key: string;
  bytes: Buffer;
  font: Font;
}

const require = createRequire(import.meta.url);
const faces = new Map<string, FontFace>();

function face(family: (typeof FAMILIES)[number], weight: Weight): FontFace {
  const key = `${family.file}-${weight}`;
  let found = faces.get(key);
  if (!found) {
    const folder = WEIGHT_FOLDER[weight];
    const bytes = readFileSync(join(dirname(require.resolve(`${family.pkg}/package.json`)), folder, `${family.file}_${folder}.ttf`));
    const font = create(bytes);
    if (!('layout' in font)) throw new Error(`${key} is a font collection`);
    found = { key, bytes, font };
    faces.set(key, found);
  }
  return found;
}

/** The faces of a weight in the order they are tried; the first is the fallback for a character none has. */
export function facesOf(weight: Weight): readonly FontFace[] {
  return FAMILIES.map((family) => face(family, weight));
}
