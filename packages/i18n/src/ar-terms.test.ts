/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Messages } from './catalog-check.ts';

// Issue 16: in ar-AR each product term has one name, the one glossary/ar-AR.json fixes, and a
// message takes it from what its English means (a "score" message says الدرجة, a "grade"
// message التقدير, a "result" message النتيجة). Arabic inflects, so each rule matches the
// word's stem; the glossary's own word must match it too, so the two cannot drift apart.
const read = (path: string): Messages => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Messages;
const english = read('../catalogs/en-US.json');
const arabic = read('../catalogs/ar-AR.json');
const glossary = read('../glossary/ar-AR.json');

interface TermRule {
  /** The English that names the term, matched without the message's {arguments}. */
  readonly en: RegExp;
  /** The stem of the glossary's Arabic word, which such a message must contain. */
  readonly ar: RegExp;
  /** Other words once used for the same term. */
  readonly not?: RegExp;
}

// \p{M}* lets a stem match with or without its short vowels (يُرسَل, أُرسلت).
const rules: Record<string, TermRule> = {
  grade: { en: /\bgrade\b/i, ar: /التقدير/, not: /درج|نتيج|نتائج/ },
  score: { en: /\bscores?\b/i, ar: /درج/, not: /نتيج|نتائج|تقدير/ },
  result: { en: /\bresults?\b/i, ar: /نتيج|نتائج/, not: /درج|تقدير/ },
  'due date': { en: /(?<!\bis )\bdue\b/i, ar: /تاريخ الاستحقاق/ },
  retake: { en: /\bretake\b/i, ar: /من جديد/, not: /إعادة المحاولة|أعد/ },
  revealed: { en: /\breveal(ed|ing)?\b|\bnot shown\b|\bwill be shown\b/i, ar: /كشف/, not: /إظهار|عرض/ },
  instructor: { en: /\binstructors?\b/i, ar: /مدرّب/, not: /مدرّس|معلّم/ },
  enrol: { en: /\benrol/i, ar: /تسجيل|التسجيل/, not: /التحاق|انضمام/ },
  learner: { en: /\blearners?\b/i, ar: /متعلّم/, not: /متعلم/ },
  'in progress': { en: /\bin progress\b/i, ar: /قيد التقدّم/ },
  progress: { en: /\bprogress\b/i, ar: /تقدّم/ },
  submit: { en: /\bsubmit(ted|ting)?\b|\bhanded in\b/i, ar: /ر\p{M}*س\p{M}*ا?ل/u, not: /تسليم|يُسلَّم/ },
  course: { en: /\bcourses?\b/i, ar: /دور/, not: /مقرر|كورس/ },
  activity: { en: /\bactivit(y|ies)\b/i, ar: /نشاط|أنشطة/ },
  attempt: { en: /\battempts?\b/i, ar: /محاول/ },
  certificate: { en: /\bcertificates?\b/i, ar: /شهاد/ },
  credential: { en: /\bcredential\b/i, ar: /شارة/ },
  exam: { en: /\bexams?\b/i, ar: /اختبار/ },
  proctored: { en: /\bproctor/i, ar: /مراقب/ },
  team: { en: /\bteams?\b/i, ar: /فريق|الفرق/ },
  tool: { en: /\btools?\b/i, ar: /أدا|أدو/ },
  calendar: { en: /\bcalendar\b/i, ar: /تقويم/ },
  'calendar address': { en: /\bcalendar address\b/i, ar: /عنوان (ال)?تقويم/ },
  catalog: { en: /\bcatalog\b/i, ar: /كتالوج/ },
  'open catalog': { en: /\bpublic catalog\b/i, ar: /الكتالوج العام/ },
  'My courses': { en: /\bmy courses\b/i, ar: /دوراتي/ },
  dashboard: { en: /\bdashboard\b/i, ar: /لوحة المعلومات/ },
  mandatory: { en: /\bmandatory\b/i, ar: /إلزامي/ },
  optional: { en: /\boptional\b/i, ar: /اختياري/ },
  'not started': { en: /\bnot started\b/i, ar: /لم [تي]بد/ },
  announcement: { en: /\bannouncements?\b/i, ar: /إعلان/ },
  chat: { en: /\bchat\b/i, ar: /محادث/ },
  feedback: { en: /\bfeedback\b/i, ar: /ملاحظات/ },
  'knowledge check': { en: /\bknowledge check\b/i, ar: /اختبار المعرفة/ },
  'sign in': { en: /\bsign(ed)?[- ]ins?\b|\blog in\b/i, ar: /تسجيل (ال)?دخول|مسجّل الدخول/ },
  'table of contents': { en: /\bcourse contents\b/i, ar: /محتويات الدورة/ },
  'AI tutor': { en: /\btutor\b/i, ar: /معلّم/ },
  collection: { en: /\bcollections?\b/i, ar: /مجموع/ },
};

const withoutArguments = (message: string): string => message.replace(/\{[\w]+\}/g, '');
const messagesNaming = (rule: TermRule): [string, string][] =>
  Object.entries(english)
    .filter(([, message]) => rule.en.test(withoutArguments(message)))
    .map(([key]) => [key, arabic[key] ?? '']);

describe('ar-AR names each product term with its glossary word', () => {
  it.each(Object.entries(rules))('%s: the glossary word has the stem the messages are checked for', (term, rule) => {
    expect(glossary[term]).toMatch(rule.ar);
  });

  it.each(Object.entries(rules))('%s: every message whose English names it uses that word and no other', (_term, rule) => {
    const messages = messagesNaming(rule);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter(([, message]) => !rule.ar.test(message) || rule.not?.test(message)).map(([key]) => key)).toEqual([]);
  });

  it('no message keeps a word the glossary replaced', () => {
    // Words that mean nothing else in the catalog, so they are refused in every message.
    const replaced = /مدرّس|التحاق|متعلم|موعد التسليم|موعد الاستحقاق|إظهار النتائج|أعد الدورة|قيد التقدم|تسليم|يُسلَّم/;
    expect(
      Object.entries(arabic)
        .filter(([, message]) => replaced.test(message))
        .map(([key]) => key),
    ).toEqual([]);
  });
});
