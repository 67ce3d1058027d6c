import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, responsiveImage } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { importDemo } from '../../../test/demo.ts';
import { importWithFiles } from '../../../test/import-with-files.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/** A photo-like picture (gradients with a little grain), `width` × `height`. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp', orientation?: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) {
    const pixel = Math.floor(i / 3),
      x = pixel % width,
      y = Math.floor(pixel / width);
    raw[i] =
      (((x * 255) / width) * (i % 3 === 0 ? 1 : 0.5) + ((y * 255) / height) * (i % 3 === 2 ? 1 : 0.4) + ((pixel * 2654435761) >>> 29)) &
      255;
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 90 }) : format === 'webp' ? image.webp() : image.png();
  return orientation ? encoded.withMetadata({ orientation }).toBuffer() : encoded.toBuffer();
}

/** A PNG whose header claims 60,000 × 60,000 pixels (3.6 gigapixels) with no data behind: a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#135"/></svg>';
let files: Record<string, Buffer>;

const cover = (externalId: string, imageFile: string) => ({
  externalId,
  name: `Cover ${externalId}`,
  imageFile,
  activities: [{ externalId: `${externalId}.root`, type: 'text', name: 'Lesson', html: '<p>x</p>' }],
});

async function load(db: Db) {
  await importDemo(db);
  files = {
    'wide.jpg': await picture(1600, 900, 'jpeg'),
    'wide.png': await picture(1400, 700, 'png'),
    'wide.webp': await picture(1500, 800, 'webp'),
    'small.jpg': await picture(500, 280, 'jpeg'),
    'turned.jpg': await picture(1200, 700, 'jpeg', 6),
    'bomb.png': bombPng(),
    'cover.svg': Buffer.from(svg),
  };
  await importWithFiles(db, files, {
    courses: [
      cover('iv-jpg', 'wide.jpg'),
      cover('iv-png', 'wide.png'),
      cover('iv-webp', 'wide.webp'),
      cover('iv-small', 'small.jpg'),
      cover('iv-turned', 'turned.jpg'),
      cover('iv-bomb', 'bomb.png'),
      cover('iv-svg', 'cover.svg'),
    ],
  });
}

const t = setupTestApp({ load });
const urls = new Map<string, string>();
beforeAll(async () => {
  const rows = await t.db.query<{ external_id: string; image_url: string }>(
    `SELECT external_id, image_url FROM objectives WHERE external_id LIKE 'iv-%'`,
  );
  for (const r of rows) urls.set(r.external_id, r.image_url);
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('stored images at the widths of srcset (decision 0044)', () => {
  it.each([
    ['iv-jpg', 'image/jpeg', 'jpeg'],
    ['iv-png', 'image/png', 'png'],
    ['iv-webp', 'image/webp', 'webp'],
  ])('%s: scaled down to each width, in its own type, far smaller than the original', async (course, type, format) => {
    const original = await get(urls.get(course)!);
    for (const width of IMAGE_WIDTHS.filter((w) => w < 1400)) {
      const res = await get(`${urls.get(course)}?width=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format, width });
      if (width <= 640) expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
    }
  });

  it('keeps the aspect ratio and turns a photo the way its EXIF orientation says', async () => {
    const wide = await sharp((await get(`${urls.get('iv-jpg')}?width=320`)).rawPayload).metadata();
    expect(wide.height).toBe(180);
    // Stored 1200 × 700 with orientation 6: shown 700 wide, 1200 high.
    const turned = await sharp((await get(`${urls.get('iv-turned')}?width=640`)).rawPayload).metadata();
    expect([turned.width, turned.height]).toEqual([640, 1097]);
  });

  it('never enlarges: a width above the original, an SVG and an unreadable image come back as stored', async () => {
    for (const [course, file, type] of [
      ['iv-small', 'small.jpg', 'image/jpeg'],
      ['iv-svg', 'cover.svg', 'image/svg+xml'],
      ['iv-bomb', 'bomb.png', 'image/png'],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await get(`${urls.get(course)}?width=640`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain(type);
        expect(res.rawPayload.equals(files[file]!)).toBe(true);
      }
    }
    const full = await get(`${urls.get('iv-jpg')}?width=1280`);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1280);
  });

  it('refuses a width outside the set with a message, never a 500', async () => {
    for (const query of [
      'width=500',
      'width=0',
      'width=-320',
      'width=320.0',
      'width=abc',
      'width=',
      'width=320&width=640',
      'width=99999999999999999999',
    ]) {
      const res = await get(`${urls.get('iv-jpg')}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(/width/);
    }
    // Parameters of its own (a cache-buster) are let through.
    expect((await get(`${urls.get('iv-jpg')}?v=2`)).statusCode).toBe(200);
  });

  it('answers HEAD with the size of the copy and serves a copy of the new bytes after a re-import', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `${urls.get('iv-png')}?width=320` });
    const body = await get(`${urls.get('iv-png')}?width=320`);
    expect(head.headers['content-length']).toBe(String(body.rawPayload.length));
    // The same path imported again with other bytes (a square picture): the kept 320 copy is of the old one.
    await importWithFiles(t.db, { 'wide.png': await picture(1000, 1000, 'png') }, { courses: [cover('iv-png', 'wide.png')] });
    const again = await sharp((await get(`${urls.get('iv-png')}?width=320`)).rawPayload).metadata();
    expect([again.width, again.height]).toEqual([320, 320]);
  });

  it('answers every one of many asking for a new width at once with the same copy', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${urls.get('iv-webp')}?width=960`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const a of answers) expect(a.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect((await sharp(answers[0]!.rawPayload).metadata()).width).toBe(960);
  });
});

describe('responsiveImage', () => {
  it('gives srcset for a file the portal stores, nothing for another URL', () => {
    const url = '/api/lms-storage/v1/files/0b7c3a52-7d6c-4e8a-9a51-0e7a1c2b3d4f';
    expect(responsiveImage(url, '100vw')).toEqual({
      srcSet: IMAGE_WIDTHS.map((w) => `${url}?width=${w} ${w}w`).join(', '),
      sizes: '100vw',
    });
    for (const other of [
      'https://cdn.example.org/cover.jpg',
      `${url}?width=320`,
      '/api/lms-storage/v1/files/../x',
      'javascript:alert(1)',
    ]) {
      expect(responsiveImage(other, '100vw')).toBeUndefined();
    }
  });
});
