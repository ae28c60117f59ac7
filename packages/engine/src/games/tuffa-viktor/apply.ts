/** Applying a legal action, and Indrivaren's random takes as chance steps. */
import type { ChanceRules, Seat } from '../../game';
import { isObject, type Json } from '../../json';
import { malformed, ok, refuse, type Result } from '../../result';
import type { Rng } from '../../rng';
import type { TuffaAction } from './actions';
import { kindsOf } from './actions';
import {
  ARREST,
  codeOf,
  handSize,
  INDRIVAREN,
  KINDS,
  kindOf,
  SMOCKAN,
  VIKTOR,
  VIVAN,
  type Hand,
  type Kind,
} from './cards';
import { groupGlasses, merge, type Group } from './groups';
import {
  effectlessMask,
  draft,
  endIfOver,
  finishTurn,
  noteLack,
  play,
  reveal,
  setGroups,
  setHolds,
  take,
  toPile,
  type Draft,
  type State,
  type VivanAttack,
  WORTH_DEFENDING,
} from './state';

function removeGroup(d: Draft, seat: Seat, g: number): Group {
  const gs = (d.groups[seat] as readonly Group[]).slice();
  const [group] = gs.splice(g, 1);
  setGroups(d, seat, gs);
  return group as Group;
}

function settleVivan(d: Draft, a: VivanAttack, stealGoesAhead: boolean): void {
  if (stealGoesAhead) {
    const stolen = removeGroup(d, a.target, a.group);
    play(d, a.by, a.add);
    const mine = (d.groups[a.by] as readonly Group[]).slice();
    if (a.into === null) mine.push(merge(stolen, a.add));
    else mine[a.into] = merge(merge(mine[a.into] as Group, stolen), a.add);
    setGroups(d, a.by, mine);
  } else reveal(d, a.by, a.add);
  finishTurn(d);
}

/** After each answer to Indrivaren: the next victim is asked, or the takes are due, or the turn ends. */
function afterIndrivarenAnswer(d: Draft): void {
  if (endIfOver(d)) return;
  const a = d.attack;
  if (a?.kind === 'indrivaren' && !a.queue.length && !a.takes.length) finishTurn(d);
}

function answer(d: Draft, seat: Seat, act: TuffaAction): void {
  const a = d.attack;
  if (!a) return;
  if (a.kind === 'vivan') {
    if (act.type === 'yield') {
      if (groupGlasses(d.groups[a.target]?.[a.group] ?? []) >= WORTH_DEFENDING)
        noteLack(d, seat, 1 << SMOCKAN);
      return settleVivan(d, a, seat === a.target);
    }
    if (act.type === 'smockan') {
      play(d, seat, [SMOCKAN]);
      toPile(d, [SMOCKAN]);
      d.attack = { ...a, smockans: a.smockans + 1, asked: seat === a.target ? a.by : a.target };
      endIfOver(d);
      return;
    }
    // Arrestering: the contested group leaves play with the card; the steal is off.
    play(d, seat, [ARREST]);
    toPile(d, [ARREST, ...removeGroup(d, a.target, a.group)]);
    reveal(d, a.by, a.add);
    finishTurn(d);
    return;
  }
  const [, ...queue] = a.queue;
  if (act.type === 'smockan') {
    play(d, seat, [SMOCKAN]);
    toPile(d, [SMOCKAN]);
    d.attack = { ...a, queue, spared: [...a.spared, seat] };
  } else d.attack = { ...a, queue, takes: [...a.takes, seat] };
  afterIndrivarenAnswer(d);
}

export function apply(s: State, seat: Seat, act: TuffaAction): State {
  const d = draft(s);
  if (s.attack) {
    answer(d, seat, act);
    return d;
  }
  switch (act.type) {
    case 'glass': {
      const ks = kindsOf(act.cards).sort((x, y) => x - y);
      play(d, seat, ks);
      const mine = (d.groups[seat] as readonly Group[]).slice();
      if (act.group === null) mine.push(ks);
      else mine[act.group] = merge(mine[act.group] as Group, ks);
      setGroups(d, seat, mine);
      break;
    }
    case 'viktor': {
      play(d, seat, [VIKTOR]);
      toPile(d, [VIKTOR]);
      const g = removeGroup(d, seat, act.group);
      const secured = d.secured.slice();
      secured[seat] = [...(secured[seat] as readonly Group[]), g];
      d.secured = secured;
      const glasses = d.glasses.slice();
      glasses[seat] = (glasses[seat] as number) + groupGlasses(g);
      d.glasses = glasses;
      break;
    }
    case 'arrest': {
      play(d, seat, [ARREST]);
      toPile(d, [ARREST, ...removeGroup(d, act.target as Seat, act.group as number)]);
      break;
    }
    case 'vivan': {
      play(d, seat, [VIVAN]);
      toPile(d, [VIVAN]);
      d.attack = {
        kind: 'vivan',
        by: seat,
        target: act.target,
        group: act.group,
        into: act.into,
        add: kindsOf(act.add).sort((x, y) => x - y),
        smockans: 0,
        asked: act.target,
      };
      endIfOver(d);
      return d;
    }
    case 'indrivaren': {
      play(d, seat, [INDRIVAREN]);
      toPile(d, [INDRIVAREN]);
      const queue: Seat[] = [];
      for (let i = 1; i < s.n; i++) {
        const t = (seat + i) % s.n;
        if (handSize(d.hands[t] as Hand) > 0) queue.push(t);
      }
      d.attack = { kind: 'indrivaren', by: seat, queue, spared: [], takes: [] };
      endIfOver(d);
      return d;
    }
    case 'discard': {
      const k = kindOf(act.card) as Kind;
      const mask = effectlessMask(s, seat);
      play(d, seat, [k]);
      toPile(d, [k]);
      const left = handSize(d.hands[seat] as Hand);
      setHolds(d, seat, left > 0 ? { mask, count: left } : null);
      break;
    }
    case 'smockan':
    case 'yield':
      return s;
  }
  finishTurn(d);
  return d;
}

export interface Take {
  readonly from: Seat;
  readonly kind: Kind;
}

const dueFrom = (s: State): Seat | null =>
  !s.ended && s.attack?.kind === 'indrivaren' && !s.attack.queue.length ? (s.attack.takes[0] ?? null) : null;

export const chance: ChanceRules<State, Take> = {
  due: (s) => dueFrom(s) !== null,
  parse(raw: unknown, s: State): Result<Take> {
    if (!isObject(raw) || raw['type'] !== 'take' || !Number.isInteger(raw['from']))
      return malformed('A Tuffa Viktor chance outcome is {"type":"take","from":seat,"card":"G5"}.');
    const kind = kindOf(raw['card']);
    if (kind === undefined) return malformed(`${JSON.stringify(raw['card'])} is not a Tuffa Viktor card.`);
    const from = raw['from'] as number;
    const due = dueFrom(s);
    if (due === null) return refuse('illegal', 'No card is due to be taken now.');
    if (from !== due)
      return refuse('illegal', `The next card Indrivaren takes is from seat ${due}, not seat ${from}.`);
    if (!s.hands[from]?.[kind])
      return refuse('illegal', `Seat ${from} holds no ${codeOf(kind)} to be taken.`);
    return ok({ from, kind });
  },
  sample(s: State, rng: Rng): Take {
    const from = dueFrom(s) as Seat;
    const h = s.hands[from] as Hand;
    let i = rng.int(handSize(h));
    for (let k = 0; k < KINDS; k++) {
      i -= h[k] as number;
      if (i < 0) return { from, kind: k };
    }
    return { from, kind: 0 };
  },
  apply(s: State, c: Take): State {
    const a = s.attack;
    if (a?.kind !== 'indrivaren') return s;
    const d = draft(s);
    take(d, c.from, a.by, c.kind);
    const [, ...takes] = a.takes;
    d.attack = { ...a, takes };
    if (endIfOver(d)) return d;
    if (!takes.length) finishTurn(d);
    return d;
  },
  toJson: (c: Take): Json => ({ type: 'take', from: c.from, card: codeOf(c.kind) }),
};
