/** Which actions are legal, and why one is not. The rules live in `legalActions` alone. */
import type { Seat } from '../../game';
import type { TuffaAction } from './actions';
import { kindsOf } from './actions';
import {
  ARREST,
  codeOf,
  INDRIVAREN,
  isGlass,
  KINDS,
  kindOf,
  SMOCKAN,
  VIKTOR,
  VIVAN,
  type Code,
  type Hand,
  type Kind,
} from './cards';
import { extensions, groupText, isGroup, joins, merge, newGroups, type Group } from './groups';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import type { TuffaReason } from './words';
import { effectMask, type State } from './state';

const YIELD: TuffaAction = Object.freeze({ type: 'yield' });
const SMOCK: TuffaAction = Object.freeze({ type: 'smockan' });
const NONE: readonly string[] = Object.freeze([]);
// Reused by every call: move generation runs millions of times for the bots.
const scratch: (readonly Code[])[] = [];

export function legalActions(s: State, seat: Seat): TuffaAction[] {
  if (s.ended) return [];
  const h = s.hands[seat];
  if (!h) return [];
  const a = s.attack;
  if (a) {
    if (a.kind === 'vivan') {
      if (a.asked !== seat) return [];
      const out = [YIELD];
      if (h[SMOCKAN]) out.push(SMOCK);
      if (h[ARREST]) out.push({ type: 'arrest', target: a.target, group: a.group });
      return out;
    }
    if (a.queue[0] !== seat) return [];
    return h[SMOCKAN] ? [YIELD, SMOCK] : [YIELD];
  }
  if (s.turn !== seat) return [];
  const out: TuffaAction[] = [];
  const own = s.groups[seat] as readonly Group[];
  const lists = scratch;
  newGroups(h, lists);
  for (const cards of lists) out.push({ type: 'glass', cards, group: null });
  for (let i = 0; i < own.length; i++) {
    const g = own[i] as Group;
    extensions(g[0] as Kind, g[g.length - 1] as Kind, g.length, h, lists);
    for (const cards of lists) out.push({ type: 'glass', cards, group: i });
  }
  if (h[VIKTOR]) for (let i = 0; i < own.length; i++) out.push({ type: 'viktor', group: i });
  const n = s.n;
  if (h[VIVAN])
    for (let d = 1; d < n; d++) {
      const target = (seat + d) % n;
      const theirs = s.groups[target] as readonly Group[];
      for (let group = 0; group < theirs.length; group++) {
        const stolen = theirs[group] as Group;
        const lo = stolen[0] as Kind;
        const hi = stolen[stolen.length - 1] as Kind;
        out.push({ type: 'vivan', target, group, into: null, add: NONE });
        extensions(lo, hi, stolen.length, h, lists);
        for (const add of lists) out.push({ type: 'vivan', target, group, into: null, add });
        for (let into = 0; into < own.length; into++) {
          const mine = own[into] as Group;
          if (!joins(mine, stolen)) continue;
          out.push({ type: 'vivan', target, group, into, add: NONE });
          const jLo = Math.min(lo, mine[0] as Kind);
          const jHi = Math.max(hi, mine[mine.length - 1] as Kind);
          extensions(jLo, jHi, 2, h, lists);
          for (const add of lists) out.push({ type: 'vivan', target, group, into, add });
        }
      }
    }
  if (h[ARREST])
    for (let d = 1; d < n; d++) {
      const target = (seat + d) % n;
      const count = (s.groups[target] as readonly Group[]).length;
      for (let group = 0; group < count; group++) out.push({ type: 'arrest', target, group });
    }
  if (h[INDRIVAREN] && effectMask(s, seat) & (1 << INDRIVAREN)) out.push({ type: 'indrivaren' });
  if (!out.length)
    for (let k = VIKTOR; k < KINDS; k++) if (h[k]) out.push({ type: 'discard', card: codeOf(k) });
  return out;
}

type Why = Reason<TuffaReason | SharedReason>;

const groupCodes = (s: State, seat: Seat, g: number): string => groupText(s.groups[seat]?.[g] ?? []);

function noOwnGroup(s: State, seat: Seat, g: number): Why | null {
  const count = s.groups[seat]?.length ?? 0;
  if (g < count) return null;
  return count === 0 ? reason('you-no-group') : reason('you-no-group-n', { group: g + 1, max: count });
}

const noTargetGroup = (s: State, target: Seat, g: number): Why | null =>
  g < (s.groups[target]?.length ?? 0) ? null : reason('seat-no-group', { target });

function badTarget(s: State, seat: Seat, target: Seat): Why | null {
  if (target === seat) return reason('pick-opponent');
  if (target >= s.n) return reason('no-such-seat');
  return null;
}

function explainAnswer(s: State, a: TuffaAction): Why {
  const attack = s.attack;
  if (!attack) return reason('not-allowed');
  if (attack.kind === 'vivan') {
    if (a.type === 'arrest')
      return reason('answer-arrest-contested', { target: attack.target, group: attack.group + 1 });
    return reason('answer-vivan-first');
  }
  if (a.type === 'arrest') return reason('indrivaren-no-arrest');
  return reason('answer-indrivaren-first');
}

function explainGlass(s: State, seat: Seat, cards: readonly string[], group: number | null): Why {
  if (!cards.length) return reason('glass-at-least-one');
  const ks = kindsOf(cards);
  const figure = ks.find((k) => !isGlass(k));
  if (figure !== undefined) return reason('figure-alone', { card: codeOf(figure) });
  const laid = merge([], ks);
  if (group === null)
    return isGroup(laid) ? reason('group-not-now') : reason('not-a-group', { cards: groupText(laid) });
  return (
    noOwnGroup(s, seat, group) ??
    reason('add-not-a-group', { cards: groupText(laid), group: groupCodes(s, seat, group) })
  );
}

function explainVivan(s: State, seat: Seat, a: Extract<TuffaAction, { type: 'vivan' }>): Why {
  const who = badTarget(s, seat, a.target) ?? noTargetGroup(s, a.target, a.group);
  if (who) return who;
  let g: Group = s.groups[a.target]?.[a.group] ?? [];
  if (a.into !== null) {
    const mine = noOwnGroup(s, seat, a.into);
    if (mine) return mine;
    const joined = merge(s.groups[seat]?.[a.into] ?? [], g);
    if (!isGroup(joined))
      return reason('vivan-cannot-join', { cards: groupText(g), group: groupCodes(s, seat, a.into) });
    g = joined;
  }
  const add = kindsOf(a.add);
  if (add.some((k) => !isGlass(k))) return reason('vivan-add-glass-only');
  return reason('vivan-add-not-group', { cards: groupText(add), group: groupText(g) });
}

/** Why an action outside `legalActions` is refused: a code with its parameters. */
export function explain(s: State, seat: Seat, a: TuffaAction): Why {
  if (s.ended) return reason('round-over');
  if (s.attack) return explainAnswer(s, a);
  const h = s.hands[seat] as Hand;
  switch (a.type) {
    case 'yield':
      return reason('nothing-to-answer');
    case 'smockan':
      return reason('smockan-answers');
    case 'glass':
      return explainGlass(s, seat, a.cards, a.group);
    case 'viktor':
      return noOwnGroup(s, seat, a.group) ?? reason('viktor-not-now');
    case 'vivan':
      return explainVivan(s, seat, a);
    case 'arrest': {
      if (a.target === undefined || a.group === undefined) return reason('arrest-name-target');
      return badTarget(s, seat, a.target) ?? noTargetGroup(s, a.target, a.group) ?? reason('arrest-not-now');
    }
    case 'indrivaren':
      return reason('indrivaren-nobody');
    case 'discard': {
      const k = kindOf(a.card) as Kind;
      if (isGlass(k)) return reason('discard-glass', { card: a.card });
      const useful = [];
      const mask = effectMask(s, seat);
      for (let c = 0; c < KINDS; c++) if (h[c] && (isGlass(c) || mask & (1 << c))) useful.push(codeOf(c));
      return reason('discard-has-effect', { cards: useful.join(' ') });
    }
  }
}
