import type { GameId } from './game';
import type { CardRule } from './words/game-words';
import { HJERTERFRI_CARD_RULES } from './games/hjerterfri/card-rules';
import { IDIOT_CARD_RULES } from './games/idiot/card-rules';
import { PRESIDENT_CARD_RULES } from './games/president/card-rules';
import { TUFFA_CARD_RULES } from './games/tuffa-viktor/card-rules';
import { VIGGO_CARD_RULES } from './games/viggo/card-rules';
import { VRI_CARD_RULES } from './games/vri-atter/card-rules';

/**
 * Every game's card rules for the rules page, from its own folder (games/<id>/card-rules.ts): a game
 * without them fails the build here. Apart from GAME_WORDS, whose names the front page loads, so
 * that only the rules page carries this text.
 */
export const CARD_RULES: Readonly<Record<GameId, readonly CardRule[]>> = {
  viggo: VIGGO_CARD_RULES,
  president: PRESIDENT_CARD_RULES,
  'vri-atter': VRI_CARD_RULES,
  idiot: IDIOT_CARD_RULES,
  'tuffa-viktor': TUFFA_CARD_RULES,
  hjerterfri: HJERTERFRI_CARD_RULES,
};

/** The card rules in force with these options. */
export function cardRules(game: GameId, options: Readonly<Record<string, unknown>>): readonly CardRule[] {
  return CARD_RULES[game].filter((r) => {
    if (!r.when) return true;
    const v = options[r.when.option];
    if (r.when.is && !r.when.is.includes(v)) return false;
    if (r.when.not && r.when.not.includes(v)) return false;
    return true;
  });
}
