import type { AnyGameWords } from '../../words/game-words';
import { VIGGO_SETUP_WORDS } from './setup-words';

/** Why Viggo refuses an action. `cards` and `table` are card codes, `turn` a seat. */
export const VIGGO_REASONS = {
  'no-suit': {
    nb: 'I Viggo velger et utspill aldri farge.',
    sv: 'I Viggo väljer ett utspel aldrig färg.',
    en: 'A play in Viggo never names a suit.',
  },
  'no-call': {
    nb: 'Viggo har ingen melding om siste kort.',
    sv: 'Viggo har ingen tillsägelse om sista kortet.',
    en: 'Viggo has no last-card call.',
  },
  'at-least-one': {
    nb: 'Legg minst ett kort.',
    sv: 'Lägg minst ett kort.',
    en: 'You must play at least one card.',
  },
  'too-many': {
    nb: 'Et utspill er ett til fire kort av samme verdi, eller fem på rad.',
    sv: 'Ett utspel är ett till fyra kort av samma valör, eller fem i följd.',
    en: 'A play is one to four cards of one rank, or a sequence of exactly five.',
  },
  'five-in-a-row': {
    nb: 'Fem kort må være fem verdier på rad (4 lavest, 3 høyest, ikke rundt).',
    sv: 'Fem kort måste vara fem valörer i följd (4 lägst, 3 högst, inte runt).',
    en: 'Five cards must be a sequence of five consecutive ranks (4 lowest, 3 highest, no wrap-around).',
  },
  'one-rank': {
    nb: '{n} kort må ha samme verdi.',
    sv: '{n} kort måste ha samma valör.',
    en: '{n} cards must all be of one rank.',
  },
  'not-a-lead': {
    nb: 'Det er ikke en kombinasjon du kan spille ut.',
    sv: 'Det är ingen kombination du kan spela ut.',
    en: 'That is not a combination you may lead.',
  },
  'same-kind': {
    nb: 'Du må legge samme slags som bordet ({table}), bare høyere.',
    sv: 'Du måste lägga samma sort som bordet ({table}), bara högre.',
    en: 'You must play the same kind as the table ({table}), only higher.',
  },
  'only-equals': {
    nb: 'Bare like høyt som bordet: {cards} mot {table}; du må legge høyere.',
    sv: 'Bara lika högt som bordet: {cards} mot {table}; du måste lägga högre.',
    en: 'Only as high as the table: {cards} against {table}; a play must be higher.',
  },
  'does-not-beat': {
    nb: 'Ikke høyt nok: {cards} mot {table}.',
    sv: 'Inte högt nog: {cards} mot {table}.',
    en: 'Not high enough: {cards} against {table}.',
  },
  'still-drafting': {
    nb: 'Kortene trekkes fortsatt: behold eller avvis kortet du ser.',
    sv: 'Korten dras fortfarande: behåll eller avvisa kortet du ser.',
    en: 'The cards are still being drafted: keep or reject the card you were shown.',
  },
  'take-one': {
    nb: 'Denne turen ser du begge kortene og tar ett: {card} eller {other}.',
    sv: 'Den här turen ser du båda korten och tar ett: {card} eller {other}.',
    en: 'This turn you see both cards and take one: {card} or {other}.',
  },
  'keep-or-reject': {
    nb: 'Denne turen ser du bare det øverste kortet: behold det eller avvis det.',
    sv: 'Den här turen ser du bara det översta kortet: behåll det eller avvisa det.',
    en: 'This turn you see only the top card: keep it or reject it.',
  },
  'draft-over': {
    nb: 'Trekningen er over: spill en kombinasjon eller pass.',
    sv: 'Dragningen är över: spela en kombination eller passa.',
    en: 'The draft is over: play a combination or pass.',
  },
  'lead-no-pass': {
    nb: 'Du spiller ut: legg hva du vil; du kan ikke passe på tomt bord.',
    sv: 'Du spelar ut: lägg vad du vill; du kan inte passa på tomt bord.',
    en: 'You lead: play any combination; you cannot pass on an empty table.',
  },
} as const;
export type ViggoReason = keyof typeof VIGGO_REASONS;

/**
 * Its setup words (setup-words.ts: name, how-to, options, presets, typed against the options in
 * options.ts, so a missing word fails the build) and the rest: refusals, log sentences, moves and
 * titles. This file imports nothing of the game's but its words, so the words stay a leaf.
 */
export const VIGGO_WORDS = {
  ...VIGGO_SETUP_WORDS,
  reasons: VIGGO_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
    keep: { nb: '{name} beholdt {cards}.', sv: '{name} behöll {cards}.', en: '{name} kept {cards}.' },
    reject: {
      nb: '{name} avviste kortet og tok {cards}.',
      sv: '{name} avvisade kortet och tog {cards}.',
      en: '{name} rejected the card and took {cards}.',
    },
    take: { nb: '{name} tok {cards}.', sv: '{name} tog {cards}.', en: '{name} took {cards}.' },
    trick: {
      nb: 'Alle passet; {name} spiller ut.',
      sv: 'Alla passade; {name} spelar ut.',
      en: 'Everyone passed; {name} leads.',
    },
  },
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    keep: { nb: 'Behold', sv: 'Behåll', en: 'Keep' },
    reject: { nb: 'Avvis (ta det skjulte)', sv: 'Avvisa (ta det dolda)', en: 'Reject (take the hidden one)' },
    take: { nb: 'Ta {cards}', sv: 'Ta {cards}', en: 'Take {cards}' },
  },
  titles: {},
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
