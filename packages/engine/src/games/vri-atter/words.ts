import type { AnyGameWords } from '../../words/game-words';

/** Why Vri åtter refuses an action. Parameters: seats by number, suits and cards by code. */
export const VRI_REASONS = {
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
  'deck-too-small': {
    nb: '{players} spillere med {n} kort hver trenger flere kortstokker.',
    sv: '{players} spelare med {n} kort var behöver fler kortlekar.',
    en: '{players} players with {n} cards each need more decks.',
  },
  'not-now': {
    nb: 'Det trekket er ikke lov nå.',
    sv: 'Det draget är inte tillåtet nu.',
    en: 'That play is not allowed now.',
  },
} as const;
export type VriReason = keyof typeof VRI_REASONS;

const ALLOWED = { nb: 'tillatt', sv: 'tillåtet', en: 'allowed' };
const FORBIDDEN = { nb: 'ikke tillatt', sv: 'inte tillåtet', en: 'not allowed' };

/**
 * Typed against the options, presets and reasons in options.ts (`WORDS` there), so a missing word
 * fails the build; this file imports nothing of the game's, so the words stay a leaf.
 */
export const VRI_WORDS = {
  name: { nb: 'Vri åtter', sv: 'Vri åtter', en: 'Vri åtter (Crazy Eights)' },
  howTo: {
    nb: 'Bli først kvitt alle kortene. Legg et kort i samme farge eller med samme verdi som kortet øverst i kastebunken. En åtter passer på alt, og da velger du ny farge (første tur: {firstTurn}). Kan du ikke legge, trekker du ({drawLimit}). Husk å si ifra når du har ett kort igjen!',
    sv: 'Bli först av med alla kort. Lägg ett kort i samma färg eller med samma valör som det översta i slänghögen. En åtta passar på allt, och då väljer du ny färg (första turen: {firstTurn}). Kan du inte lägga drar du ({drawLimit}). Glöm inte att säga till när du har ett kort kvar!',
    en: 'Be first to get rid of all your cards. Play a card of the same suit or rank as the top of the discard pile. An eight fits on anything, and then you name the new suit (first turn: {firstTurn}). If you cannot play, draw ({drawLimit}). Say so when you have one card left!',
  },
  options: {
    handSize: {
      label: { nb: 'Kort på hånden', sv: 'Kort på handen', en: 'Cards in hand' },
      describe: {
        nb: 'Antall kort hver spiller får.',
        sv: 'Antal kort varje spelare får.',
        en: 'Cards dealt to each player.',
      },
    },
    firstEight: {
      label: { nb: 'Snudd åtter', sv: 'Vänd åtta', en: 'Turned eight' },
      describe: {
        nb: 'Snus en åtter først, legges den nederst i bunken, eller giveren velger farge.',
        sv: 'Vänds en åtta först, läggs den underst i talongen, eller så väljer given färg.',
        en: 'A turned eight goes to the bottom of the stock, or the dealer names the suit.',
      },
      values: {
        bottom: { nb: 'nederst i bunken', sv: 'underst i talongen', en: 'to the bottom' },
        'dealer-chooses': {
          nb: 'giveren velger farge',
          sv: 'given väljer färg',
          en: 'dealer names the suit',
        },
      },
    },
    multiple: {
      label: { nb: 'Flere kort', sv: 'Flera kort', en: 'Several cards' },
      describe: {
        nb: 'Du kan legge flere kort med samme verdi på én gang.',
        sv: 'Du får lägga flera kort av samma valör på en gång.',
        en: 'You may lay several cards of one rank at once.',
      },
    },
    eightOnEight: {
      label: { nb: 'Åtter på åtter', sv: 'Åtta på åtta', en: 'Eight on eight' },
      describe: {
        nb: 'En åtter kan legges på en åtter.',
        sv: 'En åtta får läggas på en åtta.',
        en: 'An eight may be laid on an eight.',
      },
    },
    firstTurn: {
      label: { nb: 'Første tur', sv: 'Första turen', en: 'First turn' },
      describe: {
        nb: 'Første tur: bare samme farge, ingen åtter, eller ingen begrensning.',
        sv: 'Första turen: bara samma färg, ingen åtta, eller ingen begränsning.',
        en: 'First turn: follow suit only, no eight, or no limit.',
      },
      values: {
        'suit-only': {
          nb: 'bare samme farge, ingen åtter',
          sv: 'bara samma färg, ingen åtta',
          en: 'follow suit only, no eight',
        },
        'no-eight': { nb: 'ingen åtter', sv: 'ingen åtta', en: 'no eight' },
        none: { nb: 'ingen begrensning', sv: 'ingen begränsning', en: 'no limit' },
      },
    },
    drawLimit: {
      label: { nb: 'Trekk per tur', sv: 'Drag per tur', en: 'Draws per turn' },
      describe: {
        nb: 'Hvor mange kort du kan trekke i en tur: tre, ett, eller til et kort passer.',
        sv: 'Hur många kort du får dra under en tur: tre, ett, eller tills ett kort passar.',
        en: 'How many cards you may draw in a turn: three, one, or until one fits.',
      },
      values: {
        '3': { nb: 'inntil tre kort', sv: 'upp till tre kort', en: 'up to three cards' },
        '1': { nb: 'ett kort', sv: 'ett kort', en: 'one card' },
        'until-playable': { nb: 'til et kort passer', sv: 'tills ett kort passar', en: 'until one fits' },
      },
    },
    passAfterAnyDraw: {
      label: { nb: 'Pass etter hvert trekk', sv: 'Pass efter varje drag', en: 'Pass after any draw' },
      describe: {
        nb: 'Du kan si pass etter hvert trukket kort, ikke bare ved grensen.',
        sv: 'Du får passa efter varje draget kort, inte bara vid gränsen.',
        en: 'You may pass after any draw, not only at the limit.',
      },
    },
    passWhenStockLow: {
      label: { nb: 'Lite i bunken', sv: 'Lite i talongen', en: 'Low stock' },
      describe: {
        nb: 'Med færre enn tre kort i trekkbunken trekker ingen; den som ikke kan legge, sier pass.',
        sv: 'Med färre än tre kort i talongen drar ingen; den som inte kan lägga passar.',
        en: 'With fewer than three cards in the stock nobody draws; who cannot play passes.',
      },
    },
    lastEight: {
      label: { nb: 'Gå ut på åtter', sv: 'Gå ut på åtta', en: 'Go out on an eight' },
      describe: {
        nb: 'Om du kan gå ut på en åtter.',
        sv: 'Om du får gå ut på en åtta.',
        en: 'Whether you may go out on an eight.',
      },
      values: { allowed: ALLOWED, forbidden: FORBIDDEN },
    },
    lastAce: {
      label: { nb: 'Gå ut på ess', sv: 'Gå ut på ess', en: 'Go out on an ace' },
      describe: {
        nb: 'Om du kan gå ut på et ess.',
        sv: 'Om du får gå ut på ett ess.',
        en: 'Whether you may go out on an ace.',
      },
      values: { allowed: ALLOWED, forbidden: FORBIDDEN },
    },
    lastCardCall: {
      label: { nb: 'Si ifra om siste kort', sv: 'Säg till om sista kortet', en: 'Last-card call' },
      describe: {
        nb: 'Si ifra når du har ett kort igjen; glemmer du det, kan andre banke og du trekker tre.',
        sv: 'Säg till när du har ett kort kvar; glömmer du det får andra knacka och du drar tre.',
        en: 'Call your last card; forget, and others may knock and you draw three.',
      },
    },
    callWord: {
      label: { nb: 'Det du sier', sv: 'Det du säger', en: 'What you say' },
      describe: {
        nb: 'Hva du sier når du har ett kort igjen.',
        sv: 'Vad du säger när du har ett kort kvar.',
        en: 'What you say when you have one card left.',
      },
      values: {
        'ett kort igjen': { nb: '«Ett kort igjen»', sv: '«Ett kort igjen»', en: '“Ett kort igjen”' },
        Olsen: { nb: '«Olsen»', sv: '«Olsen»', en: '“Olsen”' },
      },
    },
    ace: {
      label: { nb: 'Esset', sv: 'Esset', en: 'The ace' },
      describe: {
        nb: 'Esset: vanlig, neste trekker, alle andre trekker (og du legger igjen), eller snur retningen.',
        sv: 'Esset: vanligt, nästa drar, alla andra drar (och du lägger igen), eller vänder riktningen.',
        en: 'The ace: normal, next player draws, all others draw (you go again), or reverses play.',
      },
      values: {
        normal: { nb: 'vanlig kort', sv: 'vanligt kort', en: 'a plain card' },
        'next-draws': { nb: 'neste trekker', sv: 'nästa drar', en: 'next player draws' },
        'all-draw': { nb: 'alle andre trekker', sv: 'alla andra drar', en: 'all others draw' },
        reverse: { nb: 'snur retningen', sv: 'vänder riktningen', en: 'reverses play' },
      },
    },
    aceDraw: {
      label: { nb: 'Kort for ess', sv: 'Kort för ess', en: 'Cards for an ace' },
      describe: {
        nb: 'Hvor mange kort neste spiller trekker for et ess.',
        sv: 'Hur många kort nästa spelare drar för ett ess.',
        en: 'Cards the next player draws for an ace.',
      },
    },
    twoPenalty: {
      label: { nb: 'Toer gir straff', sv: 'Tvåa ger straff', en: 'Two is a penalty' },
      describe: {
        nb: 'En toer gir neste spiller to kort å trekke, med mindre hen legger en toer.',
        sv: 'En tvåa ger nästa spelare två kort att dra, om hen inte lägger en tvåa.',
        en: 'A two makes the next player draw two unless they lay a two.',
      },
    },
    queenSkips: {
      label: { nb: 'Dame hopper over', sv: 'Dam hoppar över', en: 'Queen skips' },
      describe: {
        nb: 'Hver dame hopper over én spiller.',
        sv: 'Varje dam hoppar över en spelare.',
        en: 'Each queen skips one player.',
      },
    },
    playOn: {
      label: { nb: 'Spill om plassene', sv: 'Spela om placeringarna', en: 'Play on for places' },
      describe: {
        nb: 'Spill videre om plassene til bare én har kort igjen.',
        sv: 'Spela vidare om placeringarna tills bara en har kort kvar.',
        en: 'Play on for places until one player has cards left.',
      },
    },
    scoring: {
      label: { nb: 'Tell poeng', sv: 'Räkna poäng', en: 'Keep score' },
      describe: {
        nb: 'Straffepoeng for kortene du sitter igjen med, over flere runder.',
        sv: 'Straffpoäng för korten du har kvar, över flera rundor.',
        en: 'Penalty points for cards left, over several rounds.',
      },
    },
    rounds: {
      label: { nb: 'Runder', sv: 'Rundor', en: 'Rounds' },
      describe: {
        nb: 'Antall runder når dere teller poeng.',
        sv: 'Antal rundor när ni räknar poäng.',
        en: 'Rounds to play when scoring.',
      },
    },
    decks: {
      label: { nb: 'Kortstokker', sv: 'Kortlekar', en: 'Decks' },
      describe: {
        nb: 'Antall kortstokker; med to kan dere være opptil ti.',
        sv: 'Antal kortlekar; med två kan ni vara upp till tio.',
        en: 'Decks in play; with two, up to ten players.',
      },
    },
  },
  presets: {
    'vri-atter': { nb: 'Vri åtter', sv: 'Vri åtter', en: 'Vri åtter' },
    olsen: { nb: 'Olsen', sv: 'Olsen', en: 'Olsen' },
    vandatta: { nb: 'Vändåtta', sv: 'Vändåtta', en: 'Vändåtta' },
    'crazy-eights': { nb: 'Crazy Eights', sv: 'Crazy Eights', en: 'Crazy Eights' },
  },
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
