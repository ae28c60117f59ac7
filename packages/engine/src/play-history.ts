import { cardCode, parseCardCode, type Card } from './cards';
import type { Seat } from './game';

/**
 * A round's public history of play for the climbing games (President, Viggo): what everybody at the
 * table saw, in order. Each game says in its own history.ts what it leaves out.
 *
 * In the state it is a list linked newest first, so that apply adds an event without copying the
 * round's (apply runs millions of times in a search); the view spells it out oldest first, one short
 * string per event:
 *
 *   "2 5H 5S"       seat 2 laid 5H 5S ("2 7C call": and called its last card)
 *   "3 pass"        seat 3 passed on the table as it lay
 *   "clear"         the table was cleared (when: each game's rules)
 *   "1 out"         seat 1 laid its last card
 */
export type Said =
  | {
      readonly up: Said | null;
      readonly kind: 'play';
      readonly seat: Seat;
      readonly cards: readonly Card[];
      /** President's last-card call, made with the play. */
      readonly call: boolean;
    }
  | { readonly up: Said | null; readonly kind: 'pass' | 'out'; readonly seat: Seat }
  | { readonly up: Said | null; readonly kind: 'clear' };

export const saidPlay = (up: Said | null, seat: Seat, cards: readonly Card[], call = false): Said => ({
  up,
  kind: 'play',
  seat,
  cards,
  call,
});
export const saidPass = (up: Said | null, seat: Seat): Said => ({ up, kind: 'pass', seat });
export const saidOut = (up: Said | null, seat: Seat): Said => ({ up, kind: 'out', seat });
export const saidClear = (up: Said | null): Said => ({ up, kind: 'clear' });

function line(e: Said): string {
  if (e.kind === 'clear') return 'clear';
  if (e.kind !== 'play') return `${e.seat} ${e.kind}`;
  let out = String(e.seat);
  for (const c of e.cards) out += ` ${cardCode(c)}`;
  return e.call ? `${out} call` : out;
}

/** The history as the view shows it, oldest first. */
export function historyLines(said: Said | null): string[] {
  const out: string[] = [];
  for (let e = said; e; e = e.up) out.push(line(e));
  return out.reverse();
}

/** A view's history read back into the state's list (unknown lines are skipped). */
export function readHistory(lines: readonly unknown[]): Said | null {
  let said: Said | null = null;
  for (const raw of lines) {
    if (typeof raw !== 'string') continue;
    if (raw === 'clear') {
      said = saidClear(said);
      continue;
    }
    const [head, ...rest] = raw.split(' ');
    const seat = Number(head);
    if (!Number.isInteger(seat)) continue;
    if (rest.length === 1 && (rest[0] === 'pass' || rest[0] === 'out')) {
      said = rest[0] === 'pass' ? saidPass(said, seat) : saidOut(said, seat);
      continue;
    }
    const call = rest[rest.length - 1] === 'call';
    const cards = (call ? rest.slice(0, -1) : rest)
      .map(parseCardCode)
      .filter((c): c is Card => c !== undefined);
    said = saidPlay(said, seat, cards, call);
  }
  return said;
}

/** A pass as the table saw it: who passed, on which play, and what that seat laid afterwards. */
export interface PassFact {
  readonly seat: Seat;
  readonly table: readonly Card[];
  /** Cards the seat laid after the pass: it held them when it passed. */
  readonly later: Card[];
}

/** Every pass on a table of the history, with the cards its seat laid after it. */
export function passFacts(said: Said | null): PassFact[] {
  const events: Said[] = [];
  for (let e = said; e; e = e.up) events.push(e);
  events.reverse();
  const out: PassFact[] = [];
  let table: readonly Card[] | null = null;
  for (const e of events) {
    if (e.kind === 'clear') table = null;
    else if (e.kind === 'play') {
      table = e.cards;
      for (const f of out) if (f.seat === e.seat) f.later.push(...e.cards);
    } else if (e.kind === 'pass' && table) out.push({ seat: e.seat, table, later: [] });
  }
  return out;
}

const READ = new WeakMap<readonly unknown[], { said: Said | null; facts: PassFact[] }>();

/**
 * A view's history read back with its passes, once per view: a search determinizes the same view
 * thousands of times.
 */
export function readOnce(lines: readonly unknown[]): { said: Said | null; facts: readonly PassFact[] } {
  let got = READ.get(lines);
  if (!got) {
    const said = readHistory(lines);
    got = { said, facts: passFacts(said) };
    READ.set(lines, got);
  }
  return got;
}
