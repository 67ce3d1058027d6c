import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/learn/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000', '/idp': 'http://localhost:3000', '/config-ui': 'http://localhost:3000' } },
});
