import { CARD_FIELDS, SPENDS, type Json } from '@kortbord/engine';
import { isCardCode, isCardList } from '../cards/codes';

/** An action exactly as the server lists it among the legal ones; the client sends it back unchanged. */
export type Act = { readonly type: string; readonly [key: string]: Json };

export const isAct = (v: unknown): v is Act =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  typeof (v as { type?: unknown }).type === 'string';

export const readLegal = (raw: readonly Json[]): Act[] => raw.filter(isAct);

/** A stable identity for an action: keys sorted, so equal actions have equal ids. */
export function actionId(a: Json): string {
  if (Array.isArray(a)) return `[${a.map(actionId).join(',')}]`;
  if (a !== null && typeof a === 'object') {
    const o = a as Record<string, Json>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${actionId(o[k] as Json)}`)
      .join(',')}}`;
  }
  return JSON.stringify(a);
}

/**
 * The cards an action takes from the seat's own cards (hand, or Idiot's face-up cards): what the
 * player selects before choosing it. Empty for actions chosen by a button alone. Which field holds
 * them is each game's word (games/<id>/selection.ts), not a list of kinds here.
 */
export function ownCards(a: Act): string[] {
  const field = Object.prototype.hasOwnProperty.call(CARD_FIELDS, a.type) ? CARD_FIELDS[a.type] : undefined;
  const v = field === undefined ? undefined : a[field];
  if (isCardList(v)) return v;
  return isCardCode(v) ? [v] : [];
}

const counts = (codes: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
};

export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const ca = counts(a);
  for (const [c, n] of counts(b)) if (ca.get(c) !== n) return false;
  return true;
}

/** True when every card of `part` is in `whole` (as multisets). */
export function containsCards(whole: readonly string[], part: readonly string[]): boolean {
  const cw = counts(whole);
  for (const [c, n] of counts(part)) if ((cw.get(c) ?? 0) < n) return false;
  return true;
}

/** Actions chosen by selecting cards first (their own cards are not empty). */
export const selectionActions = (legal: readonly Act[]): Act[] => legal.filter((a) => ownCards(a).length > 0);

/** Actions chosen by a button alone. */
export const buttonActions = (legal: readonly Act[]): Act[] => legal.filter((a) => ownCards(a).length === 0);

/** The cards an action plays, named or not: its own cards, and the figure card its kind spends. */
export function cardsPlayed(a: Act): string[] {
  const own = ownCards(a);
  const figure = Object.prototype.hasOwnProperty.call(SPENDS, a.type) ? SPENDS[a.type] : undefined;
  return figure ? [figure, ...own] : own;
}

/**
 * The legal actions whose cards are exactly the selected cards: the choices to offer. A figure card
 * selected alone offers every action that spends it (Vivan's targets, Tuffa Viktor's groups).
 */
export function matchSelection(legal: readonly Act[], selected: readonly string[]): Act[] {
  if (selected.length === 0) return [];
  const exact = legal.filter((a) => {
    const own = ownCards(a);
    return own.length > 0 && sameCards(own, selected);
  });
  if (exact.length) return exact;
  return legal.filter(
    (a) => cardsPlayed(a).length > ownCards(a).length && sameCards(cardsPlayed(a), selected),
  );
}

/** Whether some legal action uses all the selected cards and `extra` too: may it join the selection? */
export const canExtend = (legal: readonly Act[], selected: readonly string[], extra: string): boolean =>
  legal.some(
    (a) =>
      containsCards(ownCards(a), [...selected, extra]) || containsCards(cardsPlayed(a), [...selected, extra]),
  );

/** Every code that some legal action plays from the seat's cards. */
export function playableCodes(legal: readonly Act[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) for (const c of cardsPlayed(a)) out.add(c);
  return out;
}

/** The one action a tap (double-click) on a card plays: unambiguous single-card plays only. */
export function quickAction(legal: readonly Act[], code: string): Act | null {
  const m = matchSelection(legal, [code]);
  return m.length === 1 ? (m[0] as Act) : null;
}

/** Button actions grouped by type, in the order the server listed them. */
export function groupByType(actions: readonly Act[]): [string, Act[]][] {
  const groups = new Map<string, Act[]>();
  for (const a of actions) {
    const list = groups.get(a.type);
    if (list) list.push(a);
    else groups.set(a.type, [a]);
  }
  return [...groups.entries()];
}

/**
 * For a chosen set of cards with several legal actions (eights with a suit to name, a call, which
 * group to add to), the fields in which they differ.
 */
export function differingFields(actions: readonly Act[]): string[] {
  const keys = new Set<string>();
  for (const a of actions) for (const k of Object.keys(a)) keys.add(k);
  const first = actions[0];
  if (!first) return [];
  return [...keys].filter((k) => actions.some((a) => actionId(a[k] ?? null) !== actionId(first[k] ?? null)));
}
