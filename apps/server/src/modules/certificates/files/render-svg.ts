import type { Glyph } from 'fontkit';
import type { CertificateDrawing, PlacedText } from './certificate-layout.ts';
import type { FontFace } from './fonts.ts';

const outlines = new Map<string, string>();
const n = (value: number) => Number(value.toFixed(2));

function outline(face: FontFace, glyph: Glyph): string {
  const key = `${face.key}:${glyph.id}`;
  let d = outlines.get(key);
  if (d === undefined) {
    d = glyph.path.toSVG();
    outlines.set(key, d);
  }
  return d;
}

/** One line as glyph outlines, from fontkit's layout of each run (the PDF's text is laid out by the same fontkit). */
function textSvg(text: PlacedText): string {
  const parts: string[] = [];
  let x = text.x;
  for (const run of text.line.runs) {
    const { font } = run.face;
    const scale = text.size / font.unitsPerEm;
    const { glyphs, positions } = font.layout(run.text);
    let pen = 0;
    const paths = glyphs.map((glyph, i) => {
      const p = positions[i]!;
      const d = outline(run.face, glyph);
      const at = `${n(pen + p.xOffset)} ${n(p.yOffset)}`;
      pen += p.xAdvance;
      return d ? `<path transform="translate(${at})" d="${d}"/>` : '';
    });
    parts.push(`<g transform="translate(${n(x)} ${n(text.y)}) scale(${scale} ${-scale})">${paths.join('')}</g>`);
    x += run.width * text.size;
  }
  return `<g fill="${text.colour}">${parts.join('')}</g>`;
}

/** The drawing as SVG in points, text as outlines: what the PNG is rasterised from. */
export function renderSvg(drawing: CertificateDrawing): string {
  const frames = drawing.frames.map(
    ({ box, colour, lineWidth }) =>
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="none" stroke="${colour}" stroke-width="${lineWidth}"/>`,
  );
  const images = drawing.images.map(
    ({ box, logo }) => `<image x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" href="${logo.dataUri}"/>`,
  );
  const fills = drawing.fills.map(
    ({ box, colour }) => `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="${colour}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}"><rect width="100%" height="100%" fill="#ffffff"/>${frames.join('')}${images.join('')}<g shape-rendering="crispEdges">${fills.join('')}</g>${drawing.texts.map(textSvg).join('')}</svg>`;
}
