import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PREACT_ALIAS } from './preact-alias.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = process.env['KORTBORD_SERVER'] ?? 'http://localhost:8080';

/** The module that draws pages for the server (src/first-paint.tsx built for Node, everything in it). */
const RENDER = 'render.mjs';

/**
 * After the build: src/first-paint.tsx built for Node into `dist/.first-paint/render.mjs`, and with
 * it the front page's and a connecting table's first paint in each language, written to
 * `dist/.first-paint/{front,table}.<lang>.html` for the server to put into the HTML of `/` and
 * `/t/<id>`; the server imports the module to draw a review at the request. A dotted folder: the
 * server never hands it out as a file and the service worker does not keep it.
 */
function firstPaint(): Plugin {
  let outDir = '';
  return {
    name: 'kortbord-first-paint',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const dir = join(outDir, '.first-paint');
      const entry = join(here, 'src/first-paint.tsx');
      // This config again (the app's aliases, its JSX, the service worker's virtual modules), for Node.
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: 'error',
        // Self-contained: the server imports it from the build's folder, where no node_modules are.
        ssr: { noExternal: true },
        publicDir: false,
        build: {
          ssr: entry,
          outDir: dir,
          emptyOutDir: true,
          minify: false,
          manifest: false,
          rolldownOptions: { input: entry, output: { entryFileNames: RENDER, codeSplitting: false } },
        },
      });
      const m = (await import(
        `${pathToFileURL(join(dir, RENDER)).href}?t=${Date.now()}`
      )) as typeof import('./src/first-paint');
      for (const lang of m.LANGS) {
        await writeFile(join(dir, `front.${lang}.html`), await m.frontHtml(lang));
        await writeFile(join(dir, `table.${lang}.html`), await m.tableHtml(lang));
      }
    },
  };
}

// Built to apps/web/dist, which the server serves at http://localhost:8080. In development the dev
// server proxies the API and the live connection to a running kortbord server.
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  base: '/',
  // JSX compiled for Preact (automatic runtime); `react` imports resolve to preact/compat.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: PREACT_ALIAS },
  plugins: [
    VitePWA({
      // The server's drawing module (firstPaint) registers no worker: its register hook is a no-op.
      disable: !!isSsrBuild,
      // Our own worker (src/sw/sw.ts, Workbox inside), so the push handler can live in it later.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The page registers it itself (ui/UpdateLine.tsx), and offers a new version instead of
      // switching by itself.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The shell: every page's script, the bots' worker, the style, the icons. The link
        // previews' images (og/) are for other sites' crawlers, not for playing offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['og/**'],
      },
      manifest: {
        name: 'kortbord',
        short_name: 'kortbord',
        // The catalogue's tagline (bokmål, the page's first language); the manifest's test holds them equal.
        description: 'Fem nordiske kortspill, med venner eller roboter.',
        lang: 'nb',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#14532d',
        background_color: '#0f4d2a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    firstPaint(),
    // Brotli and gzip beside each file at build time; the server sends the one the browser takes.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        include: /\.(js|css|html|svg|webmanifest|json)$/,
        threshold: 512,
      }),
  ],
  // The manifest (.vite/manifest.json) tells the server which chunks a page needs, to preload them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // The front page's first script when its page is drawn in the HTML (src/after-paint.ts): an entry
    // of its own, which the server finds in the manifest and names in place of the app's.
    rolldownOptions: {
      input: { index: join(here, 'index.html'), 'after-paint': join(here, 'src/after-paint.ts') },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
