import type { RoundResult, Seat } from '../../game';
import { isObject } from '../../json';
import { ROLES, type PresidentState, type Role } from './state';

/** The role of each place: 3 players P, N, B; 4 players P, VP, VB, B; more with neutrals between. */
export function roleOfPlace(place: number, players: number): Role {
  if (place === 0) return 'president';
  if (place === players - 1) return 'boms';
  if (players === 3) return 'neutral';
  if (place === 1) return 'vice-president';
  if (place === players - 2) return 'vice-boms';
  return 'neutral';
}

/** Roles per seat from the round's placings. */
export function rolesFrom(placings: readonly Seat[]): Role[] {
  const roles = new Array<Role>(placings.length).fill('neutral');
  placings.forEach((seat, place) => (roles[seat] = roleOfPlace(place, placings.length)));
  return roles;
}

export const seatWith = (roles: readonly Role[], role: Role): Seat => roles.indexOf(role);

/** Unmarked seats in finishing order, then the marked ones, the first marked last. */
export function finalPlacings(finished: readonly Seat[], marked: readonly Seat[]): Seat[] {
  const out = finished.filter((s) => !marked.includes(s));
  for (let i = marked.length - 1; i >= 0; i--) out.push(marked[i] as Seat);
  return out;
}

/** What one round hands to the next through RoundResult.carry (plain JSON). */
export type Carry = {
  readonly roles: readonly Role[];
  readonly history: readonly (readonly Role[])[];
};

const isRoles = (v: unknown, players: number): v is Role[] =>
  Array.isArray(v) && v.length === players && v.every((r) => (ROLES as readonly unknown[]).includes(r));

/** Reads the previous round's carry; null when there is none (the first round). */
export function readCarry(previous: RoundResult | null, players: number): Carry | null {
  const c = previous?.carry;
  if (!isObject(c) || !isRoles(c['roles'], players)) return null;
  const history = Array.isArray(c['history'])
    ? c['history'].filter((h) => isRoles(h, players))
    : [c['roles']];
  return { roles: c['roles'], history };
}

export function roundResult(s: PresidentState): RoundResult | null {
  if (s.phase !== 'done') return null;
  const placings = finalPlacings(s.finished, s.marked);
  const roles = rolesFrom(placings);
  const carry: Carry = { roles, history: [...s.history, roles] };
  return { placings, points: new Array<number>(s.players).fill(0), carry };
}
