import type { Text } from './lang';

/**
 * The words of what a profile keeps (issue 33): its finished matches, the statistics per game, the
 * rating with the name at the table, the leaderboard of the people played with, and a profile as
 * others see it. Part of TABLE_WORDS. The rating is "rangering" / "ranking" / "rating".
 */
export const RECORD_WORDS = {
  historyLink: { nb: 'Mine partier', sv: 'Mina partier', en: 'My matches' },
  historyTitle: { nb: 'Partier og rangering', sv: 'Partier och ranking', en: 'Matches and rating' },
  historySignedOut: {
    nb: 'Gjør navnet ditt til ditt eget på forsiden, så blir partiene dine tatt vare på her.',
    sv: 'Gör namnet till ditt eget på startsidan, så sparas dina partier här.',
    en: 'Make your name yours on the front page, and your matches are kept here.',
  },
  historyEmpty: {
    nb: 'Ingen ferdige partier ennå. Spill ett parti til ende, så står det her.',
    sv: 'Inga avslutade partier än. Spela ett parti till slut så syns det här.',
    en: 'No finished matches yet. Play a match to the end and it shows here.',
  },
  historyList: { nb: 'Ferdige partier', sv: 'Avslutade partier', en: 'Finished matches' },
  historyPlace: { nb: 'Plass {n}', sv: 'Plats {n}', en: 'Place {n}' },
  historyReview: { nb: 'Se partiet igjen', sv: 'Se partiet igen', en: 'Look through the match' },
  historyUnrated: { nb: 'teller ikke', sv: 'räknas inte', en: 'not counted' },
  historyRatingAfter: { nb: 'rangering etterpå: {n}', sv: 'ranking efteråt: {n}', en: 'rating after: {n}' },
  statsTitle: { nb: 'Per spill', sv: 'Per spel', en: 'Per game' },
  statsLine: {
    nb: '{matches} partier, {wins} seire, snittplass {average}',
    sv: '{matches} partier, {wins} segrar, snittplats {average}',
    en: '{matches} matches, {wins} wins, average place {average}',
  },
  rating: { nb: 'Rangering', sv: 'Ranking', en: 'Rating' },
  ratingValue: { nb: 'Rangering {n}', sv: 'Ranking {n}', en: 'Rating {n}' },
  ratingProvisional: { nb: 'foreløpig', sv: 'preliminär', en: 'provisional' },
  ratingNone: {
    nb: 'Ingen rangering ennå',
    sv: 'Ingen ranking än',
    en: 'No rating yet',
  },
  ratingHelp: {
    nb: 'Rangeringen flytter seg etter plassene i partier der alle er profiler eller roboter. Den er foreløpig de første {n} partiene.',
    sv: 'Rankingen ändras efter placeringarna i partier där alla är profiler eller robotar. Den är preliminär de första {n} partierna.',
    en: 'The rating moves with the places in matches where everyone is a profile or a bot. It is provisional for the first {n} matches.',
  },
  ratingChart: {
    nb: 'Rangeringen over tid i {game}',
    sv: 'Rankingen över tid i {game}',
    en: 'The rating over time in {game}',
  },
  leaderboardTitle: {
    nb: 'Du og dem du har spilt med',
    sv: 'Du och de du har spelat med',
    en: 'You and the people you played with',
  },
  leaderboardYou: { nb: '(deg)', sv: '(du)', en: '(you)' },
  leaderboardEmpty: {
    nb: 'Ingen rangeringer ennå.',
    sv: 'Inga rankingar än.',
    en: 'No ratings yet.',
  },
  profileGames: { nb: 'Spill', sv: 'Spel', en: 'Games' },
  profileMatches: { nb: '{n} partier', sv: '{n} partier', en: '{n} matches' },
  ratedOption: {
    nb: 'Teller på rangeringen',
    sv: 'Räknas i rankingen',
    en: 'Counts for the rating',
  },
} as const satisfies Record<string, Text>;

/** Why a request about a profile's records was refused. */
export const RECORD_REASONS = {
  'profile-unknown': {
    nb: 'Den profilen finnes ikke her (lenger).',
    sv: 'Den profilen finns inte här (längre).',
    en: 'That profile is not here (any more).',
  },
} as const satisfies Record<string, Text>;
