import type { AnyGameWords } from '../../words/game-words';

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
 * Typed against the options, presets and reasons in options.ts (`WORDS` there), so a missing word
 * fails the build; this file imports nothing of the game's, so the words stay a leaf.
 */
export const IDIOT_WORDS = {
  name: { nb: 'Idiot', sv: 'Idiot', en: 'Idiot' },
  howTo: {
    nb: 'Ikke bli idioten! Du har tre skjulte og tre synlige kort på bordet, og tre på hånden. Legg like høyt eller høyere enn bunken; 2 kan legges på alt, og 10 brenner bunken. Kan du ikke legge, tar du opp hele bunken. Den siste med kort igjen er idioten.',
    sv: 'Bli inte idioten! Du har tre dolda och tre synliga kort på bordet, och tre på handen. Lägg lika högt eller högre än högen; 2 kan läggas på allt och 10 bränner högen. Kan du inte lägga tar du upp hela högen. Den sista med kort kvar är idioten.',
    en: 'Do not be the idiot! You have three hidden and three visible cards on the table, and three in hand. Play equal to or higher than the pile; a 2 goes on anything and a 10 burns the pile. If you cannot play, pick up the whole pile. The last player with cards is the idiot.',
  },
  options: {
    swap: {
      label: { nb: 'Bytte før start', sv: 'Byte före start', en: 'Swap before play' },
      describe: {
        nb: 'Før første utspill kan hver spiller bytte mellom hånden og sine egne åpne bordkort.',
        sv: 'Före första utspelet får varje spelare byta mellan handen och sina egna öppna bordskort.',
        en: 'Before the first play each player may swap between their hand and their own face-up cards.',
      },
    },
    oneCardOnly: {
      label: { nb: 'Ett kort om gangen', sv: 'Ett kort i taget', en: 'One card at a time' },
      describe: {
        nb: 'Bare ett kort per utspill, også fra de åpne bordkortene.',
        sv: 'Bara ett kort per utspel, även från de öppna bordskorten.',
        en: 'Only one card per play, face-up cards included.',
      },
    },
    chance: {
      label: { nb: 'Sjanse', sv: 'Chans', en: 'Sjanse (take a chance)' },
      describe: {
        nb: 'Sjanse: i stedet for å legge fra hånden kan du snu øverste kort i trekkbunken og spille det.',
        sv: 'Chans: i stället för att lägga från handen får du vända översta kortet i talongen och spela det.',
        en: 'Sjanse: instead of playing from hand you may turn the top stock card and play it.',
      },
    },
    previousContinues: {
      label: { nb: 'Forrige fortsetter', sv: 'Föregående fortsätter', en: 'Previous player leads' },
      describe: {
        nb: 'Når noen tar opp bunken, starter spilleren før dem den nye bunken.',
        sv: 'När någon tar upp högen börjar spelaren före dem den nya högen.',
        en: 'After a pick-up the player before the picker starts the new pile.',
      },
    },
    faceUpBeforePickup: {
      label: { nb: 'Legg før du tar opp', sv: 'Lägg före upptag', en: 'Lay before picking up' },
      describe: {
        nb: 'Kan ingen av de åpne bordkortene legges, må du legge ett av dem i bunken før du tar den opp.',
        sv: 'Kan inget av de öppna bordskorten läggas måste du lägga ett av dem på högen innan du tar upp den.',
        en: 'With no face-up card that can be played, you lay one on the pile before picking it up.',
      },
    },
    lastSpecial: {
      label: { nb: 'Gå ut på 2 eller 10', sv: 'Gå ut på 2 eller 10', en: 'Go out on a 2 or 10' },
      describe: {
        nb: 'Om du kan gå ut på en 2 eller en 10.',
        sv: 'Om du får gå ut på en 2 eller en 10.',
        en: 'Whether you may go out on a 2 or a 10.',
      },
      values: {
        allowed: { nb: 'tillatt', sv: 'tillåtet', en: 'allowed' },
        forbidden: { nb: 'ikke tillatt', sv: 'inte tillåtet', en: 'not allowed' },
      },
    },
  },
  presets: {
    idiot: { nb: 'Idiot', sv: 'Idiot', en: 'Idiot' },
    sjanse: { nb: 'Med sjanse', sv: 'Med chans', en: 'With Sjanse' },
    'ingen-bytting': { nb: 'Ingen bytting', sv: 'Inget byte', en: 'No swapping' },
    shithead: { nb: 'Shithead', sv: 'Shithead', en: 'Shithead' },
  },
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
