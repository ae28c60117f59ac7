import { describe, expect, it } from 'vitest';
import { finishedRoundsRecord } from './finished-rounds';
import {
  act,
  dealNext,
  isRoundOver,
  legalBySeat,
  newMatch,
  resolveChance,
  writeRecord,
  type Match,
} from './match';
import { replay } from './record';
import { GAME_IDS } from './index';

/** Plays a varied legal action of the first seat to act (dealing between rounds) until `until`. */
function play(m: Match, until: (m: Match) => boolean): Match {
  for (let i = 0; i < 20_000 && !until(m) && !m.over; i++) {
    if (isRoundOver(m)) {
      const d = dealNext(m);
      if (!d.ok) throw new Error(d.message);
      m = resolveChance(d.value);
      continue;
    }
    const [seat, acts] = Object.entries(legalBySeat(m))[0] ?? [];
    if (seat === undefined || !acts?.length) throw new Error('nobody may act');
    // Not always the first: Idiot's first choice can be a pickup for ever.
    const r = act(m, Number(seat), acts[(i * 7919) % acts.length]);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  return m;
}

const PLAYERS: Record<string, number> = {
  viggo: 4,
  president: 4,
  'vri-atter': 3,
  idiot: 3,
  'tuffa-viktor': 3,
};
const OPTIONS: Record<string, unknown> = { 'vri-atter': { rounds: 3, scoring: true } };

describe('the record of the finished rounds', () => {
  it('is null while the first round is played', () => {
    const m = newMatch({ game: 'viggo', players: 4, seed: 's' });
    if (!m.ok) throw new Error(m.message);
    expect(finishedRoundsRecord(play(resolveChance(m.value), (x) => x.log.length > 3))).toBeNull();
  });

  for (const game of GAME_IDS)
    it(`${game}: a prefix of the whole record, cut before the current deal, without the seed, replayable`, () => {
      for (const seed of ['a', 'b', 'c']) {
        const started = newMatch({ game, players: PLAYERS[game] ?? 3, options: OPTIONS[game], seed });
        if (!started.ok) throw new Error(started.message);
        // Into the second round by a few entries (Idiot is one round: the whole match then).
        const first = play(resolveChance(started.value), (x) => x.results.length === 1);
        if (first.over) {
          const rec = finishedRoundsRecord(first) as Record<string, unknown>;
          expect(rec['seed']).toBeUndefined();
          expect(replay(rec).match?.over).toBe(true);
          continue;
        }
        const m = play(first, (x) => x.round === 2 && x.log.length >= first.log.length + 4);
        const whole = writeRecord(m) as { moves: unknown[]; seed: string };
        const rec = finishedRoundsRecord(m) as { moves: unknown[]; rounds: number; seed?: string };
        expect(rec.rounds).toBe(1);
        expect(rec.seed).toBeUndefined();
        expect(JSON.stringify(rec)).not.toContain(`"seed"`);
        expect(rec.moves).toEqual(whole.moves.slice(0, rec.moves.length));
        // What follows the cut is the current round's deal: it is not in the record, nor anything after.
        expect(whole.moves[rec.moves.length]).toHaveProperty('deal');
        expect(
          rec.moves.some((e) => JSON.stringify(e) === JSON.stringify(whole.moves[rec.moves.length])),
        ).toBe(false);
        const r = replay(rec);
        expect(r.ok).toBe(true);
        expect(r.match?.round).toBe(1);
        expect(r.match && isRoundOver(r.match)).toBe(true);
        expect(r.match?.scores).toEqual(first.scores);
      }
    });
});
