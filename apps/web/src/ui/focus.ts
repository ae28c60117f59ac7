/**
 * Where the keyboard goes at the table (issue 39): to the hand when the player's first turn comes,
 * and to the card just drawn after a draw, never away from something the player is using.
 */
import { useEffect, useRef } from 'react';
import type { Act } from '../game/actions';
import { ownCardId, type OwnCard } from './Hand';

const OWN_CARDS = '.seat-box.me .card-btn';

/** Nothing has the focus: the page's start (a chat line being typed, a button in use, keep theirs). */
const focusIsFree = (): boolean => !document.activeElement || document.activeElement === document.body;

/**
 * Focuses the seat's first card that can be played now (else the first card); with no cards in hand
 * (Viggo's draft takes from the middle), the first of the seat's choices. False when there is none.
 */
export function focusCards(): boolean {
  const cards = Array.from(document.querySelectorAll<HTMLButtonElement>(OWN_CARDS));
  const target =
    cards.find((c) => c.getAttribute('aria-disabled') !== 'true') ??
    cards[0] ??
    document.querySelector<HTMLButtonElement>('[data-testid=actions] button:not(:disabled)');
  target?.focus({ preventScroll: true });
  return !!target;
}

/**
 * Once per table: when it is first the player's turn and nothing else has the focus, the focus goes
 * to their hand, so a keyboard (or a screen reader) starts at the cards, not 31 Tabs above them.
 */
export function useFirstTurnFocus(myTurn: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !myTurn) return;
    done.current = true;
    if (focusIsFree()) focusCards();
  }, [myTurn]);
}

/**
 * After a draw, the focus goes to the card drawn (its place in the sorted hand), not left on the
 * draw button below the hand. Returns what the table calls with each action it sends.
 */
export function useDrawFocus(hand: readonly OwnCard[]): (a: Act) => void {
  const before = useRef<string[] | null>(null);
  useEffect(() => {
    const was = before.current;
    if (!was) return;
    const left = [...was];
    const drawn = hand.find((c) => {
      const i = left.indexOf(c.code);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
    if (!drawn) return;
    before.current = null;
    const button = document.querySelector<HTMLButtonElement>(
      `${OWN_CARDS}[data-card="${CSS.escape(ownCardId(drawn))}"]`,
    );
    button?.focus({ preventScroll: true });
  }, [hand]);
  return (a) => {
    before.current = a.type === 'draw' ? hand.map((c) => c.code) : null;
  };
}
