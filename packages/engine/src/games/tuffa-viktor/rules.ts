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
  nameOf,
  SMOCKAN,
  VIKTOR,
  VIVAN,
  type Code,
  type Hand,
  type Kind,
} from './cards';
import { extensions, groupText, isGroup, joins, merge, newGroups, type Group } from './groups';
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

const groupName = (s: State, seat: Seat, g: number): string => {
  const group = s.groups[seat]?.[g];
  return group ? groupText(group) : '';
};

function noGroup(s: State, seat: Seat, g: number, whose: string): string | null {
  const count = s.groups[seat]?.length ?? 0;
  if (g < count) return null;
  return count === 0
    ? `${whose} no open group.`
    : `${whose} no open group ${g}: the groups are numbered 0 to ${count - 1}.`;
}

function badTarget(s: State, seat: Seat, target: Seat): string | null {
  if (target === seat) return 'Pick an opponent, not yourself.';
  if (target >= s.n) return `There is no seat ${target}: the seats are 0 to ${s.n - 1}.`;
  return null;
}

function explainAnswer(s: State, seat: Seat, a: TuffaAction): string {
  const attack = s.attack;
  if (!attack) return 'That move is not allowed now.';
  if (attack.kind === 'vivan') {
    if (a.type === 'arrest')
      return `As an answer, Arrestering takes the contested group: seat ${attack.target}'s group ${attack.group} (${groupName(s, attack.target, attack.group)}).`;
    return `You must answer Vivan first: play Smockan or Arrestering, or yield.`;
  }
  if (a.type === 'arrest') return 'Only Smockan answers Indrivaren; Arrestering cannot.';
  return 'You must answer Indrivaren first: play Smockan to be spared, or yield.';
}

function explainGlass(s: State, seat: Seat, cards: readonly string[], group: number | null): string {
  if (!cards.length) return 'Lay at least one glass card.';
  const ks = kindsOf(cards);
  const figure = ks.find((k) => !isGlass(k));
  if (figure !== undefined)
    return `${nameOf(figure)} is a figure card: figure cards are played one a turn, never with glass cards.`;
  const laid = merge([], ks);
  if (group === null)
    return isGroup(laid)
      ? 'That group cannot be laid now.'
      : `${groupText(laid)} is not a group: lay glass cards of one value or a run of consecutive values.`;
  const none = noGroup(s, seat, group, 'You have');
  if (none) return none;
  return `${groupText(laid)} added to your group ${groupText(s.groups[seat]?.[group] ?? [])} does not make a group of one value or a run of consecutive values.`;
}

function explainVivan(s: State, seat: Seat, a: Extract<TuffaAction, { type: 'vivan' }>): string {
  const who = badTarget(s, seat, a.target);
  if (who) return who;
  const none = noGroup(s, a.target, a.group, `Seat ${a.target} has`);
  if (none) return `${none} Secured groups cannot be taken.`;
  let g: Group = s.groups[a.target]?.[a.group] ?? [];
  if (a.into !== null) {
    const mine = noGroup(s, seat, a.into, 'You have');
    if (mine) return mine;
    const joined = merge(s.groups[seat]?.[a.into] ?? [], g);
    if (!isGroup(joined))
      return `${groupText(g)} cannot join your group ${groupName(s, seat, a.into)}: the result must be one value or a run.`;
    g = joined;
  }
  const add = kindsOf(a.add);
  if (add.some((k) => !isGlass(k))) return 'Only glass cards can be added to the stolen group.';
  return `${groupText(add)} does not extend ${groupText(g)} into a group of one value or a run of consecutive values.`;
}

/** Why an action outside `legalActions` is refused. */
export function explain(s: State, seat: Seat, a: TuffaAction): string {
  if (s.ended) return 'The round is over.';
  if (s.attack) return explainAnswer(s, seat, a);
  const h = s.hands[seat] as Hand;
  switch (a.type) {
    case 'yield':
      return 'There is nothing to answer now: play at least one card.';
    case 'smockan':
      return 'Smockan only answers Vivan or Indrivaren. On your own turn it can only be laid without effect, when no card in your hand has an effect.';
    case 'glass':
      return explainGlass(s, seat, a.cards, a.group);
    case 'viktor':
      return noGroup(s, seat, a.group, 'You have') ?? 'That group cannot be secured now.';
    case 'vivan':
      return explainVivan(s, seat, a);
    case 'arrest': {
      if (a.target === undefined || a.group === undefined)
        return 'Name the opponent ("target") and the group ("group") to arrest.';
      return (
        badTarget(s, seat, a.target) ??
        noGroup(s, a.target, a.group, `Seat ${a.target} has`) ??
        'That group cannot be arrested now.'
      );
    }
    case 'indrivaren':
      return 'No opponent has a card for Indrivaren to take.';
    case 'discard': {
      const k = kindOf(a.card) as Kind;
      if (isGlass(k))
        return `${a.card} is a glass card, and a glass card always has an effect: lay it as a group.`;
      const useful = [];
      const mask = effectMask(s, seat);
      for (let c = 0; c < KINDS; c++) if (h[c] && (isGlass(c) || mask & (1 << c))) useful.push(codeOf(c));
      return `A card may be laid without effect only when no card in your hand has an effect; you can play ${useful.join(', ')}.`;
    }
  }
}
