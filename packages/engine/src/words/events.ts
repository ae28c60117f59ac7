import type { Text } from './lang';

/**
 * Sentences of the log, one per event kind, all in the past so "Du"/"You" reads as well as a name.
 * Parameters: {name} the acting seat, {target} another seat, {cards}, {count} (cards in words),
 * {suit}, {group}, {n}, {word}, {list} (a round's placings).
 */
export const EVENT_WORDS = {
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
  // Vri åtter
  'play-suit': {
    nb: '{name} la {cards} og valgte {suit}.',
    sv: '{name} lade {cards} och valde {suit}.',
    en: '{name} played {cards} and named {suit}.',
  },
  draw: { nb: '{name} trakk {count}.', sv: '{name} drog {count}.', en: '{name} drew {count}.' },
  'draw-penalty': {
    nb: '{name} trakk straffen: {count}.',
    sv: '{name} tog straffen: {count}.',
    en: '{name} drew the penalty: {count}.',
  },
  penalty: {
    nb: '{name} må trekke {n} kort eller svare.',
    sv: '{name} måste dra {n} kort eller svara.',
    en: '{name} must draw {n} cards or answer.',
  },
  knock: {
    nb: '{name} banket på {target}, som glemte å si ifra og trakk {count}.',
    sv: '{name} knackade på {target}, som glömde att säga till och drog {count}.',
    en: '{name} knocked on {target}, who forgot to call and drew {count}.',
  },
  suit: { nb: '{name} valgte {suit}.', sv: '{name} valde {suit}.', en: '{name} named {suit}.' },
  restock: {
    nb: 'Kastebunken ble stokket til ny trekkbunke ({count}).',
    sv: 'Slänghögen blandades till ny talong ({count}).',
    en: 'The discard pile was shuffled into a new stock ({count}).',
  },
  // President
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
  burned: {
    nb: 'Bunken ble brent ({count}).',
    sv: 'Högen brändes ({count}).',
    en: 'The pile was burned ({count}).',
  },
  boms: {
    nb: '{name} glemte å melde siste kort og blir boms.',
    sv: '{name} glömde att säga till om sista kortet och blir bom.',
    en: '{name} forgot the last-card call and becomes boms.',
  },
  // Idiot
  arrange: {
    nb: '{name} la {cards} synlig på bordet.',
    sv: '{name} lade {cards} synligt på bordet.',
    en: '{name} laid {cards} face up.',
  },
  flip: { nb: '{name} snudde {cards}.', sv: '{name} vände {cards}.', en: '{name} turned {cards}.' },
  chance: {
    nb: '{name} tok sjansen: {cards}.',
    sv: '{name} chansade: {cards}.',
    en: '{name} took a chance: {cards}.',
  },
  pickup: {
    nb: '{name} tok opp bunken ({count}).',
    sv: '{name} tog upp högen ({count}).',
    en: '{name} picked up the pile ({count}).',
  },
  idiot: { nb: '{name} er idioten!', sv: '{name} är idioten!', en: '{name} is the idiot!' },
  // Viggo
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
  // Tuffa Viktor
  glass: {
    nb: '{name} la {cards} i gruppe {group}.',
    sv: '{name} lade {cards} i grupp {group}.',
    en: '{name} laid {cards} in group {group}.',
  },
  'glass-new': {
    nb: '{name} la {cards} som ny gruppe.',
    sv: '{name} lade {cards} som ny grupp.',
    en: '{name} laid {cards} as a new group.',
  },
  viktor: {
    nb: '{name} sikret gruppe {group} med Tuffa Viktor: {n} glass.',
    sv: '{name} säkrade grupp {group} med Tuffa Viktor: {n} glas.',
    en: '{name} secured group {group} with Tuffa Viktor: {n} glasses.',
  },
  vivan: {
    nb: '{name} spilte Vivan på gruppe {group} til {target} ({cards}).',
    sv: '{name} spelade Vivan på {target}s grupp {group} ({cards}).',
    en: "{name} played Vivan on {target}'s group {group} ({cards}).",
  },
  arrest: {
    nb: '{name} spilte Arrestering på gruppe {group} til {target} ({cards}).',
    sv: '{name} spelade Arrestering på {target}s grupp {group} ({cards}).',
    en: "{name} played Arrestering on {target}'s group {group} ({cards}).",
  },
  indrivaren: {
    nb: '{name} spilte Indrivaren: ett kort fra hver som ikke svarer.',
    sv: '{name} spelade Indrivaren: ett kort från var och en som inte svarar.',
    en: '{name} played Indrivaren: one card from each who does not answer.',
  },
  smockan: {
    nb: '{name} svarte {target} med Smockan!',
    sv: '{name} svarade {target} med Smockan!',
    en: '{name} answered {target} with Smockan!',
  },
  yield: { nb: '{name} godtok.', sv: '{name} godtog.', en: '{name} accepted.' },
  discard: {
    nb: '{name} kastet {cards} uten virkning.',
    sv: '{name} slängde {cards} utan verkan.',
    en: '{name} discarded {cards} without effect.',
  },
  'take-from': {
    nb: 'Indrivaren: {name} tok {cards} fra {target}.',
    sv: 'Indrivaren: {name} tog {cards} från {target}.',
    en: 'Indrivaren: {name} took {cards} from {target}.',
  },
} as const satisfies Record<string, Text>;
export type EventKey = keyof typeof EVENT_WORDS;

/** The titles a standing gives (Game.titles), as they read in a result. */
export const TITLE_WORDS = {
  president: { nb: 'president', sv: 'president', en: 'president' },
  'vice-president': { nb: 'visepresident', sv: 'vicepresident', en: 'vice-president' },
  'vice-boms': { nb: 'viseboms', sv: 'vicebom', en: 'vice-boms' },
  boms: { nb: 'boms', sv: 'bom', en: 'boms' },
  idiot: { nb: 'idiot', sv: 'idiot', en: 'idiot' },
} as const satisfies Record<string, Text>;

export const titleText = (code: string, lang: 'nb' | 'sv' | 'en'): string =>
  (TITLE_WORDS as Readonly<Record<string, Text>>)[code]?.[lang] ?? '';

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
