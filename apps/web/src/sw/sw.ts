/// <reference lib="webworker" />
/**
 * The service worker (Workbox, built by vite-plugin-pwa's injectManifest into /sw.js). It keeps the
 * app shell: the HTML, every page's script (front, table, review, rules), the offline bots' worker,
 * the style, the icons and the manifest, all of one build together, so after one visit the front
 * page, the rules and the offline table against bots open with no network. A new build waits until
 * the page says so (the "reload for the new version" line), so a page never runs half of one build
 * and half of another.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_PAGES } from '@kortbord/protocol/pages';
import { SKIP_WAITING } from './shell';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's own pages open from the kept shell (the page asks the server for what it needs: a
// table's view, a record). Any other address goes to the server, which answers a real 404.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [...APP_PAGES] }));

self.addEventListener('message', (e) => {
  if ((e.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first install takes the open page at once; a later one waits for SKIP_WAITING.
clientsClaim();

// The slow-play notifications' push handler lives here, in this same worker: see ./push.ts.
listenForPush(self);
