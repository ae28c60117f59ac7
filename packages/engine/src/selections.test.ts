import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from './game';
import type { Json } from './json';
import {
  act,
  chanceDue,
  isRoundOver,
  legalBySeat,
  matchView,
  newMatch,
  resolveChance,
  type Match,
} from './match';
import { rngFromSeed } from './rng';
import { CARD_FIELDS, selectionAsks, SELECTIONS, SPENDS } from './selections';

type Obj = { readonly [key: string]: Json };
const codes = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
/** The cards an action names in the field its game gives for its kind. */
const named = (a: Obj): string[] => {
  const f = CARD_FIELDS[a['type'] as string];
  const v = f === undefined ? undefined : a[f];
  return typeof v === 'string' ? [v] : codes(v);
};

/** A few seeded rounds of random legal moves, every state visited once. */
function* states(game: GameId, seed: string): Generator<Match> {
  const rng = rngFromSeed(seed);
  const made = newMatch({ game, players: 4, seed });
  if (!made.ok) throw new Error(made.message);
  let m = made.value;
  for (let i = 0; i < 300 && !isRoundOver(m); i++) {
    if (chanceDue(m)) {
      m = resolveChance(m);
      continue;
    }
    yield m;
    const [seat, legal] = Object.entries(legalBySeat(m)).find(([, l]) => l.length > 0) ?? [];
    if (seat === undefined || !legal) break;
    const next = act(m, Number(seat), legal[rng.int(legal.length)]);
    if (!next.ok) throw new Error(next.message);
    m = next.value;
  }
}

describe('how a game’s moves are picked at the table (issue 32: in its folder)', () => {
  it('reads one card field per kind of action over every game, as the page did by name', () => {
    expect(CARD_FIELDS).toEqual({
      play: 'cards',
      give: 'cards',
      pass: 'cards',
      glass: 'cards',
      arrange: 'faceUp',
      vivan: 'add',
      discard: 'card',
      pickup: 'faceUp',
    });
    expect(SPENDS).toEqual({
      viktor: 'VIKTOR',
      vivan: 'VIVAN',
      arrest: 'ARREST',
      indrivaren: 'INDRIVAREN',
      smockan: 'SMOCKAN',
    });
  });

  for (const game of GAME_IDS)
    it(`${game}: every legal action is listed, and the cards it names are the seat's own`, () => {
      const kinds = new Set(Object.keys(SELECTIONS[game].picks));
      let seen = 0;
      for (const m of states(game, `sel-${game}`))
        for (const [seat, legal] of Object.entries(legalBySeat(m))) {
          const v = matchView(m, Number(seat)) as Obj;
          const own = ((v['seats'] ?? []) as readonly Obj[])[Number(seat)] ?? {};
          const have = [...codes(own['hand']), ...codes(own['faceUp'])];
          for (const a of legal as Obj[]) {
            expect(kinds, game).toContain(a['type']);
            for (const c of named(a)) expect(have, `${game} ${JSON.stringify(a)}`).toContain(c);
            seen++;
          }
        }
      expect(seen).toBeGreaterThan(20);
    });

  for (const game of GAME_IDS)
    it(`${game}: a card selected alone asks for an action the game reads (legal, or refused with a reason)`, () => {
      let asked = 0;
      for (const m of states(game, `ask-${game}`))
        for (const seat of Object.keys(legalBySeat(m)).map(Number)) {
          const v = matchView(m, seat) as Obj;
          const own = ((v['seats'] ?? []) as readonly Obj[])[seat] ?? {};
          const phase = String(v['phase']);
          for (const c of codes(own['hand']).slice(0, 3)) {
            const a = selectionAsks(game, { cards: [c], phase, me: seat, players: m.players });
            const tried = act(m, seat, a);
            // Never unreadable: either the move is made, or the rules say why not.
            if (!tried.ok) expect(tried.code, `${game} ${phase} ${JSON.stringify(a)}`).not.toBe('malformed');
            asked++;
          }
        }
      expect(asked).toBeGreaterThan(10);
    });
});
