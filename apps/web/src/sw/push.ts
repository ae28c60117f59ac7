/// <reference lib="webworker" />
/**
 * Where the slow-play tables' Web Push handler goes (the issue of slow tables): it will listen for
 * `push` (show the notification: whose turn, at which table) and `notificationclick` (open or focus
 * that table's page) on the service worker in sw.ts. Nothing is pushed yet, so it listens for nothing.
 */
export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  void worker;
}
