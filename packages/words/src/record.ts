import type { Text } from '@kortbord/engine';

/**
 * The rating with a name at the table, and the front page's link to my matches (issue 33): part of
 * TABLE_WORDS. The rating is "rangering" / "ranking" / "rating".
 */
export const RATING_WORDS = {
  historyLink: { nb: 'Mine partier', sv: 'Mina partier', en: 'My matches' },
  ratingValue: { nb: 'Rangering {n}', sv: 'Ranking {n}', en: 'Rating {n}' },
  ratingProvisional: { nb: 'foreløpig', sv: 'preliminär', en: 'provisional' },
  ratedOption: { nb: 'Teller på rangeringen', sv: 'Räknas i rankingen', en: 'Counts for the rating' },
} as const satisfies Record<string, Text>;
