import { ApiPrefix } from './paths.ts';

/**
 * Widths (CSS pixels × density) a stored raster image is served at besides its original
 * (`?width=`, issue 17): a card's cover on a phone at 1×, 2× and 3×, and a wide screen's.
 * A fixed set, so each file has at most four copies and a crawler cannot ask for a
 * thousand sizes. The original is never enlarged: a width above it gets the original.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const STORED_FILE = new RegExp(`^${ApiPrefix.storage}/files/[0-9a-f-]{36}$`, 'i');

/**
 * `srcset` and `sizes` for an image the portal stores (a URL elsewhere is shown as given).
 * `sizes` is how wide the image is drawn: the browser picks the smallest width that fills
 * it at the screen's density. An SVG or a file the server cannot resize comes back whole at
 * every width, so the browser still fetches one copy.
 */
export function responsiveImage(url: string, sizes: string): { srcSet: string; sizes: string } | undefined {
  if (!STORED_FILE.test(url)) return undefined;
  return { srcSet: IMAGE_WIDTHS.map((w) => `${url}?width=${w} ${w}w`).join(', '), sizes };
}
