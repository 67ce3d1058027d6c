import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { CertificateDrawing } from './certificate-layout.ts';
import { renderSvg } from './render-svg.ts';

/** Width of the PNG in pixels: about 2× the page in points, sharp on a high-density screen. */
export const PNG_WIDTH = 1600;

let ready: Promise<void> | undefined;
const init = () => (ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'))));

/** The same drawing as a PNG: its SVG has the glyphs as outlines, so resvg needs no font. */
export async function renderPng(drawing: CertificateDrawing): Promise<Buffer> {
  await init();
  const resvg = new Resvg(renderSvg(drawing), {
    fitTo: { mode: 'width', value: PNG_WIDTH },
    background: '#ffffff',
    font: { loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    const png = Buffer.from(image.asPng());
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}
