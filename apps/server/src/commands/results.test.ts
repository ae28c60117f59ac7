import { endByAgreement } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { BOT_ANCHORS, NEWCOMER, rateMatch } from '../ratings/model';
import type { Table } from '../table';
import { finishOf, ratedMatch, settle } from './results';
import { finishRound, playingTable } from './test-tables';

const AT = '2026-03-01T12:00:00.000Z';

/** A finished match of Idiot (one round ends it): Kari's and Ola's profiles at 0 and 1, a bot at 2. */
function finished(over: Partial<Table> = {}): Table {
  const t = finishRound(playingTable(3, 'idiot'));
  const seats = t.seats.map((s) => (s.kind === 'human' ? { ...s, profile: ['kari', 'ola'][s.seat] } : s));
  return { ...t, rated: true, seats, ...over };
}

describe('a finished match’s results', () => {
  it('one row per seat with its place; rated where every seat is a profile or a bot', () => {
    const t = finished();
    expect(t.match?.over).toBe(true);
    const f = finishOf(t, t.match, AT);
    expect(f?.rated).toEqual(['kari', 'ola']);
    expect(f?.results.map((r) => [r.seat, r.profile_id, r.bot_level, r.rated])).toEqual([
      [0, 'kari', null, 1],
      [1, 'ola', null, 1],
      [2, null, 'easy', 1],
    ]);
    expect(f?.results.map((r) => r.place).sort()).toEqual([1, 2, 3]);
  });

  it('unrated: the option off, a guest at the table, the same profile twice', () => {
    expect(ratedMatch(finished({ rated: false }), finished().match!)).toBe(false);
    const guest = finished();
    guest.seats = guest.seats.map((s) => (s.seat === 1 ? { ...s, profile: null } : s));
    expect(ratedMatch(guest, guest.match!)).toBe(false);
    const f = finishOf(guest, guest.match, AT);
    expect(f?.rated).toEqual([]);
    expect(f?.results.every((r) => r.rated === 0)).toBe(true);
    const twice = finished();
    twice.seats = twice.seats.map((s) => (s.seat === 1 ? { ...s, profile: 'kari' } : s));
    expect(ratedMatch(twice, twice.match!)).toBe(false);
  });

  it('no results for a match not over, or ended before a round was finished', () => {
    const playing = playingTable(3, 'idiot');
    expect(finishOf(playing, playing.match, AT)).toBeNull();
    expect(finishOf(playing, endByAgreement(playing.match!), AT)).toBeNull();
  });

  it('settles as the model says: newcomers from the defaults, held ratings counted on, bots fixed', () => {
    const t = finished();
    const f = finishOf(t, t.match, AT)!;
    const held = new Map([['ola', { mu: 30, sigma: 4, matches: 7 }]]);
    const out = settle(f, held);
    const place = (seat: number) => f.results[seat]!.place;
    const expected = rateMatch([
      { profile: 'kari', skill: null, place: place(0) },
      { profile: 'ola', skill: { mu: 30, sigma: 4 }, place: place(1) },
      { bot: 'easy', place: place(2) },
    ]);
    expect(out.ratings.map((r) => [r.profile_id, r.matches])).toEqual([
      ['kari', 1],
      ['ola', 8],
    ]);
    expect(out.ratings[0]?.mu).toBe(expected[0]?.mu);
    expect(out.results[1]?.sigma).toBe(expected[1]?.sigma);
    expect(out.results[2]?.mu).toBeNull();
    expect(expected[2]).toEqual(BOT_ANCHORS.easy);
    expect(NEWCOMER.mu).toBe(25);
  });
});
