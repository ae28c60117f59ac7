import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Action, type GameId, type GameView } from './game';
import { legalBySeat, matchView, newMatch, resolveChance, isRoundOver, type Match } from './match';
import { moveMeaning } from './meanings';
import { step } from './move';
import { rngFromSeed } from './rng';
import { LANGS } from './words/lang';
import { sayMove, MOVE_WORDS } from './words/catalogue';
import { cardNames, suitName } from './words/cards';

const PLAYERS: Record<GameId, number> = {
  viggo: 3,
  president: 4,
  'vri-atter': 3,
  idiot: 3,
  'tuffa-viktor': 3,
  hjerterfri: 4,
};
const CARD_CODE = /\b(?:[2-9TJQKA][CDHS]|G\d+|VIVAN|VIKTOR)\b/;

/** Every decision of a few seeded rounds: each seat's legal moves with the view they were offered in. */
function* decisions(game: GameId, seed: string): Generator<{ m: Match; seat: number; legal: Action[] }> {
  const started = newMatch({ game, players: PLAYERS[game], seed });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/moves`);
  for (let n = 0; n < 400 && !isRoundOver(m) && !m.over; n++) {
    const bySeat = Object.entries(legalBySeat(m));
    for (const [seat, legal] of bySeat) yield { m, seat: Number(seat), legal: legal as unknown as Action[] };
    const [seat, legal] = bySeat[rng.int(bySeat.length)] ?? ['0', []];
    const moved = step(m, Number(seat), legal[rng.int(legal.length)]);
    if (!moved.ok) throw new Error(moved.message);
    m = moved.value.match;
  }
}

const say = (m: Match, seat: number, a: Action, lang: (typeof LANGS)[number], short = false): string =>
  sayMove(
    moveMeaning(m.game.id, a, matchView(m, seat) as unknown as GameView, m.options as Record<string, never>),
    lang,
    { seat: (s) => `Seat${s}`, cards: (c) => cardNames(c, lang), suit: (s) => suitName(s, lang) },
    short,
  );

describe('what a move means, in words', () => {
  for (const game of GAME_IDS)
    it(`${game}: every legal move reads as a whole sentence in nb, sv and en, and no two moves of a seat read alike`, () => {
      let checked = 0;
      for (const seed of ['w1', 'w2'])
        for (const { m, seat, legal } of decisions(game, `${game}-${seed}`))
          for (const lang of LANGS) {
            const said = legal.map((a) => say(m, seat, a, lang));
            for (const [i, text] of said.entries()) {
              const what = `${lang} ${JSON.stringify(legal[i])}: "${text}"`;
              expect(text, what).not.toMatch(/[{}]|undefined|NaN/);
              expect(text, what).not.toMatch(CARD_CODE);
              expect(text.length, what).toBeGreaterThan(1);
              expect(say(m, seat, legal[i] as Action, lang, true), what).not.toMatch(/[{}]/);
            }
            // The terminal's menu and a hint name a move by these words: two alike could not be told apart.
            expect(new Set(said).size, `${lang} ${said.join(' | ')}`).toBe(said.length);
            checked += said.length;
          }
      expect(checked).toBeGreaterThan(100);
    });

  it('every kind of move a game can mean has words (no kind falls back to "play")', () => {
    const kinds = new Set<string>();
    for (const game of GAME_IDS)
      for (const seed of ['w1', 'w2', 'w3'])
        for (const { m, seat, legal } of decisions(game, `${game}-${seed}`))
          for (const a of legal)
            kinds.add(moveMeaning(game, a, matchView(m, seat) as unknown as GameView, {}).kind);
    for (const k of kinds) expect(Object.keys(MOVE_WORDS), k).toContain(k);
  });

  it('says the suit, the call, the group and the target as the table shows them', () => {
    const nb = {
      seat: (s: number) => ['Anna', 'Bo', 'Cille'][s] ?? '',
      cards: (c: readonly string[]) => cardNames(c, 'nb'),
      suit: (s: string) => suitName(s, 'nb'),
    };
    const vri = (a: Action) => moveMeaning('vri-atter', a, null, { callWord: 'Olsen' });
    expect(sayMove(vri({ type: 'play', cards: ['8H'], suit: 'S' } as Action), 'nb', nb)).toBe(
      `Spill ${cardNames(['8H'], 'nb')} og velg ${suitName('S', 'nb')}`,
    );
    expect(sayMove(vri({ type: 'play', cards: ['5H'], call: true } as Action), 'nb', nb, true)).toBe(
      'Spill og si «Olsen»',
    );
    expect(sayMove(vri({ type: 'knock', target: 2 } as Action), 'nb', nb)).toBe('Bank på Cille!');
    const tuffa = (a: Action) => moveMeaning('tuffa-viktor', a, null, {});
    expect(sayMove(tuffa({ type: 'glass', cards: ['G3'], group: 1 } as Action), 'sv', nb, true)).toBe(
      'Lägg till grupp 2',
    );
    expect(
      sayMove(tuffa({ type: 'vivan', target: 1, group: 0, into: 2, add: ['G5'] } as Action), 'en', nb),
    ).toBe(`Vivan: take group 1 from Bo into group 3 and add ${cardNames(['G5'], 'nb')}`);
  });
});
