/// <reference lib="webworker" />
/**
 * The slow tables' notifications (issue 34), in the same service worker as the app shell (sw.ts).
 * `push`: the server's message is already worded in the player's language ("Din tur i Vri åtter –
 * Familien Berg") with the table's address; it is shown as it is, one notification per table (a
 * newer one replaces it). `notificationclick`: a page of this site already on that table is
 * focused, else a page of this site on no table is taken there, else the table opens in a new
 * window (whereToOpen). Only an address of this site is ever opened.
 */

/** What the server pushes (apps/server/src/outbox.ts): no card and no secret. */
export interface PushBody {
  readonly title: string;
  /** The table's page, `/t/<id>` (with `?invite=` for a table one is invited to). */
  readonly url: string;
  readonly table: string;
}

/** The server's message, or null for anything else (a message of another shape is not shown). */
export function readPush(text: string | null | undefined): PushBody | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const o = v as Record<string, unknown> | null;
  if (!o || typeof o.title !== 'string' || typeof o.url !== 'string' || typeof o.table !== 'string')
    return null;
  // A path of this site only: "/t/…", never "//other.example" or "https://…".
  if (!o.url.startsWith('/t/') || o.title.length > 300) return null;
  return { title: o.title, url: o.url, table: o.table };
}

/** The notification's options: one per table (its tag), the table's address in its data. */
export const notificationOf = (b: PushBody): NotificationOptions => ({
  tag: `table-${b.table}`,
  data: { url: b.url },
  icon: '/icons/icon-192.png',
  badge: '/icons/icon-192.png',
});

/** The window to focus (a page already on that table's path), if any. */
export function pageOn<C extends { url: string }>(
  pages: readonly C[],
  url: string,
  origin: string,
): C | undefined {
  const want = new URL(url, origin).pathname;
  return pages.find((p) => {
    const u = new URL(p.url);
    return u.origin === origin && u.pathname === want;
  });
}

/**
 * Where a tap on the notification takes the player: a page of this site already on that table is
 * focused; else a page of this site that is on no table (the front page, a profile's page) is taken
 * there, so no second tab opens; a page at another table is left alone (a game may be on), and the
 * table opens in a new window.
 */
export function whereToOpen<C extends { url: string }>(
  pages: readonly C[],
  url: string,
  origin: string,
): { readonly focus: C } | { readonly navigate: C } | { readonly open: string } {
  const on = pageOn(pages, url, origin);
  if (on) return { focus: on };
  const free = pages.find((p) => {
    const u = new URL(p.url);
    return u.origin === origin && !u.pathname.startsWith('/t/');
  });
  return free ? { navigate: free } : { open: url };
}

export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (e) => {
    const body = readPush(e.data?.text());
    if (!body) return;
    e.waitUntil(worker.registration.showNotification(body.title, notificationOf(body)));
  });
  worker.addEventListener('notificationclick', (e) => {
    e.notification.close();
    const url = (e.notification.data as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !url.startsWith('/t/')) return;
    e.waitUntil(
      (async () => {
        const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const to = whereToOpen(pages, url, worker.location.origin);
        if ('focus' in to) return to.focus.focus();
        if ('open' in to) return worker.clients.openWindow(to.open);
        // A page this worker does not control cannot be navigated: the table opens beside it.
        let there: WindowClient | null;
        try {
          there = await to.navigate.navigate(url);
        } catch {
          return worker.clients.openWindow(url);
        }
        return (there ?? to.navigate).focus();
      })(),
    );
  });
}
