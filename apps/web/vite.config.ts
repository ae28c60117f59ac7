import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = process.env['KORTBORD_SERVER'] ?? 'http://localhost:8080';

// Built to apps/web/dist, which the server serves at http://localhost:8080. In development the dev
// server proxies the API and the live connection to a running kortbord server.
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
