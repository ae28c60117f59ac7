import { describe, expect, it } from 'vitest';
import {
  act,
  dealNext,
  isRoundOver,
  newMatch,
  rngFromSeed,
  resolveChance,
  type Json,
  type Match,
} from '@kortbord/engine';
import { entryLines, logFor, roundTail, type StoredLine } from '../src/log/index';

const CODE = /\b([2-9TJQKA][CDHS]|G[1-8]|VIKTOR|VIVAN|SMOCKAN|INDRIVAREN|ARREST)\b/g;
const who = (s: number) => `Seat ${s}`;

/** A match played at random as the server stores it: the lines of every entry and its chance outcomes. */
function playedLog(game: string, players: number, seed: string): StoredLine[] {
  const started = newMatch({ game, players, seed });
  if (!started.ok) throw new Error(started.message);
  let m: Match = resolveChance(started.value);
  const rng = rngFromSeed(`choices-${seed}`);
  const lines: StoredLine[] = [];
  for (let step = 0; step < 3000 && !m.over; step++) {
    let next: Match;
    if (isRoundOver(m)) {
      if (m.round >= 3) break;
      const dealt = dealNext(m);
      if (!dealt.ok) throw new Error(dealt.message);
      next = dealt.value;
    } else {
      const seats = Array.from({ length: players }, (_, s) => s).filter(
        (s) => m.game.legalActions(m.state, s).length,
      );
      const seat = seats[rng.int(seats.length)] as number;
      const legal = m.game.legalActions(m.state, seat) as Json[];
      const r = act(m, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.message);
      next = r.value;
    }
    const settled = resolveChance(next);
    const entry = next.log.at(next.log.length - 1);
    if (entry) lines.push(...entryLines(entry, m, next, settled, step, who));
    m = settled;
  }
  return lines;
}

const CASES: [string, number][] = [
  ['viggo', 4],
  ['president', 4],
  ['vri-atter', 3],
  ['idiot', 3],
  ['tuffa-viktor', 3],
  ['hjerterfri', 4],
];

describe('the log, from the games’ events', () => {
  for (const [game, players] of CASES)
    it(`${game}: a line names only public cards; each seat reads its own secrets and no one else's`, () => {
      const lines = playedLog(game, players, `log-${game}`);
      expect(lines.length).toBeGreaterThan(20);
      for (const l of lines) {
        for (const code of l.text.match(CODE) ?? []) expect(l.cards, l.text).toContain(code);
        expect(l.text).not.toMatch(/\{\w+\}/);
        for (const c of l.secret?.cards ?? []) expect(JSON.stringify(l.event)).not.toContain(`"${c}"`);
      }
      for (let seat = -1; seat < players; seat++) {
        const viewer = seat < 0 ? null : seat;
        const read = logFor(lines, viewer);
        read.forEach((r, i) => {
          const stored = lines[i] as StoredLine;
          expect('secret' in r).toBe(false);
          const mine = viewer !== null && stored.secret?.seats.includes(viewer);
          const extra = r.cards.length - stored.cards.length;
          expect(extra, `${game} ${stored.kind} for ${viewer}`).toBe(
            mine ? (stored.secret?.cards.length ?? 0) : 0,
          );
        });
      }
    });

  it('President: the bystanders learn how many cards were exchanged, the two seats learn which', () => {
    const lines = playedLog('president', 4, 'exchange').filter((l) => l.kind === 'give');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      const [from, to] = l.secret?.seats ?? [];
      expect(l.cards).toEqual([]);
      expect(l.count).toBeGreaterThan(0);
      for (const s of [from, to]) expect(logFor([l], s as number)[0]?.cards.length).toBe(l.count);
    }
  });

  it("Tuffa Viktor: Indrivaren's take is named to the taker and the victim only", () => {
    const lines = playedLog('tuffa-viktor', 3, 'take').filter((l) => l.kind === 'take-from');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l.text).not.toMatch(CODE);
      const [by, from] = l.secret?.seats ?? [];
      const third = [0, 1, 2].find((s) => s !== by && s !== from) as number;
      expect(logFor([l], from as number)[0]?.cards).toHaveLength(1);
      expect(logFor([l], third)[0]?.cards).toHaveLength(0);
    }
  });

  it('a reconnecting player gets the whole current round', () => {
    const lines = playedLog('president', 4, 'tail');
    const tail = roundTail(lines, 10_000);
    expect(tail[0]?.kind).toBe('deal');
    expect(tail.slice(1).some((l) => l.kind === 'deal')).toBe(false);
  });
});
