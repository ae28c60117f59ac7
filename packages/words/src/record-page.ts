import type { Text } from '@kortbord/engine';
import { RATING_WORDS } from './record';

/**
 * The words of the history page (issue 33): the finished matches, the statistics per game, the
 * leaderboard of the people played with, and a profile as others see it. Kept out of TABLE_WORDS,
 * in a module of their own so that only that page's chunk carries them (the front page's scripts have a budget).
 */
export const RECORD_WORDS = {
  ...RATING_WORDS,
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
    nb: 'Partier: {matches} · seire: {wins} · snittplass: {average}',
    sv: 'Partier: {matches} · segrar: {wins} · snittplats: {average}',
    en: 'Matches: {matches} · wins: {wins} · average place: {average}',
  },
  rating: { nb: 'Rangering', sv: 'Ranking', en: 'Rating' },
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
  // No plural forms in the catalogue: a count after a colon reads right for 1 and for 12.
  profileMatches: { nb: 'partier: {n}', sv: 'partier: {n}', en: 'matches: {n}' },
} as const satisfies Record<string, Text>;
export type RecordKey = keyof typeof RECORD_WORDS;
