import { useLayoutEffect, useRef, type RefObject } from 'react';
import { flyGhost, ghostOf, rectOf, type Rect } from './ghosts';

/**
 * Cards that move (issue 16), after each new view:
 * - a card that has just appeared in the middle flies there from where it came (the player's own
 *   card, or the seat box of whoever moved);
 * - a card newly in the player's hand flies in from the stock, and a card drawn into another seat's
 *   hand flies from the stock to that seat's backs;
 * - a group that changed seats (Tuffa Viktor's Vivan) flies from the seat it was taken from;
 * - a pile that left the table (Idiot) flies away when burned, or to whoever picked it up.
 * FLIP with the Web Animations API for cards still shown (the page is already drawn in its new
 * state: each starts at its origin and animates to its place), and a copy for those no longer shown
 * (ghosts.ts). Nothing moves when the browser asks for reduced motion.
 */

export const FLIGHT_MS = 420;

export type FlightKind = 'play' | 'draw' | 'group' | 'pile';

const reduced = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function fly(el: HTMLElement, from: Rect): boolean {
  if (typeof el.animate !== 'function') return false;
  const to = rectOf(el);
  if (!to.w || !from.w) return false;
  const dx = from.x + from.w / 2 - (to.x + to.w / 2);
  const dy = from.y + from.h / 2 - (to.y + to.h / 2);
  const scale = Math.min(1.6, Math.max(0.4, from.w / to.w));
  for (const a of el.getAnimations()) a.cancel();
  el.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.6 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(.2,.7,.3,1)', id: 'card-flight' },
  );
  return true;
}

const codesOf = (el: Element): string[] =>
  Array.from(el.querySelectorAll<HTMLElement>('.table-card[data-code]'))
    .map((c) => c.dataset['code'] ?? '')
    .sort();

/** Whether every card of `part` is in `whole` (as many times). */
function within(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  return part.every((c) => {
    const i = left.indexOf(c);
    return i >= 0 && left.splice(i, 1).length === 1;
  });
}

type Group = { seat: number; key: string; codes: string[]; rect: Rect };
type Pile = { count: number; burned: number; rect: Rect; ghost: HTMLElement };

const seatOf = (el: Element): number | null => {
  const s = el.closest<HTMLElement>('[data-seat]')?.dataset['seat'];
  return s === undefined ? null : Number(s);
};

/** What the flights compare from one view to the next: where everything rested. */
interface Before {
  hand: Map<string, { code: string; rect: Rect }>;
  seats: Map<number, Rect>;
  backs: Map<number, number>;
  groups: Group[];
  pile: Pile | null;
  stock: { rect: Rect; ghost: HTMLElement; count: number } | null;
}

/**
 * Animates the cards of the table under `root` after every change of `version`. `actor` is the seat
 * that made the last move (null when unknown), `me` the viewer's seat. The number of flights started
 * is kept on the root as data-flights, and per kind as data-flights-<kind> (for tests and curious eyes).
 */
export function useCardFlights(
  root: RefObject<HTMLElement | null>,
  version: unknown,
  actor: number | null,
  me: number | null,
): void {
  const seen = useRef(new WeakSet<Element>());
  const before = useRef<Before | null>(null);
  const counts = useRef<Record<FlightKind, number>>({ play: 0, draw: 0, group: 0, pile: 0 });
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const center = Array.from(el.querySelectorAll<HTMLElement>('[data-testid=center] .table-card'));
    const hand = Array.from(el.querySelectorAll<HTMLElement>('.seat-box.me .card-btn[data-card]'));
    const stockEl = el.querySelector('[data-testid=stock] .table-card');
    const stockCount = Number(el.querySelector<HTMLElement>('[data-testid=stock]')?.dataset['count'] ?? 0);
    const pileEl = el.querySelector<HTMLElement>('[data-testid=pile][data-count]');
    // Where everything rests now, for the next change: read before any animation moves it.
    const now: Before = {
      hand: new Map(
        hand.map((b) => [b.dataset['card'] ?? '', { code: b.dataset['code'] ?? '', rect: rectOf(b) }]),
      ),
      seats: new Map(
        Array.from(el.querySelectorAll<HTMLElement>('[data-seat]')).map((s) => [
          Number(s.dataset['seat']),
          rectOf(s),
        ]),
      ),
      backs: new Map(
        Array.from(el.querySelectorAll<HTMLElement>('[data-seat] .backs[data-count]')).flatMap((b) => {
          const seat = seatOf(b);
          return seat === null ? [] : [[seat, Number(b.dataset['count'])] as const];
        }),
      ),
      groups: Array.from(el.querySelectorAll<HTMLElement>('[data-testid=group]')).flatMap((g) => {
        const seat = seatOf(g);
        const codes = codesOf(g);
        return seat === null ? [] : [{ seat, key: `${seat}:${codes.join()}`, codes, rect: rectOf(g) }];
      }),
      pile: pileEl
        ? {
            count: Number(pileEl.dataset['count']),
            burned: Number(pileEl.dataset['burned'] ?? 0),
            rect: rectOf(pileEl.querySelector('.card-row') ?? pileEl),
            ghost: ghostOf(pileEl.querySelector('.card-row') ?? pileEl),
          }
        : null,
      stock: stockEl ? { rect: rectOf(stockEl), ghost: ghostOf(stockEl), count: stockCount } : null,
    };
    const was = before.current;
    const n = counts.current;
    if (was && !reduced()) {
      // Cards laid in the middle: from the own hand, or from the seat of whoever moved.
      const gone = [...was.hand.entries()].filter(([id]) => !now.hand.has(id));
      for (const card of center) {
        if (seen.current.has(card)) continue;
        const code = card.dataset['code'];
        const mine = gone.findIndex(([, v]) => v.code === code);
        const from =
          mine >= 0
            ? gone.splice(mine, 1)[0]?.[1].rect
            : actor !== null && actor !== me
              ? (now.seats.get(actor) ?? was.seats.get(actor))
              : undefined;
        if (from && fly(card, from)) n.play++;
      }
      // The own hand's new cards, from the stock.
      const stockRect = now.stock?.rect ?? was.stock?.rect ?? null;
      if (stockRect)
        for (const b of hand) if (!was.hand.has(b.dataset['card'] ?? '') && fly(b, stockRect)) n.draw++;
      // A pile that left the table: burned (away), or picked up (to that hand).
      const pileGone = was.pile && was.pile.count > 0 && (now.pile?.count ?? 0) < was.pile.count;
      const burned = pileGone && (now.pile?.burned ?? 0) > (was.pile?.burned ?? 0);
      if (pileGone && was.pile) {
        const to = burned
          ? null
          : actor === me
            ? (el.querySelector('.seat-box.me [data-testid=hand]') ?? null)
            : (el.querySelector(`[data-seat="${actor}"] .backs`) ?? null);
        if (
          (burned || to) &&
          flyGhost(was.pile.ghost, was.pile.rect, to ? rectOf(to) : null, FLIGHT_MS + 180)
        )
          n.pile++;
      }
      // Cards drawn into another seat's hand: a back from the stock to its backs (a few at most).
      // The mover's hand may hold as many as before (played one, drew one): the stock says it drew.
      const ghostOfStock = now.stock?.ghost ?? was.stock?.ghost;
      const stockDrop = Math.max(0, (was.stock?.count ?? 0) - stockCount);
      if (stockRect && ghostOfStock)
        for (const [seat, count] of now.backs) {
          const grew = count - (was.backs.get(seat) ?? count);
          const more = seat === actor ? Math.max(grew, stockDrop) : grew;
          if (seat === me || more <= 0 || (pileGone && seat === actor)) continue;
          const target = el.querySelector(`[data-seat="${seat}"] .backs`);
          if (!target) continue;
          for (let i = 0; i < Math.min(3, more); i++) {
            const g = ghostOfStock.cloneNode(true) as HTMLElement;
            if (flyGhost(g, stockRect, rectOf(target), FLIGHT_MS, i * 90)) n.draw++;
          }
        }
      // A group that changed seats (Vivan): flown from where it lay.
      const keys = new Set(was.groups.map((g) => g.key));
      const stillThere = new Set(now.groups.map((g) => g.key));
      const left = was.groups.filter((g) => !stillThere.has(g.key));
      for (const g of Array.from(el.querySelectorAll<HTMLElement>('[data-testid=group]'))) {
        const seat = seatOf(g);
        const codes = codesOf(g);
        if (seat === null || keys.has(`${seat}:${codes.join()}`)) continue;
        const from = left.findIndex((x) => x.seat !== seat && within(x.codes, codes));
        if (from >= 0 && fly(g, left.splice(from, 1)[0]!.rect)) n.group++;
      }
    }
    for (const card of center) seen.current.add(card);
    before.current = now;
    const total = n.play + n.draw + n.group + n.pile;
    el.dataset['flights'] = String(total);
    for (const k of Object.keys(n) as FlightKind[])
      el.dataset[`flights${k[0]!.toUpperCase()}${k.slice(1)}`] = String(n[k]);
  }, [version, root, actor, me]);
}
