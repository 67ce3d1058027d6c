import { describe, expect, it } from 'vitest';
import { rankPassages, splitPassages, tokenize, TUTOR_LIMITS } from './tutor-search.ts';

const docs = [
  {
    key: 'outcomes',
    title: 'Manage outcomes, not hours online',
    text: 'Agree what done looks like and when. Being visible online is not the same as doing the work.',
  },
  { key: 'rhythm', title: 'A weekly rhythm that works', text: 'One team meeting, one one-to-one, and written updates in between.' },
  {
    key: 'proximity',
    title: 'Proximity bias',
    text: 'People we see more get more opportunities. Keep a simple log of who got stretch work and check it each quarter.',
  },
];

describe('tokenize', () => {
  it.each([
    ['How do teams meet?', ['team', 'meet']],
    ['Opportunities', ['opportunity']],
    ['  ', []],
    ['What is the FIRST step?', ['first', 'step']],
    ['ما هو الفريق', ['ما', 'هو', 'فريق']],
  ])('%s', (text, words) => expect(tokenize(text)).toEqual(words));
});

describe('splitPassages', () => {
  it("keeps paragraphs and a list's items on lines of their own, sentences of one paragraph on one line", () => {
    expect(splitPassages('What you do not do\nFight a fire   that spreads.\nUse the lifts. Stop for bags.')).toEqual([
      'What you do not do\nFight a fire that spreads.\nUse the lifts. Stop for bags.',
    ]);
  });

  it('keeps a short text whole and cuts a long one at sentences within the limit', () => {
    expect(splitPassages('One. Two.')).toEqual(['One. Two.']);
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} says something.`).join(' ');
    const pieces = splitPassages(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(TUTOR_LIMITS.passageLength);
    expect(pieces.join(' ')).toBe(long);
  });
});

describe('rankPassages', () => {
  it.each([
    ['How often should the team meet?', 'rhythm'],
    ['Who gets stretch work and opportunities?', 'proximity'],
    ['Is being online the same as working?', 'outcomes'],
  ])('%s → %s', (question, key) => expect(rankPassages(docs, question)[0]?.key).toBe(key));

  it('returns nothing for a question that shares no word with the content', () => {
    expect(rankPassages(docs, 'quantum chromodynamics')).toEqual([]);
    expect(rankPassages(docs, 'the of and')).toEqual([]);
  });

  it('cites each activity once, at most `limit` of them, deterministically', () => {
    const ranked = rankPassages(docs, 'team work online opportunities weekly', 2);
    expect(ranked).toHaveLength(2);
    expect(new Set(ranked.map((r) => r.key)).size).toBe(2);
    expect(rankPassages(docs, 'team work online opportunities weekly', 2)).toEqual(ranked);
  });
});
