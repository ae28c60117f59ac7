/**
 * The web client's pages, as addresses: the server answers these with the app (and a 404 page for
 * any other address), and the service worker opens these from its kept shell. Each pattern matches
 * a path and its query (`/t/<table>?invite=…`), as Workbox's navigation allowlist reads them.
 * Kept apart from the messages (index.ts, with zod) so that the service worker imports only this.
 */
export const APP_PAGES: readonly RegExp[] = [
  /^\/(?:\?.*)?$/,
  /^\/t\/[A-Za-z0-9_-]{1,64}\/?(?:\?.*)?$/,
  /^\/review(?:\/[A-Za-z0-9_-]{1,64}\/\d{1,6})?\/?(?:\?.*)?$/,
  /^\/regler\/[a-z-]+\/?(?:\?.*)?$/,
  /^\/local\/?(?:\?.*)?$/,
  /^\/history\/?(?:\?.*)?$/,
  /^\/p\/[A-Za-z0-9_-]{1,64}\/?(?:\?.*)?$/,
  /^\/daily\/[a-z-]+\/\d{4}-\d{2}-\d{2}\/?(?:\?.*)?$/,
];

/**
 * The source of the page an address opens, as the web's build manifest names it (its chunk is
 * loaded lazily; the server preloads it with the HTML so it does not wait for the first script).
 */
export function pageSource(path: string): string | null {
  if (path === '/' || path === '') return 'src/ui/Front.tsx';
  if (path.startsWith('/t/') || /^\/local\/?$/.test(path)) return 'src/ui/TablePage.tsx';
  if (path === '/review' || path.startsWith('/review/')) return 'src/ui/ReviewPage.tsx';
  if (path.startsWith('/regler/')) return 'src/ui/RulesPage.tsx';
  if (/^\/history\/?$/.test(path) || path.startsWith('/p/')) return 'src/ui/HistoryPage.tsx';
  if (path.startsWith('/daily/')) return 'src/ui/DailyPage.tsx';
  return null;
}

/**
 * A page's first script when the server has drawn that page into its HTML (the front page, a table
 * while it connects): it fetches the app's scripts once the page is on the screen (the web's
 * src/after-paint.ts, an entry of its build).
 */
export const AFTER_PAINT_SOURCE = 'src/after-paint.ts';

/**
 * The cookie that tells the server the language chosen in this browser (the web's i18n/lang.tsx
 * writes it, the server's visitorLang reads it): a page the server draws before the app runs is
 * drawn in it, not first in the browser's own and then switched by the app.
 */
export const LANG_COOKIE = 'kortbord_lang';

/** A table's page, `/t/<table>` (a path, no query); else null. */
export function tableAddress(path: string): { table: string } | null {
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  return m ? { table: m[1] as string } : null;
}

/** A finished match's review on the server, `/review/<table>/<match>` (a path, no query); else null. */
export function reviewAddress(path: string): { table: string; match: number } | null {
  const m = /^\/review\/([A-Za-z0-9_-]{1,64})\/(\d{1,6})\/?$/.exec(path);
  return m ? { table: m[1] as string, match: Number(m[2]) } : null;
}

/** Is this address (path and query) one of the app's pages? */
export const isAppPage = (pathAndQuery: string): boolean => APP_PAGES.some((p) => p.test(pathAndQuery));
