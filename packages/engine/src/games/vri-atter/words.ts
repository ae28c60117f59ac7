import type { AnyGameWords } from '../../words/game-words';
import { VRI_SETUP_WORDS, VRI_SETUP_CHECKS } from './setup-words';

/** Why Vri åtter refuses an action. Parameters: seats by number, suits and cards by code. */
export const VRI_REASONS = {
  ...VRI_SETUP_CHECKS,
  'restock-wait': {
    nb: 'Vent: kastebunken stokkes til ny trekkbunke.',
    sv: 'Vänta: slänghögen blandas till ny talong.',
    en: 'Wait: the discard pile is being shuffled into a new stock.',
  },
  'knock-nothing': {
    nb: 'Det er ingen å banke på: ingen har nettopp fått ett kort igjen uten å si ifra.',
    sv: 'Det finns ingen att knacka på: ingen har just fått ett kort kvar utan att säga till.',
    en: 'There is nothing to knock on: nobody has just been left with one card without calling.',
  },
  'knock-self': {
    nb: 'Du kan ikke banke på deg selv.',
    sv: 'Du kan inte knacka på dig själv.',
    en: 'You cannot knock on yourself.',
  },
  'knock-wrong': {
    nb: '{target} har ikke glemt å si ifra; bare {knock} kan det bankes på.',
    sv: '{target} har inte glömt att säga till; bara {knock} kan man knacka på.',
    en: '{target} has not missed a call; only {knock} can be knocked on.',
  },
  'suit-not-now': {
    nb: 'Den fargen kan ikke velges nå.',
    sv: 'Den färgen kan inte väljas nu.',
    en: 'That suit cannot be named now.',
  },
  'dealer-names-suit': {
    nb: 'Giveren må først velge farge for den snudde åtteren.',
    sv: 'Given måste först välja färg för den vända åttan.',
    en: 'The dealer must first name the suit for the turned eight.',
  },
  'suit-only-dealer': {
    nb: 'Bare giveren velger farge alene, når det snudde kortet er en åtter.',
    sv: 'Bara given väljer färg ensam, när det vända kortet är en åtta.',
    en: 'Naming a suit alone is only for the dealer when the turned card is an eight.',
  },
  'ace-penalty': {
    nb: 'Straffen for esset kan ikke besvares: du må trekke {n} kort.',
    sv: 'Straffen för esset kan inte besvaras: du måste dra {n} kort.',
    en: "An ace's penalty cannot be answered: you must draw the penalty ({n}).",
  },
  'two-penalty': {
    nb: 'Svar på straffen med en toer, eller trekk {n} kort.',
    sv: 'Svara på straffen med en tvåa, eller dra {n} kort.',
    en: 'Answer the penalty with a two, or draw the penalty ({n}).',
  },
  'penalty-no-pass': {
    nb: 'Du kan ikke passe under straff: legg en toer eller trekk {n} kort.',
    sv: 'Du kan inte passa under straff: lägg en tvåa eller dra {n} kort.',
    en: 'You cannot pass under a penalty: lay a two or draw the penalty ({n}).',
  },
  'drawn-playable': {
    nb: 'Du har trukket et kort du kan legge: legg det eller pass.',
    sv: 'Du har dragit ett kort du kan lägga: lägg det eller passa.',
    en: 'You have drawn a card you can lay: play or pass.',
  },
  'drawn-limit': {
    nb: 'Du har trukket {n} kort denne turen: legg et kort som passer, eller pass.',
    sv: 'Du har dragit {n} kort den här turen: lägg ett kort som passar, eller passa.',
    en: 'You have drawn your {n} this turn: lay a card that fits, or pass.',
  },
  'stock-empty': {
    nb: 'Det er ingenting igjen å trekke: legg et kort eller pass.',
    sv: 'Det finns inget kvar att dra: lägg ett kort eller passa.',
    en: 'There is nothing left to draw: play or pass.',
  },
  'stock-low': {
    nb: 'Trekkbunken har færre enn tre kort, så ingen trekker: legg et kort eller pass.',
    sv: 'Talongen har färre än tre kort, så ingen drar: lägg ett kort eller passa.',
    en: 'The stock holds fewer than three cards, so nobody draws: play or pass.',
  },
  'no-draw': { nb: 'Du kan ikke trekke nå.', sv: 'Du kan inte dra nu.', en: 'You cannot draw now.' },
  'pass-after-draw': {
    nb: 'Du kan ikke passe ennå: trekk først et kort.',
    sv: 'Du kan inte passa än: dra först ett kort.',
    en: 'You cannot pass yet: draw a card first.',
  },
  'pass-after-limit': {
    nb: 'Du kan ikke passe ennå: først når du har trukket {n} kort, eller når det ikke er mer å trekke.',
    sv: 'Du kan inte passa än: först när du har dragit {n} kort, eller när det inte finns mer att dra.',
    en: 'You cannot pass yet: only once you have drawn {n}, or when there is nothing left to draw.',
  },
  'pass-after-playable': {
    nb: 'Du kan ikke passe ennå: trekk til du får et kort du kan legge.',
    sv: 'Du kan inte passa än: dra tills du får ett kort du kan lägga.',
    en: 'You cannot pass yet: draw until you get a card you can lay.',
  },
  'same-rank': {
    nb: 'Alle kortene i ett utspill må ha samme verdi.',
    sv: 'Alla kort i ett utspel måste ha samma valör.',
    en: 'All cards in one play must have the same rank.',
  },
  'one-at-a-time': {
    nb: 'Ved dette bordet legger du bare ett kort om gangen.',
    sv: 'Vid det här bordet lägger du bara ett kort i taget.',
    en: 'You may lay only one card at a time at this table.',
  },
  'eight-names-suit': {
    nb: 'Velg farge når du legger en åtter.',
    sv: 'Välj färg när du lägger en åtta.',
    en: 'Name the suit when you lay an eight.',
  },
  'only-eight-names-suit': {
    nb: 'Bare en åtter velger farge.',
    sv: 'Bara en åtta väljer färg.',
    en: 'Only a play of eights names a suit.',
  },
  'no-call-here': {
    nb: 'Ved dette bordet sier ingen ifra om siste kort.',
    sv: 'Vid det här bordet säger ingen till om sista kortet.',
    en: 'There is no last-card call at this table.',
  },
  'call-one-left': {
    nb: 'Du sier ifra bare når utspillet gir deg nøyaktig ett kort igjen.',
    sv: 'Du säger till bara när utspelet lämnar dig exakt ett kort.',
    en: 'You can only call when the play leaves you exactly one card.',
  },
  'first-turn-no-eight': {
    nb: 'Første tur: ingen åtter.',
    sv: 'Första turen: ingen åtta.',
    en: 'First turn: no eight.',
  },
  'first-turn-one-card': {
    nb: 'Første tur: bare ett kort.',
    sv: 'Första turen: bara ett kort.',
    en: 'First turn: only one card.',
  },
  'first-turn-suit': {
    nb: 'Første tur: du må følge farge ({suit}); å bytte med samme verdi er ikke lov.',
    sv: 'Första turen: du måste följa färg ({suit}); att byta med samma valör är inte tillåtet.',
    en: 'First turn: you must follow suit ({suit}); changing by rank is not allowed.',
  },
  'no-eight-on-eight': {
    nb: 'Ved dette bordet kan en åtter ikke legges på en åtter.',
    sv: 'Vid det här bordet får en åtta inte läggas på en åtta.',
    en: 'At this table an eight may not be laid on an eight.',
  },
  'no-out-on-eight': {
    nb: 'Du kan ikke gå ut på en åtter.',
    sv: 'Du får inte gå ut på en åtta.',
    en: 'You may not go out on an eight.',
  },
  'no-out-on-ace': {
    nb: 'Du kan ikke gå ut på et ess.',
    sv: 'Du får inte gå ut på ett ess.',
    en: 'You may not go out on an ace.',
  },
  'no-match': {
    nb: '{card} passer ikke: du må legge {suit}, {rank} eller en åtter – eller trekke.',
    sv: '{card} passar inte: du måste lägga {suit}, {rank} eller en åtta – eller dra.',
    en: '{card} does not fit: you must lay {suit}, a {rank} or an eight – or draw.',
  },
  'no-match-pass': {
    nb: '{card} passer ikke: du må legge {suit}, {rank} eller en åtter – eller si pass.',
    sv: '{card} passar inte: du måste lägga {suit}, {rank} eller en åtta – eller passa.',
    en: '{card} does not fit: you must lay {suit}, a {rank} or an eight – or pass.',
  },
  'not-now': {
    nb: 'Det trekket er ikke lov nå.',
    sv: 'Det draget är inte tillåtet nu.',
    en: 'That play is not allowed now.',
  },
} as const;
export type VriReason = keyof typeof VRI_REASONS;

/**
 * Its setup words (setup-words.ts: name, how-to, options, presets, typed against the options in
 * options.ts, so a missing word fails the build) and the rest: refusals, log sentences, moves and
 * titles. This file imports nothing of the game's but its words, so the words stay a leaf.
 */
export const VRI_WORDS = {
  ...VRI_SETUP_WORDS,
  reasons: VRI_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
    'play-suit': {
      nb: '{name} la {cards} og valgte {suit}.',
      sv: '{name} lade {cards} och valde {suit}.',
      en: '{name} played {cards} and named {suit}.',
    },
    // {cards}: the cards by name to the seat that drew them, "ett kort" to everyone else (eventsFor).
    draw: { nb: '{name} trakk {cards}.', sv: '{name} drog {cards}.', en: '{name} drew {cards}.' },
    'draw-penalty': {
      nb: '{name} trakk straffen: {cards}.',
      sv: '{name} tog straffen: {cards}.',
      en: '{name} drew the penalty: {cards}.',
    },
    penalty: {
      nb: '{name} må trekke {n} kort eller svare.',
      sv: '{name} måste dra {n} kort eller svara.',
      en: '{name} must draw {n} cards or answer.',
    },
    knock: {
      nb: '{name} banket på {target}, som glemte å si ifra og trakk {cards}.',
      sv: '{name} knackade på {target}, som glömde att säga till och drog {cards}.',
      en: '{name} knocked on {target}, who forgot to call and drew {cards}.',
    },
    suit: { nb: '{name} valgte {suit}.', sv: '{name} valde {suit}.', en: '{name} named {suit}.' },
    restock: {
      nb: 'Kastebunken ble stokket til ny trekkbunke ({count}).',
      sv: 'Slänghögen blandades till ny talong ({count}).',
      en: 'The discard pile was shuffled into a new stock ({count}).',
    },
  },
  // What a move is, as a button, a hint and the terminal's menu say it.
  moves: {
    draw: { nb: 'Trekk', sv: 'Dra', en: 'Draw' },
    'draw-penalty': { nb: 'Trekk straffen ({n})', sv: 'Ta straffen ({n})', en: 'Take the penalty ({n})' },
    knock: { nb: 'Bank på {target}!', sv: 'Knacka på {target}!', en: 'Knock on {target}!' },
    suit: { nb: 'Velg {suit}', sv: 'Välj {suit}', en: 'Name {suit}' },
  },
  titles: {},
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
