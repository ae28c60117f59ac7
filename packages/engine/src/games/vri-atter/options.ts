import type { OptionSpecs } from '../../options';

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
    describe: { nb: 'Antall kort hver spiller får.', en: 'Cards dealt to each player.' },
  },
  firstEight: {
    kind: 'enum',
    values: ['bottom', 'dealer-chooses'],
    default: 'bottom',
    describe: {
      nb: 'Snus en åtter først, legges den nederst i bunken, eller giveren velger farge.',
      en: 'A turned eight goes to the bottom of the stock, or the dealer names the suit.',
    },
  },
  multiple: {
    kind: 'boolean',
    default: true,
    describe: {
      nb: 'Du kan legge flere kort med samme verdi på én gang.',
      en: 'You may lay several cards of one rank at once.',
    },
  },
  eightOnEight: {
    kind: 'boolean',
    default: true,
    describe: { nb: 'En åtter kan legges på en åtter.', en: 'An eight may be laid on an eight.' },
  },
  firstTurn: {
    kind: 'enum',
    values: ['suit-only', 'no-eight', 'none'],
    default: 'suit-only',
    describe: {
      nb: 'Første tur: bare samme farge, ingen åtter, eller ingen begrensning.',
      en: 'First turn: follow suit only, no eight, or no limit.',
    },
  },
  drawLimit: {
    kind: 'enum',
    values: [3, 1, 'until-playable'],
    default: 3,
    describe: {
      nb: 'Hvor mange kort du kan trekke i en tur: tre, ett, eller til et kort passer.',
      en: 'How many cards you may draw in a turn: three, one, or until one fits.',
    },
  },
  passAfterAnyDraw: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Du kan si pass etter hvert trukket kort, ikke bare ved grensen.',
      en: 'You may pass after any draw, not only at the limit.',
    },
  },
  passWhenStockLow: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Med færre enn tre kort i trekkbunken trekker ingen; den som ikke kan legge, sier pass.',
      en: 'With fewer than three cards in the stock nobody draws; who cannot play passes.',
    },
  },
  lastEight: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: { nb: 'Om du kan gå ut på en åtter.', en: 'Whether you may go out on an eight.' },
  },
  lastAce: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: { nb: 'Om du kan gå ut på et ess.', en: 'Whether you may go out on an ace.' },
  },
  lastCardCall: {
    kind: 'boolean',
    default: true,
    describe: {
      nb: 'Si ifra når du har ett kort igjen; glemmer du det, kan andre banke og du trekker tre.',
      en: 'Call your last card; forget, and others may knock and you draw three.',
    },
  },
  callWord: {
    kind: 'enum',
    values: ['ett kort igjen', 'Olsen'],
    default: 'ett kort igjen',
    describe: {
      nb: 'Hva du sier når du har ett kort igjen.',
      en: 'What you say when you have one card left.',
    },
  },
  ace: {
    kind: 'enum',
    values: ['normal', 'next-draws', 'all-draw', 'reverse'],
    default: 'normal',
    describe: {
      nb: 'Esset: vanlig, neste trekker, alle andre trekker (og du legger igjen), eller snur retningen.',
      en: 'The ace: normal, next player draws, all others draw (you go again), or reverses play.',
    },
  },
  aceDraw: {
    kind: 'int',
    min: 1,
    max: 4,
    default: 1,
    describe: {
      nb: 'Hvor mange kort neste spiller trekker for et ess.',
      en: 'Cards the next player draws for an ace.',
    },
  },
  twoPenalty: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'En toer gir neste spiller to kort å trekke, med mindre hen legger en toer.',
      en: 'A two makes the next player draw two unless they lay a two.',
    },
  },
  queenSkips: {
    kind: 'boolean',
    default: false,
    describe: { nb: 'Hver dame hopper over én spiller.', en: 'Each queen skips one player.' },
  },
  playOn: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Spill videre om plassene til bare én har kort igjen.',
      en: 'Play on for places until one player has cards left.',
    },
  },
  scoring: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Straffepoeng for kortene du sitter igjen med, over flere runder.',
      en: 'Penalty points for cards left, over several rounds.',
    },
  },
  rounds: {
    kind: 'int',
    min: 1,
    max: 20,
    default: 5,
    describe: { nb: 'Antall runder når dere teller poeng.', en: 'Rounds to play when scoring.' },
  },
  decks: {
    kind: 'enum',
    values: [1, 2],
    default: 1,
    describe: {
      nb: 'Antall kortstokker; med to kan dere være opptil ti.',
      en: 'Decks in play; with two, up to ten players.',
    },
  },
};

export const VRI_PRESETS: Readonly<Record<string, Partial<VriOptions>>> = {
  'vri-atter': {},
  olsen: { callWord: 'Olsen' },
  vandatta: { ace: 'all-draw', lastEight: 'forbidden', lastAce: 'forbidden' },
  'crazy-eights': { handSize: 5, scoring: true },
};

/** Crazy Eights deals seven each when only two play. */
export function presetFor(preset: string, players: number): Partial<VriOptions> {
  const base = VRI_PRESETS[preset] ?? {};
  return preset === 'crazy-eights' && players === 2 ? { ...base, handSize: 7 } : base;
}

export const maxPlayers = (o: VriOptions): number => (o.decks === 2 ? 10 : 6);

export function checkOptions(o: VriOptions, players: number): string | null {
  // With the ranges above this always holds; it guards the deal if the ranges ever widen.
  if (players * o.handSize + 1 > 52 * o.decks)
    return `${players} players with ${o.handSize} cards each need more than ${o.decks === 2 ? 'two decks' : 'one deck'}.`;
  return null;
}
