/** How the pages are sized: to the viewer's width (the default), or at a chosen scale. */
export type PdfZoom = { kind: 'fit' } | { kind: 'scale'; scale: number };

/** Each zoom step multiplies or divides the scale by this, within these bounds (1 = 100%). */
export const PDF_ZOOM_STEP = 1.25;
export const PDF_MIN_SCALE = 0.25;
export const PDF_MAX_SCALE = 4;

const clamp = (scale: number) => Math.min(PDF_MAX_SCALE, Math.max(PDF_MIN_SCALE, scale));
// Rounded to whole percents, so stepping in and out again lands where it started.
const round = (scale: number) => Math.round(scale * 100) / 100;

export const zoomedIn = (scale: number) => clamp(round(scale * PDF_ZOOM_STEP));
export const zoomedOut = (scale: number) => clamp(round(scale / PDF_ZOOM_STEP));
export const canZoomIn = (scale: number) => scale < PDF_MAX_SCALE;
export const canZoomOut = (scale: number) => scale > PDF_MIN_SCALE;

/** The scale at which a page `pageWidth` wide fills `available` pixels; 1 while either is unknown. */
export function fitWidthScale(available: number, pageWidth: number): number {
  return available > 0 && pageWidth > 0 ? clamp(Math.floor((available / pageWidth) * 100) / 100) : 1;
}

export const scaleOf = (zoom: PdfZoom, fitScale: number) => (zoom.kind === 'fit' ? fitScale : zoom.scale);
