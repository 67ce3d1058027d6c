import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * zstd — what browsers ask for first — at level 1 instead of its default 3 (decision 0037):
 * on our JSON answers level 3 costs twice the CPU and, on the content tree's ids, compresses
 * worse (500-activity tree: 36 KB at level 3, 31 KB at level 1). gzip, deflate and brotli keep
 * the plugin's defaults.
 */
const ZSTD_FAST = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } };
const zstdLevel1 = {
  createZstdCompress: () => zlib.createZstdCompress(ZSTD_FAST),
  zstdCompressSync: (payload: zlib.InputType) => zlib.zstdCompressSync(payload, ZSTD_FAST),
};

/**
 * Answers held whole in memory (every JSON answer and page) up to this size are compressed in
 * one synchronous call instead of through a zlib stream (issue 17 item 2). The plugin's default
 * on 2 cores is 8 KiB, betting that the stream's work overlaps with the event loop on another
 * core; but the server runs one process per core (WEB_CONCURRENCY), so there is no idle core
 * to overlap with, and the stream's 16 KiB chunks and thread-pool hand-offs cost more than the
 * compression: the 500-activity tree (142 KB) took 1.2 ms of CPU and 3.3 ms of wall time
 * through the stream, 0.47 ms and 0.56 ms in one call. At 256 KiB a call holds the loop about
 * 1 ms with zstd (2–4 ms with brotli or gzip, which only older browsers ask for).
 */
const SYNC_THRESHOLD = 256 * 1024;

/** Answers of 1 KB and more compressed as the request accepts. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, syncThreshold: SYNC_THRESHOLD, zlib: zstdLevel1 });
}
