import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import type { GameSetupWords } from '../../words/game-words';
import { VIGGO_SETUP_WORDS } from './setup-words';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<ViggoOptions, ViggoPreset, never> = VIGGO_SETUP_WORDS;

export interface ViggoOptions {
  readonly passIsFinal: boolean;
  readonly targetScore: number;
}

export const OPTIONS: OptionSpecs<ViggoOptions> = {
  passIsFinal: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.passIsFinal.describe,
  },
  targetScore: {
    kind: 'int',
    min: 1,
    max: 500,
    default: 53,
    describe: WORDS.options.targetScore.describe,
  },
};

const PRESET_VALUES = {
  viggo: {},
  'pass-is-final': { passIsFinal: true },
} as const satisfies Record<string, Partial<ViggoOptions>>;
export type ViggoPreset = keyof typeof PRESET_VALUES;
export const PRESETS: Readonly<Record<string, Partial<ViggoOptions>>> = PRESET_VALUES;

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const VIGGO_SETUP: GameSetup<ViggoOptions> = {
  id: 'viggo',
  name: WORDS.name,
  icon: '3C',
  minPlayers: 2,
  maxPlayers: () => 4,
  options: OPTIONS,
  presets: PRESETS,
};
