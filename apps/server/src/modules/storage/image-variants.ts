import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { findFileVariant, readFileSource, saveFileVariant, type FileVariantRow } from './file-repository.ts';

/** Raster types the server scales down, each written back in its own type (no Accept negotiation, no Vary). */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** A decompression bomb is refused before it is decoded: 40 megapixels is a big camera's photo. */
const MAX_INPUT_PIXELS = 40_000_000;

// One resize at a time per process: a cover is scaled once and kept, and libvips' own threads
// would otherwise take every core from the requests beside it.
sharp.concurrency(1);

export const isResizable = (contentType: string) => RESIZABLE.has(contentType.split(';')[0]!.trim().toLowerCase());

/**
 * The file at `width` (decision 0044): the kept copy, or one made now from the original and
 * kept. `undefined` means the original is what to send — it is no wider, or it cannot be read
 * as an image (a broken file is sent as stored, as it would be without `?width`).
 */
export async function imageAtWidth(db: Db, fileId: string, width: number): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const kept = await findFileVariant(db, fileId, width);
  if (kept) return kept.bytes && kept.content_type ? { contentType: kept.content_type, bytes: kept.bytes } : undefined;
  const source = await readFileSource(db, fileId);
  if (!source) return undefined;
  const made = await scaleDown(source.bytes, width);
  try {
    await saveFileVariant(db, fileId, width, source.version, made);
  } catch {
    // The file was deleted meanwhile (its copies go with it): what was made is still a right answer now.
  }
  return made.bytes && made.content_type ? { contentType: made.content_type, bytes: made.bytes } : undefined;
}

async function scaleDown(bytes: Uint8Array, width: number): Promise<FileVariantRow> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format, width: stored = 0, height = 0, orientation = 1 } = await image.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: the width the learner sees is the stored height.
    const shownWidth = orientation >= 5 ? height : stored;
    if (shownWidth <= width || (format !== 'png' && format !== 'jpeg' && format !== 'webp')) return { content_type: null, bytes: null };
    const scaled = image.rotate().resize({ width, withoutEnlargement: true });
    const out =
      format === 'jpeg'
        ? scaled.jpeg({ quality: 80, mozjpeg: true })
        : format === 'webp'
          ? scaled.webp({ quality: 80 })
          : scaled.png({ compressionLevel: 9 });
    return { content_type: `image/${format}`, bytes: await out.toBuffer() };
  } catch {
    return { content_type: null, bytes: null };
  }
}
