import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

/** Ids as the content tree has them (random-looking); 20 items ~2 KB (compressed at once), 1,000 ~115 KB (as a stream). */
const uuid = (i: number) => {
  const h = createHash('sha1').update(String(i)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const answer = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: uuid(i), name: `Lesson ${i}`, activity: uuid(i + n) })),
});
const zstdAt = (level: number, text: string) =>
  zlib.zstdCompressSync(text, { params: { [zlib.constants.ZSTD_c_compressionLevel]: level } });

async function app() {
  const server = Fastify();
  await registerCompression(server);
  server.get('/small', async () => answer(20));
  server.get('/big', async () => answer(1_000));
  return server;
}

describe('compressed answers (decision 0037)', () => {
  it('come as zstd at its fast level to a browser that asks for it first, and read back the same', async () => {
    const server = await app();
    const zstd = { 'accept-encoding': 'zstd, gzip, deflate, br' };
    const small = await server.inject({ url: '/small', headers: zstd });
    const smallJson = JSON.stringify(answer(20));
    expect(small.headers['content-encoding']).toBe('zstd');
    expect(zlib.zstdDecompressSync(small.rawPayload).toString()).toBe(smallJson);
    expect(small.rawPayload).toEqual(zstdAt(1, smallJson));

    const big = await server.inject({ url: '/big', headers: zstd });
    const bigJson = JSON.stringify(answer(1_000));
    expect(big.headers['content-encoding']).toBe('zstd');
    expect(zlib.zstdDecompressSync(big.rawPayload).toString()).toBe(bigJson);
    // Level 3, zstd's default, both costs more and gives more bytes on such ids.
    expect(big.rawPayload.length).toBeLessThan(zstdAt(3, bigJson).length);
    await server.close();
  });

  it('come as gzip to a client without zstd', async () => {
    const server = await app();
    const res = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(answer(1_000));
    await server.close();
  });
});
