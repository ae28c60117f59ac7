/**
 * What the prompt says about typed words that name no legal move: not understood, a card not held,
 * or a move the rules refuse now with the game's own reason (the engine's reason codes, as the page
 * and the server give them). The engine decides; this only picks the action the words ask for.
 */
import { act, matchView, sayReason, selectionAsks, type Json, type Match, type Seat } from '@kortbord/engine';
import { cardsText, seatName, type Ctx } from './describe';
import type { Typed } from './moves';
import { t } from './words';

type Obj = { readonly [key: string]: Json };

const codes = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The action typed words most plainly ask for, in this game and phase (the game's own word). */
function candidate(m: Match, me: Seat, typed: Typed, phase: string): Json {
  const type = [...typed.types][0];
  if (!typed.cards.length) return { type: type ?? 'play' };
  return selectionAsks(m.game.id, {
    cards: typed.cards,
    phase,
    me,
    players: m.players,
    type,
    suit: typed.suit ?? undefined,
    call: typed.call,
  });
}

/** The cards of `typed` this seat does not have to play (hand, and Idiot's face-up cards). */
function notHeld(typed: Typed, own: Obj | undefined): string[] {
  const have = [...codes(own?.['hand']), ...codes(own?.['faceUp'])];
  const missing: string[] = [];
  for (const c of typed.cards) {
    const i = have.indexOf(c);
    if (i < 0) missing.push(c);
    else have.splice(i, 1);
  }
  return missing;
}

/** One sentence (or two) on why `text` is no move now; the menu's general line where none is known. */
export function refusalText(m: Match, c: Ctx, typed: Typed): string {
  const L = c.lang;
  if (typed.unknown.length) return t(L, 'notUnderstood', { x: typed.unknown.join(' ') });
  if (!typed.cards.length && !typed.types.size) return t(L, 'noSuchMove');
  const v = matchView(m, c.me) as Obj;
  const own = ((v['seats'] ?? []) as readonly Obj[])[c.me];
  const missing = notHeld(typed, own);
  if (missing.length) return t(L, 'notHeld', { cards: cardsText(missing, c) });
  const tried = act(m, c.me, candidate(m, c.me, typed, String(v['phase'])));
  if (tried.ok || !tried.reason) return t(L, 'noSuchMove');
  const why = sayReason(m.game.id, tried.reason, L, (s, as) => seatName(s, c, true, as));
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}`;
}
