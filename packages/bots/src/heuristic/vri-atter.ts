/**
 * Vri åtter: keep the eights for when nothing else fits, and change to the suit you hold most. Plays as
 * many cards as a play allows, ending on a suit still held (shedding points too, when points count);
 * answers a two penalty with twos; draws before laying an eight; always calls, knocks.
 */
import { parseCardCode, type Action } from '@kortbord/engine';
import type { BotInput } from '../bot';
import { ownHand } from './common';
import type { Heuristic } from './index';

interface PlayLike {
  readonly type: 'play';
  readonly cards: readonly string[];
  readonly suit?: string;
  readonly call?: boolean;
}

const EIGHT = 6;
const RANK_CHARS = '23456789TJQKA';
const SUIT_CHARS = 'CDHS';
/** The heuristic's order for "the suit held most": the first of S H D C with the most cards. */
const SUIT_ORDER = [3, 2, 1, 0] as const;

const rankOfCode = (code: string): number => RANK_CHARS.indexOf(code.charAt(0));
const suitOfCode = (code: string): number => SUIT_CHARS.indexOf(code.charAt(1));

/** Penalty points of a card that is not an eight (RULES.md: J Q K 10, ace 1, others face value). */
const points = (rank: number): number => (rank >= 9 && rank <= 11 ? 10 : rank === 12 ? 1 : rank + 2);

/** The first of S H D C with the most of `counts` (eights are not counted in it). */
function most(counts: readonly number[]): number {
  let best = 0;
  let n = -1;
  for (const s of SUIT_ORDER) {
    const k = counts[s] as number;
    if (k > n) {
      n = k;
      best = s;
    }
  }
  return best;
}

/**
 * The heuristic's cost of a play (lower is better): many cards, ending on a suit still held, no eight
 * unless it changes to the suit held most; going out beats everything.
 */
function playCost(p: PlayLike, handSize: number, counts: readonly number[], scoring: boolean): number {
  const cs = p.cards;
  if (cs.length === handSize) return -1000;
  const left = counts.slice();
  let eight = false;
  let pts = 0;
  for (const code of cs) {
    const r = rankOfCode(code);
    if (r === EIGHT) eight = true;
    else {
      const s = suitOfCode(code);
      left[s] = (left[s] as number) - 1;
      pts += points(r);
    }
  }
  const endSuit = p.suit !== undefined ? SUIT_CHARS.indexOf(p.suit) : suitOfCode(cs[cs.length - 1] as string);
  let c = eight ? 100 : 0;
  c -= cs.length * 3;
  c -= (left[endSuit] as number) * 2;
  if (eight && endSuit !== most(left)) c += 5;
  if (scoring) c -= pts / 5;
  return c;
}

const hasEight = (p: PlayLike): boolean => {
  for (const code of p.cards) if (rankOfCode(code) === EIGHT) return true;
  return false;
};

/**
 * How a seat plays where nothing plain fits. Medium draws first and keeps its eights while a draw is
 * allowed (with three cards or more, and a suit to change to); the hard level's own play lays the
 * eight instead (measured, 8,000 rounds against three medium: 27.4% won, medium itself 25.5%).
 */
export interface VriStyle {
  readonly drawBeforeEight: boolean;
}
export const MEDIUM_STYLE: VriStyle = { drawBeforeEight: true };
export const HARD_STYLE: VriStyle = { drawBeforeEight: false };

/**
 * The heuristic's choice for a hand (card numbers: rank * 4 + suit) under a two/ace penalty of
 * `penalty` cards. Written as plain loops over card numbers, because it also runs at every step of the
 * hard bot's rollouts (rollout/vri-atter.ts), where closures and code strings cost more than the
 * engine's move.
 */
export function vriChoice(
  hand: readonly number[],
  penalty: number,
  options: { readonly scoring: boolean; readonly lastCardCall: boolean },
  legal: readonly Action[],
  style: VriStyle = MEDIUM_STYLE,
): Action {
  // The engine lists a knock last; the heuristic takes it whatever else is legal.
  const lastAction = legal[legal.length - 1] as Action;
  if (lastAction.type === 'knock') return lastAction;
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (c >> 2 !== EIGHT) counts[c & 3] = (counts[c & 3] as number) + 1;
  let draw: Action | null = null;
  let pass: Action | null = null;
  let bestPlain: Action | null = null;
  let bestPlainCost = Infinity;
  let bestEight: Action | null = null;
  let bestEightCost = Infinity;
  for (const a of legal) {
    switch (a.type) {
      case 'knock':
        return a;
      case 'suit': {
        const want = SUIT_CHARS.charAt(most(counts));
        return legal.find((x) => (x as unknown as { suit: string }).suit === want) ?? a;
      }
      case 'draw':
        draw = a;
        break;
      case 'pass':
        pass = a;
        break;
      case 'play': {
        const p = a as unknown as PlayLike;
        // The engine lists a play that leaves one card both with and without the call: take the call.
        if (p.call !== true && options.lastCardCall && hand.length - p.cards.length === 1) break;
        const cost = playCost(p, hand.length, counts, options.scoring);
        if (hasEight(p)) {
          if (cost < bestEightCost) {
            bestEightCost = cost;
            bestEight = a;
          }
        } else if (cost < bestPlainCost) {
          bestPlainCost = cost;
          bestPlain = a;
        }
        break;
      }
    }
  }
  if (bestPlain) return bestPlain;
  if (draw && penalty !== 0) return draw;
  const suited = counts[0] || counts[1] || counts[2] || counts[3];
  if (bestEight && (!style.drawBeforeEight || !draw || hand.length <= 2 || !suited)) return bestEight;
  return draw ?? bestEight ?? pass ?? (legal[0] as Action);
}

const styled =
  (style: VriStyle): Heuristic =>
  (input: BotInput) => {
    const hand = ownHand(input).map((c) => parseCardCode(c) ?? -1);
    const options = input.view['options'] as { scoring: boolean; lastCardCall: boolean };
    return vriChoice(hand, Number(input.view['penalty'] ?? 0), options, input.legal, style);
  };

/** Medium's play. */
export const vriHeuristic: Heuristic = styled(MEDIUM_STYLE);
/** The hard level's own play where its search does not overrule it (its prior). */
export const vriHardHeuristic: Heuristic = styled(HARD_STYLE);
