import { CLUB_THREE, card, cardCode, cardCodes, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { marksKey, readMarks } from '../../marks';
import { malformed, ok, type Result } from '../../result';
import { LAST_SEQUENCE_START, TOP_VALUE, classify, order, tableStrength, value } from './combo';
import { isTakeTurn, type ViggoAction, type ViggoState } from './state';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import type { ViggoReason } from './words';

const PASS: ViggoAction = { type: 'pass' };
const KEEP: ViggoAction = { type: 'keep' };
const REJECT: ViggoAction = { type: 'reject' };

/** SUBSETS[c][k]: every k positions out of a rank group of c cards, lexicographic (position 0 first). */
type Subsets = readonly (readonly number[])[];
const SUBSETS: readonly (readonly Subsets[])[] = Array.from({ length: 5 }, (_, c) =>
  Array.from({ length: 5 }, (_, k) => {
    const out: number[][] = [];
    const pick: number[] = [];
    const go = (from: number): void => {
      if (pick.length === k) {
        out.push(pick.slice());
        return;
      }
      for (let i = from; i < c; i++) {
        pick.push(i);
        go(i + 1);
        pick.pop();
      }
    };
    go(0);
    return out;
  }),
);

// Scratch space for the hand's rank groups: legalActions runs millions of times and never re-enters.
const FIRST = new Int8Array(13);
const COUNT = new Int8Array(13);

const at = (xs: ArrayLike<number>, i: number): number => xs[i] as number;

/** Groups the (hand-ordered) hand by rank into FIRST and COUNT. */
function group(hand: readonly Card[]): void {
  COUNT.fill(0);
  for (let i = hand.length - 1; i >= 0; i--) {
    const v = value(at(hand, i));
    FIRST[v] = i;
    COUNT[v] = at(COUNT, v) + 1;
  }
}

const rankOfValue = (v: number): number => (v + 2) % 13;

/**
 * Plays are shared, frozen objects built once: a set by its rank and suit mask, a sequence by its
 * lowest rank and five suits. Generating moves then allocates only the list (most are thrown away).
 */
const SETS: (ViggoAction | undefined)[] = [];
const SEQUENCES: (ViggoAction | undefined)[] = [];

const frozenPlay = (cards: Card[]): ViggoAction =>
  Object.freeze({ type: 'play' as const, cards: Object.freeze(cards.map(cardCode)) });

function setPlay(v: number, mask: number): ViggoAction {
  const at = v * 16 + mask;
  const cached = SETS[at];
  if (cached) return cached;
  const cards: Card[] = [];
  for (let suit = 0; suit < 4; suit++) if (mask & (1 << suit)) cards.push(card(rankOfValue(v), suit));
  return (SETS[at] = frozenPlay(cards));
}

function sequencePlay(lo: number, suits: number): ViggoAction {
  const at = lo * 1024 + suits;
  const cached = SEQUENCES[at];
  if (cached) return cached;
  const cards: Card[] = [];
  for (let i = 0; i < 5; i++) cards.push(card(rankOfValue(lo + i), (suits >> (2 * (4 - i))) & 3));
  return (SEQUENCES[at] = frozenPlay(cards));
}

/** Sets of k cards of one rank stronger than `beat` (-1: any). */
function addSets(out: ViggoAction[], hand: readonly Card[], k: number, beat: number): void {
  for (let v = 0; v <= TOP_VALUE; v++) {
    const c = at(COUNT, v);
    if (c < k || v * 2 + 1 <= beat) continue;
    const first = at(FIRST, v);
    // At the table's own rank only a set holding 3C is higher; 3C sorts first in its group.
    const clubOnly = v * 2 <= beat;
    if (clubOnly && hand[first] !== CLUB_THREE) continue;
    const picks = SUBSETS[c]?.[k] ?? [];
    for (let p = 0; p < picks.length; p++) {
      const pick = picks[p] as readonly number[];
      if (clubOnly && pick[0] !== 0) break;
      let mask = 0;
      for (let j = 0; j < k; j++) mask |= 1 << (at(hand, first + at(pick, j)) & 3);
      out.push(setPlay(v, mask));
    }
  }
}

/** Sequences of five consecutive ranks stronger than `beat` (-1: any), every choice of suits. */
function addSequences(out: ViggoAction[], hand: readonly Card[], beat: number): void {
  for (let lo = 0; lo <= LAST_SEQUENCE_START; lo++) {
    const top = lo + 4;
    if (top * 2 + 1 <= beat) continue;
    let missing = false;
    for (let v = lo; v <= top; v++) if (at(COUNT, v) === 0) missing = true;
    if (missing) continue;
    const clubOnly = top * 2 <= beat;
    if (clubOnly && hand[at(FIRST, top)] !== CLUB_THREE) continue;
    const f0 = at(FIRST, lo);
    const f1 = at(FIRST, lo + 1);
    const f2 = at(FIRST, lo + 2);
    const f3 = at(FIRST, lo + 3);
    const f4 = at(FIRST, top);
    const e4 = clubOnly ? f4 + 1 : f4 + at(COUNT, top);
    for (let a = f0; a < f0 + at(COUNT, lo); a++) {
      const sa = at(hand, a) & 3;
      for (let b = f1; b < f1 + at(COUNT, lo + 1); b++) {
        const sb = sa * 4 + (at(hand, b) & 3);
        for (let c = f2; c < f2 + at(COUNT, lo + 2); c++) {
          const sc = sb * 4 + (at(hand, c) & 3);
          for (let d = f3; d < f3 + at(COUNT, lo + 3); d++) {
            const sd = sc * 4 + (at(hand, d) & 3);
            for (let e = f4; e < e4; e++) out.push(sequencePlay(lo, sd * 4 + (at(hand, e) & 3)));
          }
        }
      }
    }
  }
}

/**
 * Every legal action of `seat`: in the draft keep and reject, or the two takes; leading, every
 * combination by kind (singles … fours, then sequences) and rank; following, pass first, then every
 * combination of the table's kind that beats it.
 */
export function legalActions(s: ViggoState, seat: Seat): ViggoAction[] {
  if (seat !== s.turn || s.phase === 'round-over') return [];
  if (s.phase === 'draft') {
    if (!isTakeTurn(s)) return [KEEP, REJECT];
    return [
      { type: 'take', card: cardCode(at(s.stock, 0)) },
      { type: 'take', card: cardCode(at(s.stock, 1)) },
    ];
  }
  const hand = s.hands[seat] ?? [];
  group(hand);
  const out: ViggoAction[] = [];
  if (s.table === null) {
    for (let k = 1; k <= 4; k++) addSets(out, hand, k, -1);
    addSequences(out, hand, -1);
    return out;
  }
  out.push(PASS);
  const beat = tableStrength(s.table);
  if (s.table.length === 5) addSequences(out, hand, beat);
  else addSets(out, hand, s.table.length, beat);
  return out;
}

export function parseAction(raw: unknown, s: ViggoState, seat: Seat): Result<ViggoAction> {
  if (!isObject(raw)) return malformed('An action is a JSON object with a "type".');
  switch (raw['type']) {
    case 'pass':
      return ok(PASS);
    case 'keep':
      return ok(KEEP);
    case 'reject':
      return ok(REJECT);
    case 'take': {
      const c = parseCardCode(raw['card']);
      if (c === undefined)
        return malformed(
          typeof raw['card'] === 'string'
            ? `Unknown card ${JSON.stringify(raw['card'])}.`
            : 'A take names the card taken: {"type":"take","card":"…"}.',
        );
      return ok({ type: 'take', card: cardCode(c) });
    }
    case 'play': {
      const list = raw['cards'];
      if (!Array.isArray(list)) return malformed('A play lists its cards: {"type":"play","cards":[…]}.');
      const hand = s.hands[seat] ?? [];
      const cards: string[] = [];
      for (const code of list) {
        const c = parseCardCode(code);
        if (c === undefined) return malformed(`Unknown card ${JSON.stringify(code)}.`);
        if (!hand.includes(c)) return malformed(`You do not hold ${cardCode(c)}.`);
        if (cards.includes(cardCode(c))) return malformed(`${cardCode(c)} is listed twice.`);
        cards.push(cardCode(c));
      }
      const marks = readMarks(raw);
      if (!marks.ok) return marks;
      return ok({ type: 'play', cards, ...marks.value });
    }
    default:
      return malformed(
        `Unknown action ${JSON.stringify(raw['type'])}; Viggo's actions are play, pass, keep, reject and take.`,
      );
  }
}

const sortKey = (code: string): number => {
  const c = parseCardCode(code);
  return c === undefined ? 99 : order(c);
};

/** Plays are keyed by their cards in hand order, whatever order they were listed in. */
export function actionKey(a: ViggoAction): string {
  switch (a.type) {
    case 'play':
      return `play ${a.cards
        .slice()
        .sort((x, y) => sortKey(x) - sortKey(y) || (x < y ? -1 : x > y ? 1 : 0))
        .join(' ')}${marksKey(a)}`;
    case 'take':
      return `take ${a.card}`;
    default:
      return a.type;
  }
}

function explainPlay(s: ViggoState, codes: readonly string[]): Why {
  if (codes.length === 0) return reason('at-least-one');
  const cards = codes.map((code) => parseCardCode(code) as Card);
  const combo = classify(cards);
  if (!combo) {
    if (codes.length > 5) return reason('too-many');
    if (codes.length === 5) return reason('five-in-a-row');
    return reason('one-rank', { n: codes.length });
  }
  const table = s.table;
  if (table === null) return reason('not-a-lead');
  const onTable = classify(table);
  if (!onTable) return reason('not-allowed');
  const both = { cards: codes.join(' '), table: cardCodes(table).join(' ') };
  if (combo.kind !== onTable.kind) return reason('same-kind', both);
  if (combo.strength === onTable.strength) return reason('only-equals', both);
  return reason('does-not-beat', both);
}

type Why = Reason<ViggoReason | SharedReason>;

/** Why an action outside legalActions is refused: a code with its parameters. */
export function explain(s: ViggoState, seat: Seat, a: ViggoAction): Why {
  if (s.phase === 'round-over') return reason('round-over');
  if (seat !== s.turn) return reason('turn-of', { turn: s.turn });
  if (s.phase === 'draft') {
    if (a.type === 'play' || a.type === 'pass') return reason('still-drafting');
    if (isTakeTurn(s))
      return reason('take-one', { card: cardCode(at(s.stock, 0)), other: cardCode(at(s.stock, 1)) });
    return reason('keep-or-reject');
  }
  switch (a.type) {
    case 'keep':
    case 'reject':
    case 'take':
      return reason('draft-over');
    case 'pass':
      return reason('lead-no-pass');
    case 'play':
      if (a.suit !== undefined) return reason('no-suit');
      if (a.call) return reason('no-call');
      return explainPlay(s, a.cards);
  }
}
