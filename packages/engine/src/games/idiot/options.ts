import type { OptionSpecs } from '../../options';

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
    describe: {
      nb: 'Før første utspill kan hver spiller bytte mellom hånden og sine egne åpne bordkort.',
      en: 'Before the first play each player may swap between their hand and their own face-up cards.',
    },
  },
  oneCardOnly: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Bare ett kort per utspill, også fra de åpne bordkortene.',
      en: 'Only one card per play, face-up cards included.',
    },
  },
  chance: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Sjanse: i stedet for å legge fra hånden kan du snu øverste kort i trekkbunken og spille det.',
      en: 'Sjanse: instead of playing from hand you may turn the top stock card and play it.',
    },
  },
  previousContinues: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Når noen tar opp bunken, starter spilleren før dem den nye bunken.',
      en: 'After a pick-up the player before the picker starts the new pile.',
    },
  },
  faceUpBeforePickup: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Kan ingen av de åpne bordkortene legges, må du legge ett av dem i bunken før du tar den opp.',
      en: 'With no face-up card that can be played, you lay one on the pile before picking it up.',
    },
  },
  lastSpecial: {
    kind: 'enum',
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: {
      nb: 'Om du kan gå ut på en 2 eller en 10.',
      en: 'Whether you may go out on a 2 or a 10.',
    },
  },
};

export const PRESETS: Readonly<Record<string, Partial<IdiotOptions>>> = {
  idiot: {},
  sjanse: { chance: true },
  'ingen-bytting': { swap: false },
  shithead: { faceUpBeforePickup: true },
};
