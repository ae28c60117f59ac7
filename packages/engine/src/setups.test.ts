import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from './game';
import { GAMES } from './registry';
import { GAME_SETUPS } from './setups';
import { GAME_WORDS, sayReason } from './words/catalogue';
import { LANGS } from './words/lang';
import { GAME_SETUP_WORDS, sayCheck } from './words/setup-catalogue';

describe('each game’s setup, without its rules', () => {
  it('is the registry’s own options, presets, table sizes and checks: one list, not a copy', () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id];
      const setup = GAME_SETUPS[id];
      expect(setup.id).toBe(id);
      expect(setup.options).toBe(game.options);
      expect(setup.presets).toBe(game.presets);
      expect(setup.presetFor).toBe(game.presetFor);
      expect(setup.checkOptions).toBe(game.checkOptions);
      expect(setup.maxPlayers).toBe(game.maxPlayers);
      expect(setup.minPlayers).toBe(game.minPlayers);
    }
  });
});

describe('each game’s setup words (what the front page shows)', () => {
  it('are the catalogue’s own: GAME_WORDS holds the same name, how-to, options, presets and checks', () => {
    for (const id of GAME_IDS) {
      const setup = GAME_SETUP_WORDS[id];
      const all = GAME_WORDS[id];
      expect(all.name).toBe(setup.name);
      expect(all.howTo).toBe(setup.howTo);
      expect(all.options).toBe(setup.options);
      expect(all.presets).toBe(setup.presets);
      for (const [code, t] of Object.entries(setup.checks)) expect(all.reasons[code], code).toBe(t);
    }
  });

  it('say each refusal of the option checks as the whole catalogue does', () => {
    // Tables the checks refuse (real refusals, not codes picked by hand): President's special three's
    // rule without the special three, President for eight, Tuffa Viktor with an empty deck.
    const refused = [
      GAME_SETUPS.president.checkOptions?.(
        { ...defaults('president'), clubThree: false, clubThreeLast: 'boms' },
        4,
      ),
      GAME_SETUPS.president.checkOptions?.(defaults('president'), 8),
      GAME_SETUPS['tuffa-viktor'].checkOptions?.({ ...defaults('tuffa-viktor'), deck: {} }, 5),
    ].filter((r) => r != null);
    expect(refused.length).toBeGreaterThan(1);
    for (const lang of LANGS)
      for (const [i, r] of refused.entries()) {
        const game = i < 2 ? 'president' : 'tuffa-viktor';
        expect(sayCheck(game, r, lang), r.code).toBe(sayReason(game, r, lang));
        expect(sayCheck(game, r, lang)).not.toBe('');
      }
  });
});

function defaults(id: GameId): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(GAME_SETUPS[id].options as Record<string, { default: unknown }>).map(([k, o]) => [
      k,
      o.default,
    ]),
  );
}
