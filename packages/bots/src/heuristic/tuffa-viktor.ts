/**
 * Tuffa Viktor: secure big groups, keep Smockan for valuable groups, steal the richest unsecured group.
 * Only secured glasses score, so a group worth securing is secured as soon as a Tuffa Viktor allows;
 * Vivan takes the richest open group of an opponent; glass cards grow the biggest own group. Answers:
 * Smockan (or Arrestering) only for a group worth it.
 */
import type { Action, Json } from '@kortbord/engine';
import type { BotInput } from '../bot';
import type { Heuristic } from './index';
import { argmin, cardsOf } from './common';

/** Glasses on a glass card ("G5" → 5); figure cards hold none. */
export const glassesOf = (code: string): number => (/^G(\d)$/.test(code) ? Number(code.slice(1)) : 0);
const sum = (cs: readonly string[]): number => cs.reduce((n, c) => n + glassesOf(c), 0);

/** Worth a Smockan or an Arrestering: a group of at least this many glasses. */
export const WORTH_DEFENDING = 10;
/** Secure a group of at least this many glasses (any group once the stock runs low). */
export const WORTH_SECURING = 9;

interface SeatLike {
  readonly groups?: readonly (readonly string[])[];
  readonly hand?: readonly string[];
  readonly handCount?: number;
}

export const tuffaHeuristic: Heuristic = (input: BotInput) => {
  const legal = input.legal;
  const first = legal[0] as Action;
  const seats = input.view.seats as unknown as readonly SeatLike[];
  const groupsOf = (seat: number): readonly (readonly string[])[] => seats[seat]?.groups ?? [];
  const pending = input.view['pending'] as { [k: string]: Json } | null;
  const stock = Number(input.view['stockCount'] ?? 0);
  const field = <T>(a: Action, k: string) => (a as unknown as Record<string, T>)[k] as T;

  if (pending) {
    const smockan = legal.find((a) => a.type === 'smockan');
    const arrest = legal.find((a) => a.type === 'arrest');
    const yielding = legal.find((a) => a.type === 'yield') ?? first;
    if (pending['attack'] === 'vivan') {
      const value = sum((pending['cards'] as string[] | undefined) ?? []);
      if (value >= WORTH_DEFENDING && smockan) return smockan;
      if (value >= WORTH_DEFENDING + 4 && arrest && pending['target'] === input.seat) return arrest;
      return yielding;
    }
    // Indrivaren takes one random card: a Smockan is worth more kept for a group.
    return yielding;
  }

  const value = (a: Action): number => {
    switch (a.type) {
      case 'viktor': {
        const g = sum(groupsOf(input.seat)[field<number>(a, 'group')] ?? []);
        return g >= WORTH_SECURING || stock < 8 ? 10 + g * 1.2 : g * 0.5;
      }
      case 'vivan': {
        const g = sum(groupsOf(field<number>(a, 'target'))[field<number>(a, 'group')] ?? []);
        return g * 1.1 + sum(field<string[]>(a, 'add') ?? []) * 0.5;
      }
      case 'arrest': {
        const t = field<number | undefined>(a, 'target');
        const g = t === undefined ? 0 : sum(groupsOf(t)[field<number>(a, 'group')] ?? []);
        return g * 0.45;
      }
      case 'glass': {
        const cs = cardsOf(a);
        const target = field<number | null>(a, 'group');
        const base = target === null ? 0 : sum(groupsOf(input.seat)[target] ?? []);
        return 2 + cs.length + (sum(cs) + base) * 0.15;
      }
      case 'indrivaren':
        return 3 + seats.filter((s, i) => i !== input.seat && (s.handCount ?? 0) > 0).length;
      case 'discard':
        return -glassesOf(field<string>(a, 'card'));
      default:
        return 0;
    }
  };
  return argmin(legal, (a) => -value(a)) ?? first;
};
