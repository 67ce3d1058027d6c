import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { preloadLists } from './build/preload-lists.ts';

const preload = preloadLists();

export default defineConfig({
  base: '/learn/',
  plugins: [react(), precompress(), preload.plugin],
  // The app takes the i18n runtime without the bundled en-US catalog: it fetches the
  // catalog as data at start (src/lib/i18n.tsx), so messages do not weigh on the first page's JS.
  resolve: { alias: [{ find: /^@lp\/i18n$/, replacement: fileURLToPath(new URL('../../packages/i18n/src/runtime.ts', import.meta.url)) }] },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true, modulePreload: preload.modulePreload },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/idp': 'http://localhost:3000',
      '/config-ui': 'http://localhost:3000',
    },
  },
});
