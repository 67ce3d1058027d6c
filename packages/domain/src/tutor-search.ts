/**
 * The AI tutor's retrieval (issue 14, decision 0027): the passages of a course's own
 * content that best answer a learner's question, ranked by BM25 over the activities the
 * learner may open. The caller decides what may be searched (locks, reveal rules); this
 * only splits, tokenises and ranks, the same way on every database and in every language.
 */

/** Limits of a question (a longer or an empty one is refused) and of what the tutor cites. */
export const TUTOR_LIMITS = {
  /** Characters of a question. */
  questionLength: 500,
  /** Passages an answer is written from and cites. */
  passages: 3,
  /** Characters of one passage. */
  passageLength: 600,
} as const;

/** An activity's searchable text: its name and the text of its content (never a result or a grade). */
export interface TutorDocument {
  /** Whatever identifies the activity to the caller (its part id, its path). */
  key: string;
  title: string;
  text: string;
}

export interface TutorPassage {
  key: string;
  title: string;
  text: string;
  score: number;
}

/** BM25's usual parameters (Robertson & Zaragoza): term frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** The title counts as much as this many mentions in the text. */
const TITLE_WEIGHT = 2;

/** Words that say nothing about a topic (English; other languages are ranked on every word, which IDF already weighs down). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its me my of on or our should so that the their them then there ' +
    'these they this to was we what when where which who why will with you your about after before than too very just also any all not no more most'
  ).split(' '),
);

/** A light stemmer: plurals and common English endings, and the Arabic article, so "teams" finds "team" and "الفريق" finds "فريق". */
function stem(word: string): string {
  if (/^\p{Script=Arabic}+$/u.test(word)) return word.length > 4 && word.startsWith('ال') ? word.slice(2) : word;
  if (word.length <= 4) return word;
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(ending) && word.length - ending.length >= 3 && !word.endsWith('ss'))
      return word.slice(0, -ending.length) + replacement;
  }
  return word;
}

/** The words of a text, lower case, compatibility-normalised, stemmed, without stop words. */
export function tokenize(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  return words
    .map((w) => w.replace(/['’].*$/u, ''))
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

/**
 * A document cut into passages of at most `passageLength` characters at paragraph, then
 * sentence boundaries, so a citation quotes a readable piece; a short document is one passage.
 * Paragraphs (a list's items, a heading) stay on lines of their own inside a passage.
 */
export function splitPassages(text: string, passageLength: number = TUTOR_LIMITS.passageLength): string[] {
  const pieces = text
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((p) =>
      (p.length <= passageLength ? [p] : (p.match(/[^.!?؟。]+[.!?؟。]*\s*/gu) ?? [p]).map((s) => s.trim())).map((sentence, i) => ({
        sentence: sentence.length > passageLength ? `${sentence.slice(0, passageLength - 1)}…` : sentence,
        joiner: i === 0 ? '\n' : ' ',
      })),
    );
  const passages: string[] = [];
  let current = '';
  for (const { sentence, joiner } of pieces) {
    if (current && current.length + 1 + sentence.length > passageLength) {
      passages.push(current);
      current = sentence;
    } else current = current ? `${current}${joiner}${sentence}` : sentence;
  }
  if (current) passages.push(current);
  return passages;
}

interface Indexed {
  key: string;
  title: string;
  text: string;
  counts: Map<string, number>;
  length: number;
}

/**
 * The passages that best answer `question`, best first, at most `limit` of them and one
 * per activity (a citation per activity reads better than three pieces of one lesson).
 * Each passage is scored with its activity's title (weighted ×2) and its own text; a
 * passage sharing no word with the question is never returned, nor an activity without text. Deterministic: ties keep
 * the documents' order.
 */
export function rankPassages(documents: readonly TutorDocument[], question: string, limit: number = TUTOR_LIMITS.passages): TutorPassage[] {
  const terms = [...new Set(tokenize(question))];
  if (terms.length === 0 || limit <= 0) return [];
  const indexed: Indexed[] = documents.flatMap((doc) => {
    const titleTokens = tokenize(doc.title);
    // A document with no text (a module, a tool activity) has nothing to quote: it is not cited for its name alone.
    return splitPassages(doc.text).map((text) => {
      const tokens = [...Array.from({ length: TITLE_WEIGHT }, () => titleTokens).flat(), ...tokenize(text)];
      const counts = new Map<string, number>();
      for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
      return { key: doc.key, title: doc.title, text, counts, length: tokens.length };
    });
  });
  if (indexed.length === 0) return [];
  const averageLength = indexed.reduce((sum, p) => sum + p.length, 0) / indexed.length || 1;
  const idf = new Map(
    terms.map((term) => {
      const n = indexed.filter((p) => p.counts.has(term)).length;
      return [term, Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5))];
    }),
  );
  const scored = indexed.map((p, order) => {
    let score = 0;
    for (const term of terms) {
      const f = p.counts.get(term) ?? 0;
      if (f) score += idf.get(term)! * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * p.length) / averageLength)));
    }
    return { p, score, order };
  });
  const best = new Map<string, (typeof scored)[number]>();
  for (const s of scored) {
    if (s.score <= 0) continue;
    const kept = best.get(s.p.key);
    if (!kept || s.score > kept.score) best.set(s.p.key, s);
  }
  return [...best.values()]
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, limit)
    .map(({ p, score }) => ({ key: p.key, title: p.title, text: p.text, score: Math.round(score * 1000) / 1000 }));
}
