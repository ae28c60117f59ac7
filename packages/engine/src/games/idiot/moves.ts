import { cardCodes, rankOf, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { combinations } from '../../multiset';
import { CHANCE, FLIPS, PICKUP, pickupLaying, playAction, type IdiotAction } from './actions';
import { beats, FACE_UP, HAND, isSpecial, zoneOf } from './rules';
import { cardsLeft, EMPTY, NONE, type IdiotState } from './state';

export function toAct(s: IdiotState): Seat[] {
  if (s.phase === 'play') return [s.turn];
  const out: Seat[] = [];
  if (s.phase === 'arrange')
    for (let seat = 0; seat < s.players; seat++) if (!s.arranged[seat]) out.push(seat);
  return out;
}

/**
 * Pushes every play from `zone` (sorted, so each rank is a run) that may go on the pile. With
 * `lastBar` set, plays of 2s or Ts that would empty the seat are left out; returns whether any was.
 */
function pushPlays(
  zone: readonly Card[],
  pile: readonly Card[],
  oneOnly: boolean,
  lastBar: boolean,
  out: IdiotAction[],
): boolean {
  let barred = false;
  let i = 0;
  while (i < zone.length) {
    const r = rankOf(zone[i] as Card);
    let j = i + 1;
    while (j < zone.length && rankOf(zone[j] as Card) === r) j++;
    if (beats(r, pile)) {
      const k = j - i;
      // Subsets of the run by bit mask; with oneOnly only the single bits.
      for (let sub = 1; sub < 1 << k; sub = oneOnly ? sub << 1 : sub + 1) {
        let suits = 0;
        let n = 0;
        for (let b = 0; b < k; b++)
          if (sub & (1 << b)) {
            suits |= 1 << suitOf(zone[i + b] as Card);
            n++;
          }
        if (lastBar && n === zone.length && isSpecial(r)) barred = true;
        else out.push(playAction(r, suits));
      }
    }
    i = j;
  }
  return barred;
}

/** Every legal action of `seat`, in a stable order: plays by rank, flips, pick-ups, chance. */
export function legalActions(s: IdiotState, seat: Seat): IdiotAction[] {
  if (s.phase === 'arrange') return s.arranged[seat] === false ? arrangeActions(s, seat) : [];
  if (s.phase !== 'play' || s.turn !== seat) return [];
  const out: IdiotAction[] = [];
  const o = s.options;
  const zone = zoneOf(s, seat);
  const pile = s.pile;
  if (zone === HAND || zone === FACE_UP) {
    const cards = (zone === HAND ? s.hands[seat] : s.faceUp[seat]) ?? EMPTY;
    const lastBar = o.lastSpecial === 'forbidden' && cardsLeft(s, seat) === cards.length;
    const barred = pushPlays(cards, pile, o.oneCardOnly, lastBar, out);
    if (pile.length > 0) {
      if (zone === FACE_UP && o.faceUpBeforePickup && out.length === 0)
        for (const c of cards) out.push(pickupLaying(c));
      else out.push(PICKUP);
    }
    if (o.chance && s.stock.length > 0) out.push(CHANCE);
    // Only 2s and Ts left on an empty pile: nothing to pick up, so going out on them is allowed.
    if (barred && out.length === 0) pushPlays(cards, pile, o.oneCardOnly, false, out);
    return out;
  }
  const slots = s.faceDown[seat] ?? EMPTY;
  for (let i = 0; i < slots.length; i++) if (slots[i] !== NONE) out.push(FLIPS[i] as IdiotAction);
  if (pile.length > 0) out.push(PICKUP);
  return out;
}

function arrangeActions(s: IdiotState, seat: Seat): IdiotAction[] {
  const pool = ((s.hands[seat] ?? EMPTY) as Card[]).concat(s.faceUp[seat] ?? EMPTY).sort((a, b) => a - b);
  return combinations(pool, 3).map((cs) => ({ type: 'arrange', faceUp: cardCodes(cs) }));
}
