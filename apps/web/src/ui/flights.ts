import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Cards that move (issue 16): after each new view, a card that has just appeared in the middle flies
 * there from where it came (the player's own card, or the seat box of whoever moved), and a card
 * newly in the player's hand flies in from the stock. FLIP with the Web Animations API: the page is
 * already drawn in its new state, each new card starts at its origin and animates to its place.
 * Nothing moves when the browser asks for reduced motion.
 */

export const FLIGHT_MS = 420;

type Rect = { x: number; y: number; w: number; h: number };
const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
};

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

/**
 * Animates the cards of the table under `root` after every change of `version`. `actor` is the seat
 * that made the last move (null when unknown), `me` the viewer's seat. Returns nothing; the number of
 * flights started is kept on the root as data-flights (for tests and curious eyes).
 */
export function useCardFlights(
  root: RefObject<HTMLElement | null>,
  version: unknown,
  actor: number | null,
  me: number | null,
): void {
  const seen = useRef(new WeakSet<Element>());
  const handRects = useRef(new Map<string, { code: string; rect: Rect }>());
  const seatRects = useRef(new Map<number, Rect>());
  const first = useRef(true);
  const flights = useRef(0);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const center = Array.from(el.querySelectorAll<HTMLElement>('[data-testid=center] .table-card'));
    const hand = Array.from(el.querySelectorAll<HTMLElement>('.seat-box.me .card-btn[data-card]'));
    const stock = el.querySelector('[data-testid=stock] .table-card');
    const animate = !first.current && !reduced();
    // Where everything rests now, for the next change: read before any animation moves it.
    const handNow = new Map(
      hand.map((b) => [b.dataset['card'] ?? '', { code: b.dataset['code'] ?? '', rect: rectOf(b) }]),
    );
    const seatsNow = new Map(
      Array.from(el.querySelectorAll<HTMLElement>('[data-seat]')).map((s) => [
        Number(s.dataset['seat']),
        rectOf(s),
      ]),
    );
    if (animate) {
      const gone = [...handRects.current.entries()].filter(
        ([id]) => !hand.some((b) => b.dataset['card'] === id),
      );
      for (const card of center) {
        if (seen.current.has(card)) continue;
        const code = card.dataset['code'];
        const mine = gone.findIndex(([, v]) => v.code === code);
        const from =
          mine >= 0
            ? gone.splice(mine, 1)[0]?.[1].rect
            : actor !== null && actor !== me
              ? (seatsNow.get(actor) ?? seatRects.current.get(actor))
              : undefined;
        if (from && fly(card, from)) flights.current++;
      }
      const stockRect = stock ? rectOf(stock) : null;
      if (stockRect)
        for (const b of hand)
          if (!handRects.current.has(b.dataset['card'] ?? '') && fly(b, stockRect)) flights.current++;
    }
    for (const card of center) seen.current.add(card);
    handRects.current = handNow;
    seatRects.current = seatsNow;
    first.current = false;
    el.dataset['flights'] = String(flights.current);
  }, [version, root, actor, me]);
}
