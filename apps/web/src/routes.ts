import { useSyncExternalStore } from 'react';
import { GAME_IDS, type GameId, type Json } from '@kortbord/engine';
import { reviewAddress, tableAddress } from '@kortbord/protocol/pages';

export type Route =
  | { readonly name: 'home' }
  | {
      readonly name: 'table';
      readonly id: string;
      readonly invite: string | null;
      /** `?join`: take an open seat at a public table, from the lobby (no invite needed there). */
      readonly join: boolean;
    }
  /**
   * `/review` (the record kept in this browser) or `/review/<table>/<match>` (a finished match on the
   * server: an address to share); `?step=N` is the position shown, `?round=N` the end of a round.
   */
  | {
      readonly name: 'review';
      readonly table?: string;
      readonly match?: number;
      readonly step?: number;
      readonly round?: number;
    }
  | { readonly name: 'local' }
  /** `/history`: my finished matches, statistics and ratings; `/p/<profile>`: a profile as others see it. */
  | { readonly name: 'history' }
  | { readonly name: 'profile'; readonly id: string }
  /** `/regler/<game>?preset=…&o=<options>`: a game's rules with the chosen options. */
  | { readonly name: 'rules'; readonly game: GameId; readonly search: string }
  /** `/daily/<game>/<day>`: a day's deal among everyone who played it (issue 35). */
  | { readonly name: 'daily'; readonly game: GameId; readonly day: string };

/**
 * Pages by path: `/`, `/t/<table>?invite=<code>` (the protocol's invite link), `/t/<table>?join`
 * (a public table's open seat, from the lobby), `/review`, `/local`.
 */
export function parseRoute(pathname: string, search: string): Route {
  const table = tableAddress(pathname);
  if (table) {
    const q = new URLSearchParams(search);
    const invite = q.get('invite');
    return {
      name: 'table',
      id: table.table,
      invite: invite && /^[A-Za-z0-9_-]{1,64}$/.test(invite) ? invite : null,
      join: q.has('join'),
    };
  }
  const rules = /^\/regler\/([a-z-]+)\/?$/.exec(pathname);
  if (rules && (GAME_IDS as readonly string[]).includes(rules[1] as string))
    return { name: 'rules', game: rules[1] as GameId, search };
  const daily = /^\/daily\/([a-z-]+)\/(\d{4}-\d{2}-\d{2})\/?$/.exec(pathname);
  if (daily && (GAME_IDS as readonly string[]).includes(daily[1] as string))
    return { name: 'daily', game: daily[1] as GameId, day: daily[2] as string };
  if (pathname === '/review' || pathname.startsWith('/review/')) return reviewRoute(pathname, search);
  if (pathname === '/local') return { name: 'local' };
  if (pathname === '/history' || pathname === '/history/') return { name: 'history' };
  const profile = /^\/p\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  if (profile) return { name: 'profile', id: profile[1] as string };
  return { name: 'home' };
}

const whole = (v: string | null): number | undefined =>
  v !== null && /^\d{1,6}$/.test(v) ? Number(v) : undefined;

function reviewRoute(pathname: string, search: string): Route {
  const q = new URLSearchParams(search);
  const at = { step: whole(q.get('step')), round: whole(q.get('round')) };
  const known = Object.fromEntries(Object.entries(at).filter(([, v]) => v !== undefined));
  const server = reviewAddress(pathname);
  if (server) return { name: 'review', ...server, ...known };
  if (pathname === '/review' || pathname === '/review/') return { name: 'review', ...known };
  return { name: 'home' };
}

/** The link to a game's rules page with the chosen options (`?preset=…&o=<json>`). */
export const rulesLink = (
  game: GameId,
  preset: string | null,
  options: Readonly<Record<string, Json>>,
): string =>
  `/regler/${game}?${new URLSearchParams({ ...(preset ? { preset } : {}), o: JSON.stringify(options) })}`;

/** The address of a profile's public page. */
export const profilePath = (id: string): string => `/p/${encodeURIComponent(id)}`;

/** The address of a day's deal among everyone who played it. */
export const dailyPath = (game: GameId, day: string): string => `/daily/${game}/${day}`;

/** The address of a finished match's review on the server. */
export const reviewPath = (table: string, match: number): string =>
  `/review/${encodeURIComponent(table)}/${match}`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  notify();
  window.scrollTo?.(0, 0);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  window.addEventListener('popstate', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('popstate', l);
  };
};
// Outside a browser (the build drawing the front page's first paint, first-paint.tsx) it is the front page.
const snapshot = () => (typeof location === 'undefined' ? '/' : location.pathname + location.search);

/** The page at the browser's address, or at `drawn` (the build drawing a page's first paint, first-paint.tsx). */
export function useRoute(drawn?: string): Route {
  const here = useSyncExternalStore(subscribe, snapshot);
  const at = drawn ?? here;
  const q = at.indexOf('?');
  return parseRoute(q < 0 ? at : at.slice(0, q), q < 0 ? '' : at.slice(q));
}
