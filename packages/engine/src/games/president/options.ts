import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import { reason, type Reason, type GameSetupWords } from '../../words/game-words';
import { PRESIDENT_SETUP_WORDS, type PresidentCheck } from './setup-words';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<PresidentOptions, PresidentPreset, PresidentCheck> = PRESIDENT_SETUP_WORDS;

/** The table settings of President (RULES.md): every house rule the seed names. */
export type PresidentOptions = {
  readonly presidentLeads: boolean;
  readonly strictlyHigher: boolean;
  readonly passIsFinal: boolean;
  readonly clubThreeLast: 'allowed' | 'boms';
  readonly clubThreeExchanged: boolean;
  readonly lastCardCall: boolean;
  readonly reseat: boolean;
  readonly clubThree: boolean;
};

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 7;

export const OPTIONS: OptionSpecs<PresidentOptions> = {
  presidentLeads: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.presidentLeads.describe,
  },
  strictlyHigher: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.strictlyHigher.describe,
  },
  passIsFinal: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.passIsFinal.describe,
  },
  clubThreeLast: {
    kind: 'enum',
    values: ['allowed', 'boms'],
    default: 'allowed',
    describe: WORDS.options.clubThreeLast.describe,
  },
  clubThreeExchanged: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.clubThreeExchanged.describe,
  },
  lastCardCall: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.lastCardCall.describe,
  },
  reseat: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.reseat.describe,
  },
  clubThree: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.clubThree.describe,
  },
};

const PRESET_VALUES = {
  standard: {},
  international: { clubThree: false },
  tough: { clubThreeLast: 'boms', clubThreeExchanged: true, lastCardCall: true },
  'ranked-seating': { reseat: true },
} as const satisfies Record<string, Partial<PresidentOptions>>;
export type PresidentPreset = keyof typeof PRESET_VALUES;
export const PRESETS: Readonly<Record<string, Partial<PresidentOptions>>> = PRESET_VALUES;

/** Options that only mean something with the special three of clubs are refused without it. */
export function checkOptions(o: PresidentOptions, players: number): Reason<PresidentCheck> | null {
  if (players > MAX_PLAYERS) return reason('too-many-players', { n: MAX_PLAYERS });
  if (!o.clubThree && o.clubThreeLast !== 'allowed') return reason('club-three-last-needs-special');
  if (!o.clubThree && o.clubThreeExchanged) return reason('club-three-exchanged-needs-special');
  return null;
}

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const PRESIDENT_SETUP: GameSetup<PresidentOptions> = {
  id: 'president',
  name: WORDS.name,
  icon: '2S',
  minPlayers: MIN_PLAYERS,
  maxPlayers: () => MAX_PLAYERS,
  options: OPTIONS,
  presets: PRESETS,
  checkOptions,
};
