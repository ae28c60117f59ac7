/** What the page and its service worker agree on: the message that lets a waiting new version take over. */
export const SKIP_WAITING = 'SKIP_WAITING';
