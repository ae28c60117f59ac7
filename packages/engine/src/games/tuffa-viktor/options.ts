import type { Json } from '../../json';
import type { OptionSpecs } from '../../options';
import { checkDeck, deckCounts, DEFAULT_DECK } from './cards';

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
    describe: {
      nb: 'Kortstokken: antall av hvert kort (G1–G8, VIKTOR, VIVAN, SMOCKAN, INDRIVAREN, ARREST).',
      en: 'The deck: how many of each card (G1–G8, VIKTOR, VIVAN, SMOCKAN, INDRIVAREN, ARREST).',
      sv: 'Kortleken: antal av varje kort (G1–G8, VIKTOR, VIVAN, SMOCKAN, INDRIVAREN, ARREST).',
    },
  },
  targetScore: {
    kind: 'int',
    min: 1,
    max: 10_000,
    default: 200,
    describe: {
      nb: 'Kampen er over når noen har sikret så mange glass til sammen over rundene.',
      en: 'The match is over when someone has secured this many glasses in total over the rounds.',
      sv: 'Matchen är slut när någon har säkrat så många glas sammanlagt över omgångarna.',
    },
  },
};

export const presets: Readonly<Record<string, Partial<TuffaOptions>>> = {
  'tuffa-viktor': {},
  snabb: { targetScore: 100 },
};

export function checkOptions(o: TuffaOptions, players: number): string | null {
  const total = deckCounts(o.deck).reduce((a, b) => a + b, 0);
  if (total < HAND_SIZE * players)
    return `The deck has ${total} cards; ${players} players need at least ${HAND_SIZE * players} to be dealt seven each.`;
  return null;
}
