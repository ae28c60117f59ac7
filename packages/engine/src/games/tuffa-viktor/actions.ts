/** Actions exactly as RECORD.md writes them, read from JSON and keyed canonically. */
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { malformed, ok, type Result } from '../../result';
import {
  ARREST,
  codeOf,
  INDRIVAREN,
  KINDS,
  kindOf,
  nameOf,
  SMOCKAN,
  VIKTOR,
  VIVAN,
  type Code,
  type Hand,
  type Kind,
} from './cards';
import type { State } from './state';

export type TuffaAction =
  | { readonly type: 'glass'; readonly cards: readonly string[]; readonly group: number | null }
  | { readonly type: 'viktor'; readonly group: number }
  | {
      readonly type: 'vivan';
      readonly target: Seat;
      readonly group: number;
      readonly into: number | null;
      readonly add: readonly string[];
    }
  /** As an answer to Vivan the target and group may be left out: they are the contested group's. */
  | { readonly type: 'arrest'; readonly target?: Seat; readonly group?: number }
  | { readonly type: 'indrivaren' }
  | { readonly type: 'smockan' }
  | { readonly type: 'yield' }
  | { readonly type: 'discard'; readonly card: string };

export const ACTION_TYPES = [
  'glass',
  'viktor',
  'vivan',
  'arrest',
  'indrivaren',
  'smockan',
  'yield',
  'discard',
];

/** Card codes to kinds; the codes are trusted (they came through parseAction or legalActions). */
export const kindsOf = (codes: readonly string[]): Kind[] => codes.map((c) => kindOf(c) as Kind);

const byKind = (a: string, b: string): number => (kindOf(a) ?? -1) - (kindOf(b) ?? -1);

/** Card lists compare as multisets: the key lists them in kind order (legal ones already are). */
function sortedCodes(codes: readonly string[]): string {
  for (let i = 1; i < codes.length; i++)
    if (byKind(codes[i - 1] as string, codes[i] as string) > 0) return codes.slice().sort(byKind).join(',');
  return codes.join(',');
}

export function actionKey(a: TuffaAction): string {
  switch (a.type) {
    case 'glass':
      return `glass ${sortedCodes(a.cards)} @${a.group ?? 'new'}`;
    case 'viktor':
      return `viktor @${a.group}`;
    case 'vivan':
      return `vivan ${a.target}:${a.group} into ${a.into ?? 'new'} +${sortedCodes(a.add)}`;
    case 'arrest':
      return a.target === undefined ? 'arrest' : `arrest ${a.target}:${a.group ?? ''}`;
    case 'discard':
      return `discard ${a.card}`;
    default:
      return a.type;
  }
}

const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function readCodes(raw: unknown, field: string): Result<string[]> {
  if (!Array.isArray(raw)) return malformed(`"${field}" must be a list of card codes.`);
  for (const c of raw as unknown[])
    if (kindOf(c) === undefined) return malformed(`${JSON.stringify(c)} is not a Tuffa Viktor card.`);
  return ok(raw as string[]);
}

/** The sentence for the first of `codes` the hand does not hold (counting repeats), or null. */
function missing(h: Hand, codes: readonly string[]): string | null {
  const need = new Array<number>(KINDS).fill(0);
  for (const c of codes) {
    const k = kindOf(c) as Kind;
    need[k] = (need[k] as number) + 1;
    const have = h[k] as number;
    if ((need[k] as number) > have)
      return have === 0 ? `You do not hold ${c}.` : `You hold only ${have} ${c}, not ${need[k] as number}.`;
  }
  return null;
}

function holding(h: Hand, k: Kind): string | null {
  return h[k] ? null : `You do not hold ${codeOf(k)} (${nameOf(k)}).`;
}

export function parseAction(raw: unknown, s: State, seat: Seat): Result<TuffaAction> {
  if (!isObject(raw) || typeof raw['type'] !== 'string')
    return malformed(
      'An action is a JSON object with a "type", like {"type":"glass","cards":["G5"],"group":null}.',
    );
  const h = (s.hands[seat] ?? []) as Hand;
  const type = raw['type'];
  const lacks = (why: string | null): Result<TuffaAction> | null => (why ? malformed(why) : null);
  switch (type) {
    case 'glass': {
      const cards = readCodes(raw['cards'], 'cards');
      if (!cards.ok) return cards;
      const group = raw['group'] ?? null;
      if (group !== null && !isIndex(group))
        return malformed('"group" is null for a new group, or the index of your group.');
      return lacks(missing(h, cards.value)) ?? ok({ type, cards: cards.value, group });
    }
    case 'viktor': {
      const group = raw['group'];
      if (!isIndex(group)) return malformed('"group" must be the index of one of your open groups.');
      return lacks(holding(h, VIKTOR)) ?? ok({ type, group });
    }
    case 'vivan': {
      const { target, group } = raw;
      const into = raw['into'] ?? null;
      if (!isIndex(target) || !isIndex(group))
        return malformed('Vivan names a "target" seat and the index of one of its open groups ("group").');
      if (into !== null && !isIndex(into))
        return malformed('"into" is null for a new group, or the index of your group.');
      const add = readCodes(raw['add'] ?? [], 'add');
      if (!add.ok) return add;
      return (
        lacks(holding(h, VIVAN) ?? missing(h, add.value)) ?? ok({ type, target, group, into, add: add.value })
      );
    }
    case 'arrest': {
      const no = lacks(holding(h, ARREST));
      if (no) return no;
      let { target, group } = raw;
      if (target === undefined && group === undefined) {
        // The answering form: the contested group is the only one Arrestering can take then.
        if (s.attack?.kind !== 'vivan') return ok({ type });
        target = s.attack.target;
        group = s.attack.group;
      }
      if (!isIndex(target) || !isIndex(group))
        return malformed(
          'Arrestering names a "target" seat and the index of one of its open groups ("group").',
        );
      return ok({ type, target, group });
    }
    case 'indrivaren':
      return lacks(holding(h, INDRIVAREN)) ?? ok({ type });
    case 'smockan':
      return lacks(holding(h, SMOCKAN)) ?? ok({ type });
    case 'yield':
      return ok({ type });
    case 'discard': {
      const card = raw['card'];
      if (kindOf(card) === undefined) return malformed(`${JSON.stringify(card)} is not a Tuffa Viktor card.`);
      return lacks(missing(h, [card as Code])) ?? ok({ type, card: card as string });
    }
    default:
      return malformed(
        `Unknown action type ${JSON.stringify(type)}; Tuffa Viktor has ${ACTION_TYPES.join(', ')}.`,
      );
  }
}
