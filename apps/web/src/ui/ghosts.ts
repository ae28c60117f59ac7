/**
 * Cards that move away or out of sight (issue 16): a copy ("ghost") of what was on the table, laid
 * over the page where it was and flown to where it went, then removed. For what the page no longer
 * shows after the change (a burned or picked-up pile, a card drawn into another seat's hidden hand),
 * which the FLIP flights in flights.ts cannot move because their element is gone or is a back.
 */

export type Rect = { x: number; y: number; w: number; h: number };

export const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
};

/** A copy of `el` to fly later: no test ids, ids or names in it (it is decoration, hidden from readers). */
export function ghostOf(el: Element): HTMLElement {
  const g = el.cloneNode(true) as HTMLElement;
  for (const e of [g, ...Array.from(g.querySelectorAll('*'))]) {
    e.removeAttribute('data-testid');
    e.removeAttribute('id');
    e.removeAttribute('aria-label');
    e.removeAttribute('role');
    // Its own entrance would play again on the copy.
    e.classList.remove('enter');
  }
  g.setAttribute('aria-hidden', 'true');
  g.classList.add('flight-ghost');
  return g;
}

/**
 * Flies `ghost` from `from` to the middle of `to` (shrinking to its size), or, with `to` null, away
 * (up and out, fading: a burned pile). Returns whether an animation started.
 */
export function flyGhost(ghost: HTMLElement, from: Rect, to: Rect | null, ms: number, delay = 0): boolean {
  if (typeof document === 'undefined' || !from.w) return false;
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${from.x}px`,
    top: `${from.y}px`,
    width: `${from.w}px`,
    height: `${from.h}px`,
    margin: '0',
    pointerEvents: 'none',
    zIndex: '40',
  });
  document.body.appendChild(ghost);
  if (typeof ghost.animate !== 'function') {
    ghost.remove();
    return false;
  }
  const end = to
    ? `translate(${to.x + to.w / 2 - (from.x + from.w / 2)}px, ${to.y + to.h / 2 - (from.y + from.h / 2)}px) scale(${Math.min(1, Math.max(0.3, to.w / from.w))})`
    : `translate(${from.w * 0.6}px, ${-from.h * 1.2}px) rotate(12deg) scale(0.7)`;
  const a = ghost.animate(
    [
      { transform: 'none', opacity: 1 },
      { transform: end, opacity: to ? 0.8 : 0 },
    ],
    { duration: ms, delay, easing: 'cubic-bezier(.3,.6,.3,1)', fill: 'backwards', id: 'card-flight' },
  );
  const done = () => ghost.remove();
  a.onfinish = done;
  a.oncancel = done;
  return true;
}
