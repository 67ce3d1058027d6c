import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Issue 17: every text asset gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
 * beside it at build, so the server sends the smallest encoding the browser accepts
 * without compressing anything per request (@fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lp-precompress',
    // The server's render (dist-server) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) {
            if (entry.name !== '.vite') walk(path);
            continue;
          }
          if (!COMPRESSIBLE.test(entry.name)) continue;
          const source = readFileSync(path);
          if (source.length < MIN_BYTES) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      };
      walk(outDir);
    },
  };
}
