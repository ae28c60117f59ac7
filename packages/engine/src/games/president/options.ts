import type { OptionSpecs } from '../../options';

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
    describe: {
      nb: 'Presidenten starter runden etter kortbyttet i stedet for bomsen.',
      en: 'The president leads after the exchange instead of the boms.',
    },
  },
  strictlyHigher: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Bare høyere valør: du kan ikke legge samme valør som på bordet.',
      en: 'Only a higher rank beats the table; the same rank may not be played on it.',
    },
  },
  passIsFinal: {
    kind: 'boolean',
    default: true,
    describe: {
      nb: 'Den som har passet, står over til bunken er ryddet.',
      en: 'A player who passed sits out until the pile is cleared.',
    },
  },
  clubThreeLast: {
    kind: 'enum',
    values: ['allowed', 'boms'],
    default: 'allowed',
    describe: {
      nb: 'Kløver tre som siste kort eller på tomt bord: tillatt, eller du blir boms.',
      en: 'The three of clubs as last card or on an empty table: allowed, or you become boms.',
    },
  },
  clubThreeExchanged: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Kløver tre gis bort i kortbyttet som det høyeste kortet.',
      en: 'The three of clubs is given away in the exchange as the highest card.',
    },
  },
  lastCardCall: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Meld fra når du har ett kort igjen; glemmer du det, får du sisteplass.',
      en: 'Call when one card is left; forget it and you take last place.',
    },
  },
  reseat: {
    kind: 'boolean',
    default: false,
    describe: {
      nb: 'Spill i rangrekkefølge hver runde, med presidenten først og bomsen sist.',
      en: 'Play in order of rank each round, president first and boms last.',
    },
  },
  clubThree: {
    kind: 'boolean',
    default: true,
    describe: {
      nb: 'Kløver tre er et spesialkort som rydder bunken.',
      en: 'The three of clubs is a special card that clears the pile.',
    },
  },
};

export const PRESETS: Readonly<Record<string, Partial<PresidentOptions>>> = {
  standard: {},
  international: { clubThree: false },
  tough: { clubThreeLast: 'boms', clubThreeExchanged: true, lastCardCall: true },
  'ranked-seating': { reseat: true },
};

/** Options that only mean something with the special three of clubs are refused without it. */
export function checkOptions(o: PresidentOptions, players: number): string | null {
  if (players > MAX_PLAYERS) return `President takes at most ${MAX_PLAYERS} players with one deck.`;
  if (!o.clubThree && o.clubThreeLast !== 'allowed')
    return 'Option "clubThreeLast" needs the special three of clubs ("clubThree": true).';
  if (!o.clubThree && o.clubThreeExchanged)
    return 'Option "clubThreeExchanged" needs the special three of clubs ("clubThree": true).';
  return null;
}
