import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutCertificate, type CertificateContent } from './certificate-layout.ts';
import { renderPdf } from './render-pdf.ts';
import { shapeLine } from './shape-line.ts';

const NAME = 'محمد علي';

const content = (student: string): CertificateContent => ({
  direction: 'rtl',
  brand: 'أكاديمية',
  logo: null,
  colour: '#1f4e79',
  title: 'شهادة',
  studentLabel: 'الطالب',
  student,
  courseLabel: 'الدورة',
  course: 'السلامة (WS-101)',
  facts: [{ label: 'تاريخ الإتمام', value: '12 مارس 2025' }],
  numberLine: 'رقم الشهادة: C-1',
  verifyLabel: 'تحقق',
  verifyUrl: 'https://lms.example/learn/certificate/C-1',
});

describe('shaping a line (issue 13: Arabic right to left with shaped text)', () => {
  it('joins an Arabic name: initial, medial and final forms, not the isolated ones, drawn right to left', () => {
    const line = shapeLine(NAME, 'bold', 'rtl');
    expect(line.runs).toHaveLength(1);
    const { font } = line.runs[0]!.face;
    const shaped = font.layout(line.runs[0]!.text).glyphs;
    const letters = shaped.filter((g) => g.codePoints.length > 0);
    const isolated = (g: (typeof letters)[number]) => font.glyphForCodePoint(g.codePoints[0]!).id;
    // Visual order, leftmost first: the last letter of علي first, the first letter of محمد last.
    expect(letters.map((g) => String.fromCodePoint(g.codePoints[0]!)).join('')).toBe([...NAME].reverse().join(''));
    expect(letters.map((g) => g.name)).toEqual([
      'uni0649.fina',
      'uni0644.medi',
      'uni0639.init',
      'space',
      'uni062F.fina',
      'uni0645.medi',
      'uni062D.medi',
      'uni0645.init',
    ]);
    expect(letters.filter((g) => g.name !== 'space').every((g) => g.id !== isolated(g))).toBe(true);
    // The final yeh is drawn as a dotless yeh with its two dots as a mark, as the font's GSUB asks.
    expect(shaped[0]!.name).toBe('twodotshorizontalbelowar');
  });

  it('orders mixed lines by the bidirectional algorithm: a number inside Arabic stays left to right', () => {
    expect(shapeLine('الدرجة 92', 'regular', 'rtl').runs.map((r) => r.text)).toEqual(['92', 'الدرجة ']);
    expect(shapeLine('Score 92%', 'regular', 'rtl').runs.map((r) => r.text)).toEqual(['Score 92%']);
  });

  // UAX #9 L4: read right to left, "السلامة (WS-101)" shows "(WS-101)" to the left of the word,
  // its brackets facing the code; they were drawn as ")WS-101(".
  it('mirrors brackets in right-to-left text and draws no bidirectional marks', () => {
    const visual = (text: string) => shapeLine(text, 'regular', 'rtl').runs.map((r) => r.text);
    // Runs left to right; fontkit reverses the Arabic run's glyphs itself, so its ")" lands at
    // its left: "(" "WS-101" ")" then the word. Unmirrored it was [")", "WS-101", "السلامة ("].
    expect(visual('السلامة (WS-101)')).toEqual(['(', 'WS-101', 'السلامة )']);
    // In a left-to-right line, brackets stay as written.
    expect(
      shapeLine('Safety (WS-101)', 'regular', 'ltr')
        .runs.map((r) => r.text)
        .join(''),
    ).toBe('Safety (WS-101)');
    // An isolated name (the translator wraps names in FSI … PDI) draws no blank for the marks.
    const isolated = visual('الطالب \u2068Ada Lovelace\u2069');
    expect(isolated.join('')).not.toMatch(/[\u2066-\u2069]/);
    expect(isolated.join('').length).toBe('الطالب Ada Lovelace'.length);
  });

  it('picks the face that has each script', () => {
    const faces = (text: string) => shapeLine(text, 'regular', 'ltr').runs.map((r) => r.face.key);
    expect(faces('Ada राम')).toEqual(['NotoSans-regular']);
    expect(faces('Ada สมชาย')).toEqual(['NotoSans-regular', 'NotoSansThai-regular']);
    expect(faces('Ada 王小明')).toEqual(['NotoSans-regular', 'NotoSansSC-regular']);
    expect(faces('Ada 김민준')).toEqual(['NotoSans-regular', 'NotoSansKR-regular']);
    expect(faces('Ada রবীন্দ্রনাথ')).toEqual(['NotoSans-regular', 'NotoSansBengali-regular']);
    expect(faces('Ada தமிழ்செல்வி')).toEqual(['NotoSans-regular', 'NotoSansTamil-regular']);
    expect(faces('Ada အောင်ဆန်း')).toEqual(['NotoSans-regular', 'NotoSansMyanmar-regular']);
  });

  it.each([
    ['Korean (Hangul)', '김민준', 'bold'],
    ['Japanese', 'さくら 山田', 'regular'],
    ['Bengali', 'রবীন্দ্রনাথ ঠাকুর', 'bold'],
    ['Tamil', 'தமிழ்செல்வி', 'regular'],
    ['Burmese', 'အောင်ဆန်း', 'bold'],
    ['Devanagari', 'राम शर्मा', 'bold'],
    ['Thai', 'สมชาย ใจดี', 'regular'],
  ] as const)('draws a %s name with no missing glyph', (_script, name, weight) => {
    for (const run of shapeLine(name, weight, 'ltr').runs) {
      const glyphs = run.face.font.layout(run.text).glyphs;
      expect(glyphs.length).toBeGreaterThan(0);
      expect(
        glyphs.filter((g) => g.id === 0),
        `${run.face.key}: ${run.text}`,
      ).toEqual([]);
    }
  });

  it('keeps the Arabic name searchable in the PDF: each word reads back in logical order (ToUnicode)', async () => {
    const pdf = await renderPdf(layoutCertificate(content(NAME)), { title: 'شهادة', author: 'أكاديمية', created: new Date(0) });
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    for (const word of NAME.split(' ')) expect(text).toContain(word);
  });
});
