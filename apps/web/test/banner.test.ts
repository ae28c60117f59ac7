import { describe, expect, it } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { matchView, newMatch, resolveChance, type GameId } from '@kortbord/engine';
import { gameBanner } from '../src/ui/games/parts';
import { readView } from '../src/game/view';
import type { Lang } from '../src/i18n/strings';
import { translate } from '../src/i18n/table-words';

/** The banner a game gives its own phase, as the player at seat 0 (or another seat) reads it. */
function banner(game: GameId, players: number, lang: Lang, seat = 0, mine = true): string | undefined {
  const m = newMatch({ game, players, seed: 'banner' });
  if (!m.ok) throw new Error(m.message);
  const view = readView(matchView(resolveChance(m.value), seat));
  const ctx = {
    lang,
    names: ['Kari', 'Ola', 'Per', 'Liv'],
    me: seat,
    game,
    options: view.options,
    view: null,
  };
  const b = gameBanner(view, { ctx, mine, lang, t: (key, params) => translate(lang, key, params) });
  return b === undefined ? undefined : renderToString(b as VNode);
}

describe('a game’s own banner above the choices (issue 32: one line per game in parts.tsx)', () => {
  it('Hjerterfri’s passing says which way and how many, in the player’s language', () => {
    expect(banner('hjerterfri', 4, 'en')).toBe('<div class="banner ">Pass 3 cards left</div>');
    expect(banner('hjerterfri', 4, 'nb')).toBe('<div class="banner ">Send 3 kort til venstre</div>');
    expect(banner('hjerterfri', 4, 'sv', 1, false)).toBe(
      '<div class="banner info">Väntar på att de andra väljer kort att skicka …</div>',
    );
  });

  it('a game without a banner of its own leaves the shared one', () => {
    expect(banner('president', 4, 'en')).toBeUndefined();
    expect(banner('viggo', 4, 'en')).toBeUndefined();
  });
});
