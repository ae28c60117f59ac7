import { reason } from '@kortbord/engine';
import { hashSecret } from '../ids';
import { cleanName } from '../names';
import { Refused, type Seat, type Table } from '../table';
import type { Planned, SeatChange } from './change';

export interface JoinRequest {
  /** The table's invite or a reserved seat's; absent: from the lobby (public tables only). */
  readonly invite: string | undefined;
  readonly name: string;
  /** The seat asked for; absent: the invite's reserved seat, else the first open one. */
  readonly seat?: number | undefined;
  /** The seat's new token (made by the caller: a plan draws no randomness). */
  readonly token: string;
  /** The signed-in profile taking the seat (issue 33): the seat becomes theirs on every device. */
  readonly profile?: string | null | undefined;
}

/**
 * Takes a seat: an open one with the table's invite, a reserved one with its own, or (no invite) an
 * open seat at a public table, which anyone in the lobby may take.
 */
export function planJoin(t: Table, r: JoinRequest): Planned<SeatChange> {
  const h = r.invite === undefined ? null : hashSecret(r.invite);
  const reservedFor =
    h === null ? undefined : t.seats.find((s) => s.kind === 'reserved' && s.inviteHash === h);
  const tableInvite = r.invite === undefined ? t.public : h === t.inviteHash;
  if (r.invite === undefined && !t.public)
    return new Refused('bad-invite', 'This table is not public: joining it needs its invite.');
  if (!tableInvite && !reservedFor)
    return new Refused('bad-invite', 'This invite does not open a seat at this table.');
  let target: Seat | undefined;
  if (r.seat !== undefined) {
    target = t.seats[r.seat];
    if (!target)
      return new Refused(
        'not-found',
        `There is no seat ${r.seat} at this table.`,
        reason('no-such-seat', { value: r.seat + 1, n: t.seats.length }),
      );
    const allowed =
      target.kind === 'open' ? tableInvite : target.kind === 'reserved' && target.inviteHash === h;
    if (!allowed)
      return new Refused(
        'seat-taken',
        `Seat ${r.seat} is not open to this invite.`,
        reason('seat-not-open', { n: r.seat + 1 }),
      );
  } else target = reservedFor ?? t.seats.find((s) => s.kind === 'open');
  if (!target) return new Refused('table-full', 'Every seat at this table is taken.');
  const taken = target;
  const named = cleanName(
    r.name,
    t.seats.filter((s) => s.seat !== taken.seat).map((s) => s.name),
  );
  if (!named.ok) return new Refused('bad-name', named.message, named.reason);
  return {
    seat: taken.seat,
    // A reserved seat keeps its own invite's hash while taken, so that it is reserved again (not
    // open to the table's invite) when its holder leaves before the match.
    set: {
      kind: 'human',
      name: named.name,
      tokenHash: hashSecret(r.token),
      profile: r.profile ?? null,
      inviteHash: taken.kind === 'reserved' ? taken.inviteHash : null,
      standIn: false,
      away: false,
    },
    guard: { kind: taken.kind },
    lost: new Refused(
      'seat-taken',
      `Seat ${taken.seat} was just taken.`,
      reason('seat-just-taken', { n: taken.seat + 1 }),
    ),
  };
}
