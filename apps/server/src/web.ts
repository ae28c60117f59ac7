/**
 * The web client's files and pages (issue 36). Files of the build are sent as Vite wrote them, the
 * Brotli or gzip copy made at build time when the browser takes it (`Content-Encoding`, `Vary:
 * Accept-Encoding`); a file whose name carries its hash (assets/) is kept a year, everything else
 * (the HTML, sw.js, the manifest) is asked for again each time. The app's pages (protocol's
 * APP_PAGES) are its index.html, with the link preview of a table's invite or a review written into
 * it; any other address is a real 404 page that leads home.
 */
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  AFTER_PAINT_SOURCE,
  isAppPage,
  LANG_COOKIE,
  pageSource,
  reviewAddress,
} from '@kortbord/protocol/pages';
import { GAME_IDS, isLang, langOfLocales, say, type Lang } from '@kortbord/engine';
import { TABLE_WORDS } from '@kortbord/words';
import { keepNewest } from './newest';
import { linkPreview, type Preview, type PreviewSource } from './previews';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const LANG_CHOSEN = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language a visitor reads: `?lang=` where a link carries it, else the one chosen in their
 * browser (its cookie), else their browser's first of ours.
 */
export function visitorLang(req: FastifyRequest): Lang {
  const asked = (req.query as Record<string, unknown> | undefined)?.['lang'];
  if (isLang(asked)) return asked;
  const chosen = LANG_CHOSEN.exec(req.headers.cookie ?? '')?.[1];
  if (isLang(chosen)) return chosen;
  const accept = req.headers['accept-language'] ?? '';
  const tags = accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return tags.length ? langOfLocales(tags) : 'nb';
}

/**
 * What a file of the build gives (`load`), loaded again when the file changes on disk (a new build
 * under a running server); null while there is no such file.
 */
function fromBuild<T>(path: string, load: (mtimeMs: number) => Promise<T>): () => Promise<T | null> {
  let kept: { mtimeMs: number; value: Promise<T> } | null = null;
  return async () => {
    const s = await stat(path).catch(() => null);
    if (!s) return null;
    if (!kept || kept.mtimeMs !== s.mtimeMs) kept = { mtimeMs: s.mtimeMs, value: load(s.mtimeMs) };
    return kept.value;
  };
}

/** A text file of the build. */
const buildFile = (path: string) => fromBuild(path, () => readFile(path, 'utf8'));

export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The scripts the given chunks need: their own and what they import statically, from Vite's build manifest. */
export function chunkScripts(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

/**
 * The scripts a page's chunk needs, as modulepreload links, so they load beside the first script
 * instead of after it has run.
 */
export function preloadLinks(manifest: ViteManifest, source: string, html: string): string {
  return chunkScripts(manifest, [source])
    .filter((f) => !html.includes(`/${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
}

/**
 * A drawn page's scripts after its first paint (the front page; a table while it connects). The
 * front page was drawn in its HTML, but a phone on a slow line fetched the app's scripts
 * (preloaded, as for any page) beside the HTML and the style, and the page showed when all had
 * come: Lighthouse's mobile run, first and largest paint 1.6 s. Now the HTML names one small script
 * (`first`, the web's src/after-paint.ts), which fetches `scripts` (the app's entry first, then
 * what it and the page's chunk import) once the page is on the screen: first and largest paint
 * 0.9-1.1 s. Unchanged (preloads and all) where the HTML is not the build's.
 */
export function scriptsAfterPaint(html: string, scripts: readonly string[], first: string): string {
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
  if (!entry || scripts[0] !== entry[1]) return html;
  const named = `<meta name="kortbord-scripts" content="${scripts.map((f) => `/${f}`).join(' ')}" />`;
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], () => `${named}\n    <script type="module" crossorigin src="/${first}"></script>`);
}

/** The head's tags of a page: its language, title, description and (for a link) its preview card. */
export function pageHtml(index: string, lang: Lang, preview: Preview | null): string {
  let html = index.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  if (!preview) {
    const tags = `<meta name="description" content="${escapeHtml(say(TABLE_WORDS.tagline, lang))}" />`;
    return html.replace('</head>', `${tags}\n  </head>`);
  }
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`);
  const meta: [string, string, string][] = [
    ['name', 'description', preview.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'kortbord'],
    ['property', 'og:locale', { nb: 'nb_NO', sv: 'sv_SE', en: 'en_GB' }[lang]],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', preview.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ];
  const tags = meta.map(([k, n, v]) => `<meta ${k}="${n}" content="${escapeHtml(v)}" />`).join('\n    ');
  return html.replace('</head>', `    ${tags}\n  </head>`);
}

/** The server's own "not found" page, in the visitor's language, with the built style and a way home. */
export function notFoundHtml(index: string, lang: Lang): string {
  const styles = index.match(/<link rel="stylesheet"[^>]*>/g)?.join('\n    ') ?? '';
  const w = (k: 'notFoundTitle' | 'notFoundText' | 'notFoundHome') => escapeHtml(say(TABLE_WORDS[k], lang));
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#14532d" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${w('notFoundTitle')} – kortbord</title>
    ${styles}
  </head>
  <body>
    <header class="topbar"><a class="brand" href="/"><img src="/favicon.svg" alt="" /> kortbord</a></header>
    <main>
      <section class="panel" data-testid="not-found">
        <h1>${w('notFoundTitle')}</h1>
        <p>${w('notFoundText')}</p>
        <p><a class="btn" href="/">${w('notFoundHome')}</a></p>
      </section>
    </main>
  </body>
</html>
`;
}

/**
 * A page's first paint (the build's `.first-paint/<page>.<lang>.html`) put into its root, so a
 * phone paints the page before any script has come; `inert` until the app has taken the elements
 * over (main.tsx), so a tap before then is not lost on a button that does nothing yet.
 */
export function withFirstPaint(html: string, paint: string | null, after = ''): string {
  if (!paint) return html;
  // The browser paints a long document while it still reads it: on a slow phone the header showed
  // before its language buttons had been read, and moved when they came. The page's first paint
  // waits for the marker after it (`<link rel=expect … blocking=render>`), so it comes whole.
  // `after`: what the app takes the page over with (a drawn review's record), not waited for.
  return html
    .replace('</head>', () => `<link rel="expect" href="#${PAINT_END}" blocking="render" />\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" inert data-first-paint>${paint}</div><i id="${PAINT_END}" hidden></i>${after}`,
    );
}
const PAINT_END = 'first-paint-end';

type PaintedPage = 'front' | 'table' | 'review';

/**
 * The pages drawn ahead of their scripts (the web's first-paint.tsx): the front page as a new visitor
 * sees it, a table while it connects (both drawn by the build), and a finished match's review (drawn
 * at the request, from its record). Not the front page of a link that sets it up (house rules, a
 * group, a sign-in code): it would show the standard game before the link's; nor a table opened by
 * an invite or from the lobby: that page asks for a name first, unless this browser holds a seat
 * there, which only the browser knows.
 */
function paintedPage(url: string): PaintedPage | null {
  // An address of the app's pages (APP_PAGES, checked by the caller): `/t/…` is a table's.
  const [path, query = ''] = url.split('?') as [string, string?];
  if (path === '/') return /^(lang=[a-z]{2})?$/.test(query) ? 'front' : null;
  if (path.startsWith('/t/') && !/(^|&)(invite|join)(=|&|$)/.test(query)) return 'table';
  if (reviewAddress(path)) return 'review';
  return null;
}

/** A finished match's record and seats' names as the API gives them to the visitor asking. */
interface ReviewFacts {
  doc: unknown;
  seats: (string | null)[];
}

/** Where those facts come from (http.ts: the record and table routes' own code). */
export type ReviewSource = (req: FastifyRequest, table: string, match: number) => Promise<ReviewFacts | null>;

/** The web's module that draws a review (`dist/.first-paint/render.mjs`, its first-paint.tsx). */
interface Drawer {
  reviewPage(
    lang: Lang,
    address: string,
    review: ReviewFacts & { table: string; match: number },
    width: number,
  ): Promise<{ html: string; script: string }>;
}

/** The drawing module of the build, imported again (a new address) when a new build has written it. */
const drawerOf = (path: string) =>
  fromBuild(path, (mtimeMs) =>
    import(`${pathToFileURL(path).href}?v=${mtimeMs}`).then(
      (m: Partial<Drawer>) => (typeof m.reviewPage === 'function' ? (m as Drawer) : null),
      () => null,
    ),
  );

/**
 * The width of the visitor's screen in CSS pixels, as far as the request says: a phone (Chromium's
 * client hint, else "Mobi" in the user agent, the common test for a phone's browser) is 400, as
 * phones are 360-430 wide and the page decides by 560 and 860; anything else a laptop's 1280. The
 * drawn review puts its log where the app would on that screen.
 */
const screenWidth = (req: FastifyRequest): number =>
  req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(String(req.headers['user-agent'] ?? ''))
    ? 400
    : 1280;

/**
 * A page's HTML in the encoding the browser takes (the front page's first paint makes it 27 KB,
 * 5 KB in Brotli). The last few pages are kept compressed: the front page is the same for everyone
 * in a language, and an invite's page for everyone who opens that link.
 */
const compressed = new Map<string, Buffer>();
export function encodePage(
  html: string,
  accept: string,
): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding || html.length < 1024) return { body: html, encoding: null };
  const key = `${encoding}:${html}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    keepNewest(compressed, key, body, 32);
  }
  return { body, encoding };
}

/** Is this address the app's page (a rules page only for a game there is)? */
function appPage(url: string): boolean {
  if (!isAppPage(url)) return false;
  const rules = /^\/regler\/([a-z-]+)/.exec(url);
  return !rules || (GAME_IDS as readonly string[]).includes(rules[1] as string);
}

export async function webRoutes(
  app: FastifyInstance,
  deps: {
    webDir: string;
    previews: PreviewSource;
    review: ReviewSource;
    /** The API's own 404 (JSON) for /api and anything that is not a page. */
    apiNotFound: (reply: FastifyReply) => FastifyReply;
  },
): Promise<void> {
  const { webDir } = deps;
  const indexText = buildFile(join(webDir, 'index.html'));
  const firstPaints = new Map<string, () => Promise<string | null>>();
  const firstPaint = (page: PaintedPage, lang: Lang) => {
    const name = `${page}.${lang}.html`;
    let file = firstPaints.get(name);
    if (!file) firstPaints.set(name, (file = buildFile(join(webDir, '.first-paint', name))));
    return file();
  };
  const index = async () => (await indexText()) ?? '';
  const drawer = drawerOf(join(webDir, '.first-paint', 'render.mjs'));
  const drawnReviews = new Map<string, { paint: string; after: string }>();
  /** A finished match's review drawn for this visitor; nothing where it cannot be (not over, not theirs). */
  const drawnReview = async (req: FastifyRequest, url: string, lang: Lang) => {
    const at = reviewAddress(url.split('?')[0] as string);
    if (!at) return null;
    const { table, match } = at;
    const draw = await drawer();
    const review = draw ? await deps.review(req, table, match) : null;
    if (!draw || !review) return null;
    const width = screenWidth(req);
    // A finished match's page is the same for everyone its record and names are the same for: kept
    // drawn (a shared link opened by a family), as drawing it takes 5-10 times the reads of it
    // (npm run bench:review).
    const key = `${lang} ${width} ${url} ${createHash('sha256').update(JSON.stringify(review)).digest('base64')}`;
    const kept = drawnReviews.get(key);
    if (kept) return kept;
    try {
      const drawn = await draw.reviewPage(lang, url, { table, match, ...review }, width);
      const page = { paint: drawn.html, after: drawn.script };
      keepNewest(drawnReviews, key, page, 32);
      return page;
    } catch (e) {
      // The page is still whole without it: the app fetches the record and draws it.
      req.log.warn({ err: e, url }, 'review not drawn');
      return null;
    }
  };
  const manifestText = buildFile(join(webDir, '.vite', 'manifest.json'));
  const manifest = async (): Promise<ViteManifest> => {
    const text = await manifestText();
    try {
      return text ? (JSON.parse(text) as ViteManifest) : {};
    } catch {
      return {};
    }
  };
  await app.register(fastifyStatic, {
    root: webDir,
    // Files are looked up at each request, so a new build under a running server is served at once.
    wildcard: true,
    index: false,
    preCompressed: true,
    // The build's own notes (.vite/manifest.json) are the server's to read, not files to hand out.
    // A folder (`/` itself) is the app's page, not a file: without this a browser that takes no
    // compressed copy was refused `/` (the file server found the folder and said "Forbidden").
    allowedPath: (path) => !/(^|\/)\./.test(path) && !path.endsWith('/'),
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      // The same address answers Brotli, gzip or plain by the request's Accept-Encoding: caches
      // between must keep them apart (@fastify/static sets Content-Encoding, not Vary).
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url;
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (!page || url.startsWith('/api') || url.startsWith('/ws')) return deps.apiNotFound(reply);
    const lang = visitorLang(req);
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (!appPage(url)) return reply.code(404).send(notFoundHtml(await index(), lang));
    const origin = `${req.protocol}://${req.host}`;
    const path = url.split('?')[0] as string;
    const preview = await linkPreview(deps.previews, path, origin, lang);
    const source = pageSource(path);
    let html = await index();
    const built = await manifest();
    const painted = paintedPage(url);
    const drawn =
      painted === 'review'
        ? await drawnReview(req, url, lang)
        : painted
          ? { paint: await firstPaint(painted, lang), after: '' }
          : null;
    const paint = drawn?.paint ?? null;
    const first = built[AFTER_PAINT_SOURCE]?.file;
    if (paint && first && source)
      html = scriptsAfterPaint(
        withFirstPaint(html, paint, drawn?.after),
        chunkScripts(built, ['index.html', source]),
        first,
      );
    else {
      if (source) html = html.replace('</head>', `  ${preloadLinks(built, source, html)}\n  </head>`);
      html = withFirstPaint(html, paint, drawn?.after);
    }
    const sent = encodePage(pageHtml(html, lang, preview), String(req.headers['accept-encoding'] ?? ''));
    // A page is drawn in the visitor's language (their browser's, or the one chosen: its cookie).
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply.send(sent.body);
  });
}
