import {
  GAMES,
  getGame,
  isObject,
  rngFromSeed,
  selectionAsks,
  type Json,
  type Reason,
} from '@kortbord/engine';
import { containsCards, ownCards, type Act } from './actions';

/**
 * What the web says about a selection that is no legal action. The server decides legality and
 * the client offers only its legal actions; this only explains, in the game's own reasons, why a
 * selection is refused. The reasons depend on public facts and the player's own cards, so a state
 * dealt from the player's view (as the bots do) gives the same reason as the true one.
 */
export type SelectionNote =
  | { readonly kind: 'more'; readonly n: number; readonly type: string }
  | { readonly kind: 'reason'; readonly reason: Reason };

/** The action a selection most plainly asks for, in this game and phase (the game's own word). */
export function candidate(view: { readonly [key: string]: Json }, me: number, cards: readonly string[]): Act {
  const game = getGame(view['game']);
  const phase = typeof view['phase'] === 'string' ? view['phase'] : '';
  const players = typeof view['players'] === 'number' ? view['players'] : 2;
  // A game this client does not know gives no reason (reasonFor): the plain play stands in.
  return game ? selectionAsks(game.id, { cards, phase, me, players }) : { type: 'play', cards: [...cards] };
}

/** The game's reason for refusing `action`, from the seat's view; null when it cannot be told. */
export function reasonFor(view: Json, me: number, action: Act): Reason | null {
  if (!isObject(view)) return null;
  const game = getGame(view['game']);
  if (!game) return null;
  try {
    const s: unknown = game.determinize(view, me, rngFromSeed('why'));
    const parsed = game.parseAction(action, s, me);
    if (!parsed.ok) return { code: 'not-allowed' };
    const key = game.actionKey(parsed.value);
    if ((game.legalActions(s, me) as Act[]).some((a) => game.actionKey(a) === key)) return null;
    return game.explain(s, me, parsed.value);
  } catch {
    // A view this client cannot read back into a state: say nothing rather than something wrong.
    return null;
  }
}

/** What to say about the selected cards when they match no legal action. */
export function selectionNote(
  view: Json,
  me: number,
  legal: readonly Act[],
  selected: readonly string[],
): SelectionNote | null {
  if (!selected.length) return null;
  // The start of a legal action: how many cards it still needs.
  let best: { n: number; type: string } | null = null;
  for (const a of legal) {
    const own = ownCards(a);
    if (own.length > selected.length && containsCards(own, selected)) {
      const n = own.length - selected.length;
      if (!best || n < best.n) best = { n, type: a.type };
    }
  }
  if (best) return { kind: 'more', ...best };
  if (!isObject(view)) return null;
  const r = reasonFor(view, me, candidate(view, me, selected));
  return r ? { kind: 'reason', reason: r } : null;
}

/**
 * Why nothing in the hand can be played on the seat's turn: the reasons of each card played alone,
 * without repeats (at most two, the most common first).
 */
export function stuckReasons(view: Json, me: number, cards: readonly string[]): Reason[] {
  if (!isObject(view)) return [];
  const seen = new Map<string, { r: Reason; n: number }>();
  for (const c of new Set(cards)) {
    const r = reasonFor(view, me, candidate(view, me, [c]));
    if (!r) continue;
    const key = r.code;
    const had = seen.get(key);
    if (had) had.n++;
    else seen.set(key, { r, n: 1 });
  }
  return [...seen.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 2)
    .map((x) => x.r);
}

export const knownGame = (id: unknown): boolean => typeof id === 'string' && id in GAMES;
