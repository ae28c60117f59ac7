import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import type { GameSetupWords } from '../../words/game-words';
import { HJERTERFRI_SETUP_WORDS } from './setup-words';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<HjerterfriOptions, HjerterfriPreset, never> = HJERTERFRI_SETUP_WORDS;

/** RULES.md's Hjerterfri options. A type alias (not an interface) so that it fits a JSON view. */
export type HjerterfriOptions = {
  readonly passCount: number;
  readonly passing: 'cycle' | 'left' | 'none';
  readonly firstTrickPoints: boolean;
  readonly queenBreaksHearts: boolean;
  readonly jackOfDiamonds: boolean;
  readonly moon: 'others' | 'minus' | 'none';
  readonly targetScore: number;
};

export const OPTIONS: OptionSpecs<HjerterfriOptions> = {
  passCount: { kind: 'int', min: 1, max: 4, default: 3, describe: WORDS.options.passCount.describe },
  passing: {
    kind: 'enum',
    values: ['cycle', 'left', 'none'],
    default: 'cycle',
    describe: WORDS.options.passing.describe,
  },
  firstTrickPoints: { kind: 'boolean', default: false, describe: WORDS.options.firstTrickPoints.describe },
  queenBreaksHearts: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.queenBreaksHearts.describe,
  },
  jackOfDiamonds: { kind: 'boolean', default: false, describe: WORDS.options.jackOfDiamonds.describe },
  moon: {
    kind: 'enum',
    values: ['others', 'minus', 'none'],
    default: 'others',
    describe: WORDS.options.moon.describe,
  },
  targetScore: { kind: 'int', min: 1, max: 500, default: 100, describe: WORDS.options.targetScore.describe },
};

const PRESET_VALUES = {
  standard: {},
  omnibus: { jackOfDiamonds: true },
  'no-passing': { passing: 'none' },
} as const satisfies Record<string, Partial<HjerterfriOptions>>;
export type HjerterfriPreset = keyof typeof PRESET_VALUES;
export const PRESETS: Readonly<Record<string, Partial<HjerterfriOptions>>> = PRESET_VALUES;

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const HJERTERFRI_SETUP: GameSetup<HjerterfriOptions> = {
  id: 'hjerterfri',
  name: WORDS.name,
  icon: 'QS',
  minPlayers: 3,
  maxPlayers: () => 6,
  options: OPTIONS,
  presets: PRESETS,
};
