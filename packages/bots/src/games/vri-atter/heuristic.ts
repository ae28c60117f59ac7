/**
 * Vri åtter: keep the eights for when nothing else fits, and change to the suit you hold most. Plays as
 * many cards as a play allows, ending on a suit still held (shedding points too, when points count);
 * answers a two penalty with twos; draws before laying an eight; always calls, knocks.
 */
import { parseCardCode, type Action } from '@kortbord/engine';
import type { BotInput } from '../../bot';
import { ownHand } from '../../heuristic-kit';
import type { Heuristic } from '../../heuristic-kit';

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

/**
 * The suit to name: the first of S H D C with the most of `counts` (eights are not counted in it), less
 * `perUnseen` for each card of the suit the seat cannot see (`unseen`; null counts none).
 */
function bestSuit(counts: readonly number[], unseen: readonly number[] | null, perUnseen: number): number {
  let best = 0;
  let n = -Infinity;
  for (const s of SUIT_ORDER) {
    const k = (counts[s] as number) - (unseen ? (unseen[s] as number) * perUnseen : 0);
    if (k > n) {
      n = k;
      best = s;
    }
  }
  return best;
}

/**
 * The heuristic's cost of a play (lower is better): many cards, ending on a suit still held, no eight
 * unless it changes to the suit `bestSuit` names; going out beats everything.
 */
function playCost(
  p: PlayLike,
  hand: readonly number[],
  counts: readonly number[],
  scoring: boolean,
  style: VriStyle,
  unseen: readonly number[] | null,
): number {
  const cs = p.cards;
  if (cs.length === hand.length) return -1000;
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
  c -= cs.length * style.perCard;
  c -= (left[endSuit] as number) * 2;
  if (eight && endSuit !== bestSuit(left, unseen, style.perUnseen)) c += 5;
  if (scoring) c -= pts / 5;
  if (style.splitRank !== 0 && !eight && holdsRank(hand, rankOfCode(cs[0] as string), cs.length))
    c += style.splitRank;
  return c;
}

/** Whether `hand` holds more than `laid` cards of `rank`. */
function holdsRank(hand: readonly number[], rank: number, laid: number): boolean {
  let n = 0;
  for (const c of hand) if (c >> 2 === rank) n++;
  return n > laid;
}

const hasEight = (p: PlayLike): boolean => {
  for (const code of p.cards) if (rankOfCode(code) === EIGHT) return true;
  return false;
};

/**
 * How a seat weighs its plays. Medium draws first and keeps its eights while a draw is allowed (with
 * three cards or more, and a suit to change to); the hard level's own play lays the eight instead
 * (8,000 rounds against three medium: 27.4% won, medium itself 25.5%).
 */
export interface VriStyle {
  readonly drawBeforeEight: boolean;
  /** What each card a play lays takes off its cost. */
  readonly perCard: number;
  /** What a play costs that leaves a card of its rank in hand (a rank is best laid whole). */
  readonly splitRank: number;
  /**
   * Naming a suit, what each card of it the seat cannot see counts against it: the fewer are left
   * elsewhere, the likelier the next seats must draw. Needs the cards seen (`unseenBySuit`).
   */
  readonly perUnseen: number;
}
export const MEDIUM_STYLE: VriStyle = { drawBeforeEight: true, perCard: 3, splitRank: 0, perUnseen: 0 };
/**
 * The hard level's own play: the eight laid rather than drawn for, and weights tuned by hill-climbing
 * one at a time against three medium without a search (12,000 seeded rounds a step, kept only when
 * better by two standard errors of the paired difference; checked on 20,000 other rounds: 29.6% won
 * against 27.3% for the eight alone; packages/bots/README.md).
 */
export const HARD_STYLE: VriStyle = { drawBeforeEight: false, perCard: 2, splitRank: 1, perUnseen: 1 };

/** Per suit, the cards of it the seat cannot see: not in its hand, not in the discard pile. */
export function unseenBySuit(hand: readonly number[], discard: readonly number[]): number[] {
  const out = [13, 13, 13, 13];
  for (const c of hand) out[c & 3] = (out[c & 3] as number) - 1;
  for (const c of discard) out[c & 3] = (out[c & 3] as number) - 1;
  return out;
}

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
  unseen: readonly number[] | null = null,
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
        const want = SUIT_CHARS.charAt(bestSuit(counts, unseen, style.perUnseen));
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
        const cost = playCost(p, hand, counts, options.scoring, style, unseen);
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
    const unseen =
      style.perUnseen === 0
        ? null
        : unseenBySuit(
            hand,
            ((input.view['discard'] as readonly string[] | undefined) ?? []).map(
              (c) => parseCardCode(c) ?? -1,
            ),
          );
    return vriChoice(hand, Number(input.view['penalty'] ?? 0), options, input.legal, style, unseen);
  };

/** Medium's play. */
export const vriHeuristic: Heuristic = styled(MEDIUM_STYLE);
/** The hard level's own play where its search does not overrule it (its prior). */
export const vriHardHeuristic: Heuristic = styled(HARD_STYLE);
