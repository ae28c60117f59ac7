import type { GameSetup } from '../../game';
import type { OptionSpecs } from '../../options';
import { reason, type Reason, type GameSetupWords } from '../../words/game-words';
import { VRI_SETUP_WORDS, type VriCheck } from './setup-words';

/** The game's setup words, checked here against its options, presets and checks' refusals: a missing one fails the build. */
const WORDS: GameSetupWords<VriOptions, VriPreset, VriCheck> = VRI_SETUP_WORDS;

/** A table's settings (RULES.md, Vri åtter). A type alias, not an interface, so it is plain JSON. */
export type VriOptions = {
  readonly handSize: number;
  readonly firstEight: 'bottom' | 'dealer-chooses';
  readonly multiple: boolean;
  readonly eightOnEight: boolean;
  readonly firstTurn: 'suit-only' | 'no-eight' | 'none';
  readonly drawLimit: 3 | 1 | 'until-playable';
  readonly passAfterAnyDraw: boolean;
  readonly passWhenStockLow: boolean;
  readonly lastEight: 'allowed' | 'forbidden';
  readonly lastAce: 'allowed' | 'forbidden';
  readonly lastCardCall: boolean;
  readonly callWord: 'ett kort igjen' | 'Olsen';
  readonly ace: 'normal' | 'next-draws' | 'all-draw' | 'reverse';
  readonly aceDraw: number;
  readonly twoPenalty: boolean;
  readonly queenSkips: boolean;
  readonly playOn: boolean;
  readonly scoring: boolean;
  readonly rounds: number;
  readonly decks: 1 | 2;
};

export const VRI_OPTIONS: OptionSpecs<VriOptions> = {
  handSize: {
    kind: 'int',
    min: 5,
    max: 8,
    default: 5,
    describe: WORDS.options.handSize.describe,
  },
  firstEight: {
    kind: 'enum',
    values: ['bottom', 'dealer-chooses'],
    default: 'bottom',
    describe: WORDS.options.firstEight.describe,
  },
  multiple: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.multiple.describe,
  },
  eightOnEight: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.eightOnEight.describe,
  },
  firstTurn: {
    kind: 'enum',
    values: ['suit-only', 'no-eight', 'none'],
    default: 'suit-only',
    describe: WORDS.options.firstTurn.describe,
  },
  drawLimit: {
    kind: 'enum',
    values: [3, 1, 'until-playable'],
    default: 3,
    describe: WORDS.options.drawLimit.describe,
  },
  passAfterAnyDraw: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.passAfterAnyDraw.describe,
  },
  passWhenStockLow: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.passWhenStockLow.describe,
  },
  lastEight: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: WORDS.options.lastEight.describe,
  },
  lastAce: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: WORDS.options.lastAce.describe,
  },
  lastCardCall: {
    kind: 'boolean',
    default: true,
    describe: WORDS.options.lastCardCall.describe,
  },
  callWord: {
    kind: 'enum',
    values: ['ett kort igjen', 'Olsen'],
    default: 'ett kort igjen',
    describe: WORDS.options.callWord.describe,
  },
  ace: {
    kind: 'enum',
    values: ['normal', 'next-draws', 'all-draw', 'reverse'],
    default: 'normal',
    describe: WORDS.options.ace.describe,
  },
  aceDraw: {
    kind: 'int',
    min: 1,
    max: 4,
    default: 1,
    describe: WORDS.options.aceDraw.describe,
  },
  twoPenalty: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.twoPenalty.describe,
  },
  queenSkips: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.queenSkips.describe,
  },
  playOn: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.playOn.describe,
  },
  scoring: {
    kind: 'boolean',
    default: false,
    describe: WORDS.options.scoring.describe,
  },
  rounds: {
    kind: 'int',
    min: 1,
    max: 20,
    default: 5,
    describe: WORDS.options.rounds.describe,
  },
  decks: {
    kind: 'enum',
    values: [1, 2],
    default: 1,
    describe: WORDS.options.decks.describe,
  },
};

const PRESETS = {
  'vri-atter': {},
  olsen: { callWord: 'Olsen' },
  vandatta: { ace: 'all-draw', lastEight: 'forbidden', lastAce: 'forbidden' },
  'crazy-eights': { handSize: 5, scoring: true },
} as const satisfies Record<string, Partial<VriOptions>>;
export type VriPreset = keyof typeof PRESETS;
export const VRI_PRESETS: Readonly<Record<string, Partial<VriOptions>>> = PRESETS;

/** Crazy Eights deals seven each when only two play. */
export function presetFor(preset: string, players: number): Partial<VriOptions> {
  const base = VRI_PRESETS[preset] ?? {};
  return preset === 'crazy-eights' && players === 2 ? { ...base, handSize: 7 } : base;
}

export const maxPlayers = (o: VriOptions): number => (o.decks === 2 ? 10 : 6);

export function checkOptions(o: VriOptions, players: number): Reason<VriCheck> | null {
  // With the ranges above this always holds; it guards the deal if the ranges ever widen.
  if (players * o.handSize + 1 > 52 * o.decks) return reason('deck-too-small', { players, n: o.handSize });
  return null;
}

/** The game's setup (names, table sizes, house rules, presets): the front page's pickers read it. */
export const VRI_SETUP: GameSetup<VriOptions> = {
  id: 'vri-atter',
  name: WORDS.name,
  icon: '8H',
  minPlayers: 2,
  maxPlayers,
  options: VRI_OPTIONS,
  presets: VRI_PRESETS,
  presetFor,
  checkOptions,
};
