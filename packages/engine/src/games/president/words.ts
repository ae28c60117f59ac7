import type { AnyGameWords } from '../../words/game-words';
import { PRESIDENT_SETUP_WORDS, PRESIDENT_SETUP_CHECKS } from './setup-words';

/** Why President refuses an action. `cards` and `table` are card codes, `turn` a seat. */
export const PRESIDENT_REASONS = {
  ...PRESIDENT_SETUP_CHECKS,
  'give-only-exchange': {
    nb: 'Kort gis bare i byttet, før første utspill.',
    sv: 'Kort ges bara i bytet, före första utspelet.',
    en: 'Cards are given only in the exchange, before the first lead.',
  },
  'nothing-to-give': {
    nb: 'Du har ingen kort å gi tilbake.',
    sv: 'Du har inga kort att ge tillbaka.',
    en: 'You have no cards to give back.',
  },
  'give-exactly': {
    nb: 'Du må gi tilbake nøyaktig {n} kort.',
    sv: 'Du måste ge tillbaka exakt {n} kort.',
    en: 'You must give back exactly {n} card(s).',
  },
  'exchange-first': {
    nb: 'Byttet er ikke ferdig: første utspill venter til kortene er gitt tilbake.',
    sv: 'Bytet är inte klart: första utspelet väntar tills korten är tillbakagivna.',
    en: 'The exchange is not finished: the first lead waits until the cards are given back.',
  },
  'no-pass-now': { nb: 'Du kan ikke passe nå.', sv: 'Du kan inte passa nu.', en: 'You cannot pass now.' },
  'lead-no-pass': {
    nb: 'Du spiller ut: legg en, to, tre eller fire like; du kan ikke passe.',
    sv: 'Du spelar ut: lägg en, två, tre eller fyra lika; du kan inte passa.',
    en: 'You lead: play a single, pair, three or four of a kind; you cannot pass.',
  },
  'at-least-one': {
    nb: 'Legg minst ett kort.',
    sv: 'Lägg minst ett kort.',
    en: 'A play needs at least one card.',
  },
  'no-suit': {
    nb: 'I President velger et utspill aldri farge.',
    sv: 'I President väljer ett utspel aldrig färg.',
    en: 'A play in President never names a suit.',
  },
  'no-call-here': {
    nb: 'Ved dette bordet melder ingen fra om siste kort.',
    sv: 'Vid det här bordet säger ingen till om sista kortet.',
    en: 'Calling the last card is not played at this table.',
  },
  'call-one-left': {
    nb: 'Du melder fra bare når utspillet gir deg nøyaktig ett kort igjen.',
    sv: 'Du säger till bara när utspelet lämnar dig exakt ett kort.',
    en: 'You call only when your play leaves you exactly one card.',
  },
  'club-three-alone': {
    nb: 'Kløver tre spilles alene, aldri sammen med andre kort.',
    sv: 'Klöver tre spelas ensam, aldrig tillsammans med andra kort.',
    en: 'The three of clubs is played alone; it never joins a group.',
  },
  'one-rank': {
    nb: 'Kortene i et utspill må ha samme verdi.',
    sv: 'Korten i ett utspel måste ha samma valör.',
    en: 'The cards of a play must all be of one rank.',
  },
  'same-count': {
    nb: 'Du må legge like mange kort som på bordet: {n}.',
    sv: 'Du måste lägga lika många kort som på bordet: {n}.',
    en: 'You must play the same number of cards as the table: {n}.',
  },
  'does-not-beat': {
    nb: 'Ikke høyt nok: {cards} mot {table}.',
    sv: 'Inte högt nog: {cards} mot {table}.',
    en: 'Not high enough: {cards} against {table}.',
  },
  'strictly-higher': {
    nb: 'Bare like høyt som bordet: {cards} mot {table}; bare høyere verdi kan følge.',
    sv: 'Bara lika högt som bordet: {cards} mot {table}; bara högre valör får följa.',
    en: 'Only as high as the table: {cards} against {table}; only a higher rank may follow.',
  },
} as const;
export type PresidentReason = keyof typeof PRESIDENT_REASONS;

/**
 * Its setup words (setup-words.ts: name, how-to, options, presets, typed against the options in
 * options.ts, so a missing word fails the build) and the rest: refusals, log sentences, moves and
 * titles. This file imports nothing of the game's but its words, so the words stay a leaf.
 */
export const PRESIDENT_WORDS = {
  ...PRESIDENT_SETUP_WORDS,
  reasons: PRESIDENT_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
    give: {
      nb: '{name} ga {cards} til {target}.',
      sv: '{name} gav {cards} till {target}.',
      en: '{name} gave {cards} to {target}.',
    },
    cleared: {
      nb: 'Bunken ble ryddet ({count}); {name} spiller ut.',
      sv: 'Högen rensades ({count}); {name} spelar ut.',
      en: 'The pile was cleared ({count}); {name} leads.',
    },
    boms: {
      nb: '{name} glemte å melde siste kort og blir boms.',
      sv: '{name} glömde att säga till om sista kortet och blir bom.',
      en: '{name} forgot the last-card call and becomes boms.',
    },
  },
  /** The titles its standings give (Game.titles), as they read in a result. */
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    give: { nb: 'Gi {cards}', sv: 'Ge {cards}', en: 'Give {cards}' },
    'give/short': { nb: 'Gi', sv: 'Ge', en: 'Give' },
  },
  titles: {
    president: { nb: 'president', sv: 'president', en: 'president' },
    'vice-president': { nb: 'visepresident', sv: 'vicepresident', en: 'vice-president' },
    'vice-boms': { nb: 'viseboms', sv: 'vicebom', en: 'vice-boms' },
    boms: { nb: 'boms', sv: 'bom', en: 'boms' },
  },
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
