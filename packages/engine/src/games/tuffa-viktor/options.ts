import type { Json } from '../../json';
import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import { reason, type Reason, type GameSetupWords } from '../../words/game-words';
import { TUFFA_SETUP_WORDS, type TuffaCheck } from './setup-words';
import { checkDeck, deckCounts, DEFAULT_DECK } from './cards';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<TuffaOptions, TuffaPreset, TuffaCheck> = TUFFA_SETUP_WORDS;

export interface TuffaOptions {
  /** Counts per card code; RULES.md's 84-card composition by default. */
  readonly deck: Json;
  readonly targetScore: number;
}

export const HAND_SIZE = 7;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

export const options: OptionSpecs<TuffaOptions> = {
  deck: {
    kind: 'json',
    default: DEFAULT_DECK,
    check: checkDeck,
    describe: WORDS.options.deck.describe,
  },
  targetScore: {
    kind: 'int',
    min: 1,
    max: 10_000,
    default: 200,
    describe: WORDS.options.targetScore.describe,
  },
};

const PRESET_VALUES = {
  'tuffa-viktor': {},
  snabb: { targetScore: 100 },
} as const satisfies Record<string, Partial<TuffaOptions>>;
export type TuffaPreset = keyof typeof PRESET_VALUES;
export const presets: Readonly<Record<string, Partial<TuffaOptions>>> = PRESET_VALUES;

export function checkOptions(o: TuffaOptions, players: number): Reason<TuffaCheck> | null {
  const total = deckCounts(o.deck).reduce((a, b) => a + b, 0);
  if (total < HAND_SIZE * players)
    return reason('deck-too-small', { total, players, need: HAND_SIZE * players });
  return null;
}

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const TUFFA_SETUP: GameSetup<TuffaOptions> = {
  id: 'tuffa-viktor',
  name: WORDS.name,
  icon: 'G5',
  minPlayers: MIN_PLAYERS,
  maxPlayers: () => MAX_PLAYERS,
  options,
  presets,
  checkOptions,
};
