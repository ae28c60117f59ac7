/**
 * Choosing a move at the prompt: typed as cards and words ("5h 5s", "8s hjerter", "pass", "trekk"),
 * matched against the legal actions the engine lists (this module never decides legality), or
 * picked from a short menu that groups the legal actions so that it fits on a screen.
 */
import type { Action, Json } from '@kortbord/engine';
import { actionCards } from './cards-of';

type Obj = { readonly [key: string]: Json };

const SUIT_WORDS: Readonly<Record<string, string>> = {
  c: 'C',
  '♣': 'C',
  clubs: 'C',
  club: 'C',
  kløver: 'C',
  klover: 'C',
  klöver: 'C',
  d: 'D',
  '♦': 'D',
  diamonds: 'D',
  diamond: 'D',
  ruter: 'D',
  h: 'H',
  '♥': 'H',
  hearts: 'H',
  heart: 'H',
  hjerter: 'H',
  hjärter: 'H',
  hjarter: 'H',
  s: 'S',
  '♠': 'S',
  spades: 'S',
  spade: 'S',
  spar: 'S',
  spader: 'S',
};

/** Words for a move's type, in all three languages (a player may mix them). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  pass: 'pass',
  passa: 'pass',
  p: 'pass',
  trekk: 'draw',
  draw: 'draw',
  dra: 'draw',
  trekke: 'draw',
  bank: 'knock',
  knock: 'knock',
  knacka: 'knock',
  behold: 'keep',
  keep: 'keep',
  behåll: 'keep',
  behall: 'keep',
  avvis: 'reject',
  reject: 'reject',
  avvisa: 'reject',
  ta: 'take',
  take: 'take',
  gi: 'give',
  give: 'give',
  ge: 'give',
  opp: 'pickup',
  pickup: 'pickup',
  upp: 'pickup',
  up: 'pickup',
  sjanse: 'chance',
  chance: 'chance',
  chansa: 'chance',
  godta: 'yield',
  yield: 'yield',
  accept: 'yield',
  snu: 'flip',
  flip: 'flip',
  vänd: 'flip',
  vand: 'flip',
  turn: 'flip',
  kast: 'discard',
  discard: 'discard',
  släng: 'discard',
  slang: 'discard',
  spill: 'play',
  play: 'play',
  spela: 'play',
  legg: 'play',
  lägg: 'play',
  lay: 'play',
};

const FIGURE_WORDS: Readonly<Record<string, string>> = {
  viktor: 'VIKTOR',
  tuffa: 'VIKTOR',
  vivan: 'VIVAN',
  smockan: 'SMOCKAN',
  indrivaren: 'INDRIVAREN',
  arrestering: 'ARREST',
  arrest: 'ARREST',
};

/** Figure-card actions lay the card their type names. */
const TYPE_CARD: Readonly<Record<string, string>> = {
  viktor: 'VIKTOR',
  vivan: 'VIVAN',
  smockan: 'SMOCKAN',
  indrivaren: 'INDRIVAREN',
  arrest: 'ARREST',
};

const CALL_WORDS = new Set(['call', 'si', 'säg', 'sag', 'say', '!']);

export interface Typed {
  readonly cards: string[];
  readonly suit: string | null;
  readonly types: Set<string>;
  readonly call: boolean;
  /** Words not understood: the input matches nothing then. */
  readonly unknown: string[];
}

function readCard(tok: string): string | null {
  const m = /^(10|[2-9tjqka])([cdhs♣♦♥♠])$/u.exec(tok);
  if (m) {
    const rank = m[1] === '10' ? 'T' : (m[1] as string).toUpperCase();
    return `${rank}${SUIT_WORDS[m[2] as string] ?? ''}`;
  }
  const g = /^g(?:las|lass)?([1-8])$/.exec(tok);
  if (g) return `G${g[1]}`;
  return FIGURE_WORDS[tok] ?? null;
}

/** Reads what the player typed; `callWord` is the table's word for the last-card call. */
export function readTyped(input: string, callWord = ''): Typed {
  let text = input.trim().toLowerCase();
  let call = false;
  const cw = callWord.trim().toLowerCase();
  if (cw && text.includes(cw)) {
    call = true;
    text = text.replace(cw, ' ');
  }
  const cards: string[] = [];
  let suit: string | null = null;
  const types = new Set<string>();
  const unknown: string[] = [];
  for (const tok of text.split(/[\s,+]+/u).filter(Boolean)) {
    const card = readCard(tok);
    if (card) cards.push(card);
    else if (SUIT_WORDS[tok]) suit = SUIT_WORDS[tok] as string;
    else if (TYPE_WORDS[tok]) types.add(TYPE_WORDS[tok] as string);
    else if (CALL_WORDS.has(tok)) call = true;
    else unknown.push(tok);
  }
  return { cards, suit, types, call, unknown };
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The cards an action lays, with the figure card its type stands for (Tuffa Viktor). */
function cardsOf(a: Action): string[] {
  const own = actionCards(a);
  const figure = TYPE_CARD[a.type];
  return figure ? [figure, ...own] : own;
}

/**
 * The legal actions the typed words describe: same cards (as a multiset), and the named suit, call
 * and type where given. Several matches mean the player must still choose (a suit, a group).
 */
export function matchTyped(typed: Typed, legal: readonly Action[]): Action[] {
  if (typed.unknown.length) return [];
  if (!typed.cards.length && !typed.types.size && typed.suit === null) return [];
  return legal.filter((a) => {
    const o = a as unknown as Obj;
    if (typed.cards.length && !sameCards(cardsOf(a), typed.cards)) return false;
    if (!typed.cards.length && typed.types.size === 0 && a.type !== 'suit') return false;
    if (typed.types.size && !typed.types.has(a.type)) {
      // "spill"/"legg" go with any move that lays cards.
      if (!(typed.types.has('play') && typed.types.size === 1 && typed.cards.length)) return false;
    }
    if (!typed.cards.length && typed.types.size && cardsOf(a).length && !['pickup', 'take'].includes(a.type))
      return false;
    if (typed.suit !== null && o['suit'] !== typed.suit) return false;
    if (typed.call && o['call'] !== true) return false;
    return true;
  });
}

/** A menu line: one action, or a group of them opened by its number. */
export type MenuItem =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'group'; readonly label: GroupLabel; readonly actions: readonly Action[] };

/** What a group holds, for describe to word: by kind and card count, or by first card, or a range. */
export type GroupLabel =
  | { readonly by: 'kind'; readonly type: string; readonly cards: number }
  | { readonly by: 'first'; readonly type: string; readonly cards: readonly string[] }
  /** Several first cards in one line: "give with 3♥/4♣ …". */
  | {
      readonly by: 'oneOf';
      readonly type: string;
      readonly prefix: readonly string[];
      readonly cards: readonly string[];
    }
  | { readonly by: 'range'; readonly type: string; readonly from: string; readonly to: string };

/** At most this many lines in a menu, so that table, hand and menu fit an 80×24 screen. */
export const MENU_LINES = 9;

const kindKey = (a: Action): string => `${a.type}/${actionCards(a).length}`;

function groupBy(actions: readonly Action[], key: (a: Action) => string): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const k = key(a);
    const list = out.get(k);
    if (list) list.push(a);
    else out.set(k, [a]);
  }
  return out;
}

const asItems = (groups: Map<string, Action[]>, label: (k: string, g: Action[]) => GroupLabel): MenuItem[] =>
  [...groups].map(([k, g]) =>
    g.length === 1
      ? { kind: 'action', action: g[0] as Action }
      : { kind: 'group', label: label(k, g), actions: g },
  );

/**
 * The menu for a list of legal actions: the actions themselves when they fit, else groups by kind
 * and number of cards, else by first card, else ranges of first cards, never more than `lines`.
 */
export function menu(actions: readonly Action[], lines = MENU_LINES): MenuItem[] {
  if (actions.length <= lines) return actions.map((action) => ({ kind: 'action', action }));
  const byKind = groupBy(actions, kindKey);
  if (byKind.size > 1 && byKind.size <= lines)
    return asItems(byKind, (_, g) => ({
      by: 'kind',
      type: (g[0] as Action).type,
      cards: actionCards(g[0] as Action).length,
    }));
  // The first card position where the actions differ: in a group that shares "2♠", the second card.
  const lists = actions.map(actionCards);
  let pos = 0;
  while (pos < 8 && new Set(lists.map((l) => l[pos] ?? '')).size <= 1) pos++;
  const first = (a: Action): string => actionCards(a)[pos] ?? a.type;
  const prefix = (lists[0] ?? []).slice(0, pos);
  const byFirst = groupBy(actions, first);
  if (byFirst.size > 1 && byFirst.size <= lines)
    return asItems(byFirst, (k, g) => ({ by: 'first', type: (g[0] as Action).type, cards: [...prefix, k] }));
  // Too many first cards (or none): contiguous runs of the list, each named by its ends.
  const keys = byFirst.size > 1 ? [...byFirst.keys()] : null;
  const out: MenuItem[] = [];
  if (keys) {
    const per = Math.ceil(keys.length / lines);
    for (let i = 0; i < keys.length; i += per) {
      const ks = keys.slice(i, i + per);
      const g = ks.flatMap((k) => byFirst.get(k) ?? []);
      out.push({
        kind: 'group',
        label: { by: 'oneOf', type: (g[0] as Action).type, prefix, cards: ks },
        actions: g,
      });
    }
    return out;
  }
  const per = Math.ceil(actions.length / lines);
  for (let i = 0; i < actions.length; i += per) {
    const g = actions.slice(i, i + per);
    out.push({
      kind: 'group',
      label: {
        by: 'range',
        type: (g[0] as Action).type,
        from: first(g[0] as Action),
        to: first(g[g.length - 1] as Action),
      },
      actions: g,
    });
  }
  return out;
}

/**
 * The numbers to type to reach an action from a menu (`menu(…, lines)` of the same list): one for an
 * action on the menu itself, one more for each group it sits in. Null where the action is not there.
 */
export function menuPath(
  items: readonly MenuItem[],
  same: (a: Action) => boolean,
  lines = MENU_LINES,
): number[] | null {
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as MenuItem;
    if (it.kind === 'action') {
      if (same(it.action)) return [i + 1];
    } else if (it.actions.some(same)) {
      const rest = menuPath(menu(it.actions, lines), same, lines);
      return rest && [i + 1, ...rest];
    }
  }
  return null;
}
