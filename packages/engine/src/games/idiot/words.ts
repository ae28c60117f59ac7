import type { AnyGameWords } from '../../words/game-words';
import { IDIOT_SETUP_WORDS } from './setup-words';

/** Why Idiot refuses an action. `cards` and `top` are card codes, `turn` a seat. */
export const IDIOT_REASONS = {
  'already-arranged': {
    nb: 'Du har valgt de synlige kortene dine; spillet starter når alle er klare.',
    sv: 'Du har valt dina synliga kort; spelet börjar när alla är klara.',
    en: 'You have already chosen your face-up cards; play starts when everyone is ready.',
  },
  'arrange-first': {
    nb: 'Velg først de tre synlige bordkortene dine; spillet starter når alle er klare.',
    sv: 'Välj först dina tre synliga bordskort; spelet börjar när alla är klara.',
    en: 'First choose your three face-up cards; play starts when everyone is ready.',
  },
  'arrange-three': {
    nb: 'Velg nøyaktig 3 synlige kort, ikke {n}.',
    sv: 'Välj exakt 3 synliga kort, inte {n}.',
    en: 'Choose exactly 3 face-up cards, not {n}.',
  },
  'swap-before-start': {
    nb: 'Kort kan bare byttes før første utspill.',
    sv: 'Kort kan bara bytas före första utspelet.',
    en: 'Cards can be swapped only before the first play.',
  },
  'no-swap': {
    nb: 'Ved dette bordet bytter ingen kort før start.',
    sv: 'Vid det här bordet byter ingen kort före start.',
    en: 'Swapping cards before the start is not played at this table.',
  },
  'no-chance': {
    nb: 'Sjanse spilles ikke ved dette bordet.',
    sv: 'Chans spelas inte vid det här bordet.',
    en: 'Sjanse is not played at this table.',
  },
  'stock-empty': {
    nb: 'Trekkbunken er tom: det er ikke noe kort å ta sjansen på.',
    sv: 'Talongen är tom: det finns inget kort att chansa på.',
    en: 'The stock is empty: there is no card to take a chance on.',
  },
  'hand-first': {
    nb: 'Spill ut hånden før du snur et skjult kort.',
    sv: 'Spela ut handen innan du vänder ett dolt kort.',
    en: 'Play your hand until it is empty before you turn a face-down card.',
  },
  'face-up-first': {
    nb: 'Spill de synlige bordkortene før du snur et skjult kort.',
    sv: 'Spela de synliga bordskorten innan du vänder ett dolt kort.',
    en: 'Play your face-up cards before you turn a face-down card.',
  },
  'no-face-down-there': {
    nb: 'Det er ikke noe skjult kort igjen på plass {n}.',
    sv: 'Det finns inget dolt kort kvar på plats {n}.',
    en: 'There is no face-down card left at position {n}.',
  },
  'no-pile': {
    nb: 'Det er ingen bunke å ta opp: legg et hvilket som helst kort.',
    sv: 'Det finns ingen hög att ta upp: lägg vilket kort som helst.',
    en: 'There is no pile to pick up: play any card to start a new one.',
  },
  'lay-face-up-first': {
    nb: 'Ingen av de synlige kortene dine kan legges: legg ett av dem på bunken før du tar den opp.',
    sv: 'Inget av dina synliga kort kan läggas: lägg ett av dem på högen innan du tar upp den.',
    en: 'None of your face-up cards can be played: lay one of them on the pile before you pick it up.',
  },
  'no-lay-before-pickup': {
    nb: 'Ved dette bordet tar du opp bunken uten å legge et kort.',
    sv: 'Vid det här bordet tar du upp högen utan att lägga ett kort.',
    en: 'At this table you pick up the pile without laying a card.',
  },
  'lay-only-from-face-up': {
    nb: 'Du legger et synlig kort før du tar opp bare når du spiller fra de synlige kortene.',
    sv: 'Du lägger ett synligt kort före upptag bara när du spelar från de synliga korten.',
    en: 'You lay a face-up card before picking up only when you are playing from your face-up cards.',
  },
  'lay-must-be-face-up': {
    nb: 'Kortet du legger før du tar opp, må være et av de synlige kortene dine.',
    sv: 'Kortet du lägger före upptag måste vara ett av dina synliga kort.',
    en: 'The card laid before picking up must be one of your face-up cards.',
  },
  'face-up-playable': {
    nb: 'Et av de synlige kortene dine kan legges: legg det, eller ta opp bunken uten å legge.',
    sv: 'Ett av dina synliga kort kan läggas: lägg det, eller ta upp högen utan att lägga.',
    en: 'One of your face-up cards can be played: play it, or pick up the pile without laying a card.',
  },
  'no-suit': {
    nb: 'I Idiot velger et utspill aldri farge.',
    sv: 'I Idiot väljer ett utspel aldrig färg.',
    en: 'A play in Idiot never names a suit.',
  },
  'no-call': {
    nb: 'Idiot har ingen melding om siste kort.',
    sv: 'Idiot har ingen tillsägelse om sista kortet.',
    en: 'Idiot has no last-card call.',
  },
  'at-least-one': { nb: 'Legg minst ett kort.', sv: 'Lägg minst ett kort.', en: 'Play at least one card.' },
  'one-rank': {
    nb: 'Kort som legges sammen, må ha samme verdi.',
    sv: 'Kort som läggs tillsammans måste ha samma valör.',
    en: 'Cards played together must all be of the same rank.',
  },
  'hand-before-table': {
    nb: 'Du spiller fra hånden så lenge den har kort; bordkortene kommer etterpå.',
    sv: 'Du spelar från handen så länge den har kort; bordskorten kommer efteråt.',
    en: 'You play from your hand while it has cards; your table cards come after.',
  },
  'face-down-blind': {
    nb: 'Skjulte kort spilles blindt: snu ett etter plassen.',
    sv: 'Dolda kort spelas blint: vänd ett efter platsen.',
    en: 'Face-down cards are played blind: turn one by its position.',
  },
  'one-card-only': {
    nb: 'Ved dette bordet legges bare ett kort om gangen.',
    sv: 'Vid det här bordet läggs bara ett kort i taget.',
    en: 'Only one card may be played at a time at this table.',
  },
  'too-low': {
    nb: '{top} øverst i bunken slår {cards}: legg like høyt eller høyere, en 2 eller en 10 – eller ta opp bunken.',
    sv: '{top} överst i högen slår {cards}: lägg lika högt eller högre, en 2 eller en 10 – eller ta upp högen.',
    en: 'The {top} on top of the pile beats {cards}: play equal or higher, a 2 or a 10 – or pick up the pile.',
  },
  'no-out-on-special': {
    nb: 'Ved dette bordet kan du ikke gå ut på en 2 eller en 10.',
    sv: 'Vid det här bordet får du inte gå ut på en 2 eller en 10.',
    en: 'You may not go out on a 2 or a 10 at this table.',
  },
  'cannot-act': {
    nb: 'Du kan ikke gjøre noe nå.',
    sv: 'Du kan inte göra något nu.',
    en: 'You cannot act now.',
  },
} as const;
export type IdiotReason = keyof typeof IDIOT_REASONS;

/**
 * Its setup words (setup-words.ts: name, how-to, options, presets, typed against the options in
 * options.ts, so a missing word fails the build) and the rest: refusals, log sentences, moves and
 * titles. This file imports nothing of the game's but its words, so the words stay a leaf.
 */
export const IDIOT_WORDS = {
  ...IDIOT_SETUP_WORDS,
  reasons: IDIOT_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
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
  },
  /** The titles its standings give (Game.titles), as they read in a result. */
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    arrange: {
      nb: 'Legg {cards} med forsiden opp',
      sv: 'Lägg {cards} med framsidan upp',
      en: 'Put {cards} face up',
    },
    'arrange/short': { nb: 'Klar', sv: 'Klar', en: 'Ready' },
    flip: { nb: 'Snu skjult kort {n}', sv: 'Vänd dolt kort {n}', en: 'Turn face-down card {n}' },
    pickup: { nb: 'Ta opp bunken', sv: 'Ta upp högen', en: 'Pick up the pile' },
    'pickup-face-up': {
      nb: 'Legg {cards} og ta opp bunken',
      sv: 'Lägg {cards} och ta upp högen',
      en: 'Lay {cards} and pick up the pile',
    },
    'pickup-face-up/short': {
      nb: 'Legg og ta opp bunken',
      sv: 'Lägg och ta upp högen',
      en: 'Lay it and pick up the pile',
    },
    chance: { nb: 'Sjanse!', sv: 'Chansa!', en: 'Take a chance!' },
  },
  titles: {
    idiot: { nb: 'idiot', sv: 'idiot', en: 'idiot' },
  },
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
