import bidiFactory from 'bidi-js';
import { facesOf, type FontFace, type Weight } from './fonts.ts';

/** A piece of a line in one face and one direction, as fontkit (and pdf-lib, which lays out with it) is handed it. */
export interface ShapedRun {
  text: string;
  face: FontFace;
  /** Advance width in ems (multiply by the font size). */
  width: number;
}

/** A line of text in visual order, left to right. */
export interface ShapedLine {
  runs: ShapedRun[];
  width: number;
}

const bidi = bidiFactory();
/** Letters of a right-to-left script: fontkit detects those and reverses the glyphs of their run itself. */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Marks that steer the bidirectional algorithm and have no glyph (isolates, embeddings, LRM/RLM): never drawn. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Characters that belong to no script of their own: kept in the face of their neighbours. */
const COMMON = /[^\p{L}]/u;

interface LogicalRun {
  text: string;
  level: number;
  face: FontFace;
}

function pickFace(faces: readonly FontFace[], current: FontFace | undefined, char: string): FontFace {
  const cp = char.codePointAt(0)!;
  if (current && COMMON.test(char) && (current.font.hasGlyphForCodePoint(cp) || /\p{M}/u.test(char))) return current;
  return faces.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? faces[0]!;
}

/** Splits text by embedding level (UAX #9) and by the face that has its characters, in logical order. */
function logicalRuns(text: string, weight: Weight, direction: 'ltr' | 'rtl'): LogicalRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // UAX #9 rule L4: a bracket (or another mirrored character) at a right-to-left level shows its mirror image.
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const faces = facesOf(weight);
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const original of text) {
    const level = levels[index]!;
    const char = mirrored.get(index) ?? original;
    index += original.length;
    if (BIDI_CONTROL.test(char)) continue;
    const last = runs.at(-1);
    const face = pickFace(faces, last?.level === level ? last.face : undefined, char);
    if (last && last.level === level && last.face === face) last.text += char;
    else runs.push({ text: char, level, face });
  }
  return runs;
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or higher. */
function visualOrder(runs: LogicalRun[]): LogicalRun[] {
  const order = [...runs];
  const highest = Math.max(0, ...order.map((r) => r.level));
  const lowestOdd = Math.min(...order.map((r) => (r.level % 2 ? r.level : r.level + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i]!.level < level) continue;
      let end = i;
      while (end + 1 < order.length && order[end + 1]!.level >= level) end++;
      order.splice(i, end - i + 1, ...order.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return order;
}

/**
 * Lays out one line in the reading direction of the learner's language: the bidirectional
 * algorithm orders the runs, fontkit shapes each with its face's OpenType tables (Arabic
 * joining forms, Indic reordering and conjuncts, mark positioning) and reverses a
 * right-to-left script's glyphs. A right-to-left run with no such letters (spaces and
 * punctuation between Arabic words) is reversed here, as fontkit would read it as LTR.
 */
export function shapeLine(text: string, weight: Weight, direction: 'ltr' | 'rtl'): ShapedLine {
  const runs = visualOrder(logicalRuns(text, weight, direction)).map(({ text: runText, level, face }) => {
    const shown = level % 2 && !RTL_LETTER.test(runText) ? [...runText].reverse().join('') : runText;
    return { text: shown, face, width: face.font.layout(shown).advanceWidth / face.font.unitsPerEm };
  });
  return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
}
