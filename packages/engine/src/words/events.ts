import type { Text } from './lang';

/**
 * Sentences of the log for the event kinds several games share (each game's own kinds are in its
 * folder's words.ts, `events`), all in the past so "Du"/"You" reads as well as a name.
 * Parameters: {name} the acting seat, {target} another seat, {cards}, {count} (cards in words),
 * {suit}, {group}, {n}, {word}, {list} (a round's placings).
 */
export const SHARED_EVENT_WORDS = {
  deal: { nb: 'Runde {n} er delt ut.', sv: 'Runda {n} är utdelad.', en: 'Round {n} was dealt.' },
  play: { nb: '{name} la {cards}.', sv: '{name} lade {cards}.', en: '{name} played {cards}.' },
  pass: { nb: '{name} passet.', sv: '{name} passade.', en: '{name} passed.' },
  call: { nb: '{name} sa «{word}»!', sv: '{name} sa «{word}»!', en: '{name} said “{word}”!' },
  out: {
    nb: '{name} gikk ut som nummer {n}.',
    sv: '{name} gick ut som nummer {n}.',
    en: '{name} went out, place {n}.',
  },
  'out-unplaced': { nb: '{name} gikk ut.', sv: '{name} gick ut.', en: '{name} went out.' },
  'round-over': {
    nb: 'Runde {n} er over: {list}.',
    sv: 'Runda {n} är slut: {list}.',
    en: 'Round {n} is over: {list}.',
  },
  'match-over': {
    nb: 'Partiet er over: {list}.',
    sv: 'Partiet är slut: {list}.',
    en: 'The match is over: {list}.',
  },
  burned: {
    nb: 'Bunken ble brent ({count}).',
    sv: 'Högen brändes ({count}).',
    en: 'The pile was burned ({count}).',
  },
} as const satisfies Record<string, Text>;

/** What a round's points count. */
export const UNIT_WORDS = {
  'penalty-points': { nb: '{n} straffepoeng', sv: '{n} straffpoäng', en: '{n} penalty points' },
  glasses: { nb: '{n} glass', sv: '{n} glas', en: '{n} glasses' },
} as const satisfies Record<string, Text>;
export type Unit = keyof typeof UNIT_WORDS;

/** One of a unit: "1 penalty point", "1 glass". */
export const UNIT_ONE = {
  'penalty-points': { nb: '1 straffepoeng', sv: '1 straffpoäng', en: '1 penalty point' },
  glasses: { nb: '1 glass', sv: '1 glas', en: '1 glass' },
} as const satisfies Record<Unit, Text>;

/** A number with its unit in `lang`: "3 straffepoeng", "1 glass". */
export const unitText = (unit: Unit, n: number, lang: 'nb' | 'sv' | 'en'): string =>
  n === 1 ? UNIT_ONE[unit][lang] : UNIT_WORDS[unit][lang].replace('{n}', String(n));

/** Card counts in words: "ett kort", "3 kort", "one card". */
export const COUNT_WORDS = {
  one: { nb: 'ett kort', sv: 'ett kort', en: 'one card' },
  many: { nb: '{n} kort', sv: '{n} kort', en: '{n} cards' },
} as const satisfies Record<string, Text>;
