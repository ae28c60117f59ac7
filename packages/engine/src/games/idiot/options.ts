import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import type { GameSetupWords } from '../../words/game-words';
import { IDIOT_SETUP_WORDS } from './setup-words';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<IdiotOptions, IdiotPreset, never> = IDIOT_SETUP_WORDS;

/** A type alias (not an interface) so that the options can sit inside a JSON view. */
export type IdiotOptions = {
  readonly swap: boolean;
  readonly oneCardOnly: boolean;
  readonly chance: boolean;
  readonly previousContinues: boolean;
  readonly faceUpBeforePickup: boolean;
  readonly lastSpecial: 'allowed' | 'forbidden';
};

export const OPTIONS: OptionSpecs<IdiotOptions> = {
  swap: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.swap.describe,
  },
  oneCardOnly: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.oneCardOnly.describe,
  },
  chance: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.chance.describe,
  },
  previousContinues: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.previousContinues.describe,
  },
  faceUpBeforePickup: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.faceUpBeforePickup.describe,
  },
  lastSpecial: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: WORDS.options.lastSpecial.describe,
  },
};

const PRESET_VALUES = {
  idiot: {},
  sjanse: { chance: true },
  'ingen-bytting': { swap: false },
  shithead: { faceUpBeforePickup: true },
} as const satisfies Record<string, Partial<IdiotOptions>>;
export type IdiotPreset = keyof typeof PRESET_VALUES;
export const PRESETS: Readonly<Record<string, Partial<IdiotOptions>>> = PRESET_VALUES;

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const IDIOT_SETUP: GameSetup<IdiotOptions> = {
  id: 'idiot',
  name: WORDS.name,
  icon: 'TD',
  minPlayers: 2,
  maxPlayers: () => 5,
  options: OPTIONS,
  presets: PRESETS,
};
