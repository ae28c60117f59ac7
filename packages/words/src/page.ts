import type { Text } from '@kortbord/engine';

/**
 * The table page's own words (issue 16): card backs named for what they are, why a card or a button
 * cannot be used, the log drawer and the review's address and round markers. Kept apart from
 * table.ts so that the table's catalogue and the page's grow without stepping on each other; spread
 * into TABLE_WORDS, so they are the one catalogue's keys all the same.
 */
export const PAGE_WORDS = {
  backStock: { nb: 'Trekkbunken, {n} kort', sv: 'Talongen, {n} kort', en: 'Stock, {n} cards' },
  backHand: { nb: 'Kort på hånden', sv: 'Kort på handen', en: 'Card in hand' },
  backTable: { nb: 'Skjult bordkort', sv: 'Dolt bordskort', en: 'Face-down table card' },
  backUnknown: { nb: 'Skjult kort', sv: 'Dolt kort', en: 'Face-down card' },
  handOf: {
    nb: 'Hånden til {name}: {n} kort',
    sv: '{name}: {n} kort på handen',
    en: '{name}: {n} cards in hand',
  },
  cannotPlayNow: { nb: 'Kan ikke spilles nå', sv: 'Kan inte spelas nu', en: 'Cannot be played now' },
  cannotAdd: {
    nb: 'Passer ikke med kortene du har valgt',
    sv: 'Passar inte med korten du har valt',
    en: 'Does not go with the cards you have chosen',
  },
  logShow: { nb: 'Vis hele loggen', sv: 'Visa hela loggen', en: 'Show the whole log' },
  logEmpty: {
    nb: 'Ingenting har skjedd ennå.',
    sv: 'Ingenting har hänt än.',
    en: 'Nothing has happened yet.',
  },
  reviewRound: { nb: 'Se gjennom runde {n}', sv: 'Gå igenom runda {n}', en: 'Review round {n}' },
  roundStarts: { nb: 'Runde {n} begynner', sv: 'Runda {n} börjar', en: 'Round {n} begins' },
  roundMarkers: { nb: 'Rundene', sv: 'Rundorna', en: 'The rounds' },
  reviewLink: { nb: 'Lenke til gjennomgangen', sv: 'Länk till genomgången', en: 'Link to this review' },
  reviewLoading: { nb: 'Henter partiet …', sv: 'Hämtar partiet …', en: 'Fetching the game …' },
  reviewMissing: {
    nb: 'Fant ikke partiet. Det kan være slettet, eller lenken er feil.',
    sv: 'Hittade inte partiet. Det kan vara borttaget, eller så är länken fel.',
    en: 'The game was not found. It may have been removed, or the link is wrong.',
  },
} satisfies Record<string, Text>;
