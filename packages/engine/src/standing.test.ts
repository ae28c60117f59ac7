import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Json } from './json';
import { matchView, newMatch, type Match } from './match';
import { replay } from './record';
import { firstPlace, matchStanding, rankingOf, roundStanding, sharesPlace, standingSource } from './standing';

const recordOf = (game: string, file: string): Json =>
  (
    JSON.parse(readFileSync(new URL(`./games/${game}/records/${file}`, import.meta.url), 'utf8')) as {
      record: Json;
    }
  ).record;

function replayed(game: string, file: string): Match {
  const out = replay(recordOf(game, file));
  if (!out.ok || !out.match) throw new Error(`${file} does not replay: ${JSON.stringify(out.error)}`);
  return out.match;
}

describe('standing', () => {
  it('a tied Viggo match: the two on the same fewest total share first place', () => {
    const m = replayed('viggo', 'match-end-tie-shared-first.json');
    expect(m.over).toBe(true);
    const standing = matchStanding(standingSource(m));
    // Listed in the last round's order (2 before 1), the place shared.
    expect(standing).toEqual([
      { seat: 2, place: 1, score: 2 },
      { seat: 1, place: 1, score: 2 },
      { seat: 0, place: 3, score: 11 },
    ]);
    expect(firstPlace(standing)).toEqual([2, 1]);
    expect(sharesPlace(standing, 1)).toBe(true);
    expect(sharesPlace(standing, 0)).toBe(false);
  });

  it('reads a view the same way as the match it comes from', () => {
    const m = replayed('viggo', 'match-end-tie-shared-first.json');
    const view = matchView(m, 1) as unknown as Parameters<typeof matchStanding>[0];
    expect(matchStanding(view)).toEqual(matchStanding(standingSource(m)));
    expect(roundStanding(view)).toEqual(roundStanding(standingSource(m)));
  });

  it('a Tuffa Viktor round: the most glasses first, not the seat that went out', () => {
    const m = replayed('tuffa-viktor', 'placings-most-glasses-win.json');
    expect(roundStanding(standingSource(m))).toEqual([
      { seat: 0, place: 1, score: 40 },
      { seat: 1, place: 2, score: 6 },
    ]);
    expect(matchStanding(standingSource(m))).toEqual([
      { seat: 0, place: 1, score: 40 },
      { seat: 1, place: 2, score: 6 },
    ]);
  });

  it('a Viggo round is placed in its placings order, with each seat’s penalty points', () => {
    const m = replayed('viggo', 'match-end-tie-shared-first.json');
    const points = m.results[1]?.points ?? [];
    expect(roundStanding(standingSource(m))).toEqual(
      [2, 1, 0].map((seat, i) => ({ seat, place: i + 1, score: points[seat] })),
    );
  });

  it('games without a deciding score rank the match by the last round, with no score', () => {
    const src = { game: 'idiot', options: {}, placings: [2, 0, 1], scores: [0, 0, 0] };
    expect(matchStanding(src)).toEqual([
      { seat: 2, place: 1 },
      { seat: 0, place: 2 },
      { seat: 1, place: 3, title: 'idiot' },
    ]);
    expect(roundStanding({ ...src, points: [0, 0, 0] })).toEqual(matchStanding(src));
  });

  it('titles: President names its roles from the placings, Idiot the one left holding cards', () => {
    const four = { game: 'president', options: {}, placings: [3, 1, 0, 2], scores: [0, 0, 0, 0] };
    expect(roundStanding(four).map((s) => s.title)).toEqual([
      'president',
      'vice-president',
      'vice-boms',
      'boms',
    ]);
    const three = { ...four, placings: [1, 2, 0], scores: [0, 0, 0] };
    expect(matchStanding(three).map((s) => s.title)).toEqual(['president', undefined, 'boms']);
    // While the round goes on, nobody has a title yet.
    expect(roundStanding({ ...four, placings: [3] }).map((s) => s.title)).toEqual([undefined]);
    expect(roundStanding({ game: 'viggo', options: {}, placings: [1, 0], scores: [0, 0] })).toEqual([
      { seat: 1, place: 1 },
      { seat: 0, place: 2 },
    ]);
  });

  it('Vri åtter ranks the match by its placings, or by fewest points with scoring', () => {
    const plain = newMatch({ game: 'vri-atter', players: 2, seed: 1 });
    const scoring = newMatch({ game: 'vri-atter', players: 2, seed: 1, options: { scoring: true } });
    if (!plain.ok || !scoring.ok) throw new Error('no match');
    expect(rankingOf('vri-atter', plain.value.options)).toBe('placings');
    expect(rankingOf('vri-atter', scoring.value.options)).toBe('fewest');
    const src = {
      game: 'vri-atter',
      options: scoring.value.options,
      placings: [1, 0, 2],
      scores: [30, 12, 30],
    };
    expect(matchStanding(src)).toEqual([
      { seat: 1, place: 1, score: 12 },
      { seat: 0, place: 2, score: 30 },
      { seat: 2, place: 2, score: 30 },
    ]);
  });

  it('before any round has ended everyone shares first place', () => {
    expect(matchStanding({ game: 'president', options: {}, placings: [], scores: [0, 0, 0] })).toEqual([
      { seat: 0, place: 1 },
      { seat: 1, place: 1 },
      { seat: 2, place: 1 },
    ]);
    expect(matchStanding({ game: 'tuffa-viktor', options: {}, placings: [], scores: [0, 0] })).toEqual([
      { seat: 0, place: 1, score: 0 },
      { seat: 1, place: 1, score: 0 },
    ]);
  });
});
