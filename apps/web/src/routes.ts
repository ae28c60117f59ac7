import { useSyncExternalStore } from 'react';
import { GAME_IDS, type GameId } from '@kortbord/engine';

export type Route =
  | { readonly name: 'home' }
  | {
      readonly name: 'table';
      readonly id: string;
      readonly invite: string | null;
      /** `?join`: take an open seat at a public table, from the lobby (no invite needed there). */
      readonly join: boolean;
    }
  | { readonly name: 'review' }
  | { readonly name: 'local' }
  /** `/regler/<game>?preset=…&o=<options>`: a game's rules with the chosen options. */
  | { readonly name: 'rules'; readonly game: GameId; readonly search: string };

/**
 * Pages by path: `/`, `/t/<table>?invite=<code>` (the protocol's invite link), `/t/<table>?join`
 * (a public table's open seat, from the lobby), `/review`, `/local`.
 */
export function parseRoute(pathname: string, search: string): Route {
  const table = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  if (table) {
    const q = new URLSearchParams(search);
    const invite = q.get('invite');
    return {
      name: 'table',
      id: table[1] as string,
      invite: invite && /^[A-Za-z0-9_-]{1,64}$/.test(invite) ? invite : null,
      join: q.has('join'),
    };
  }
  const rules = /^\/regler\/([a-z-]+)\/?$/.exec(pathname);
  if (rules && (GAME_IDS as readonly string[]).includes(rules[1] as string))
    return { name: 'rules', game: rules[1] as GameId, search };
  if (pathname === '/review') return { name: 'review' };
  if (pathname === '/local') return { name: 'local' };
  return { name: 'home' };
}

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
const snapshot = () => location.pathname + location.search;

export function useRoute(): Route {
  const at = useSyncExternalStore(subscribe, snapshot);
  const q = at.indexOf('?');
  return parseRoute(q < 0 ? at : at.slice(0, q), q < 0 ? '' : at.slice(q));
}
