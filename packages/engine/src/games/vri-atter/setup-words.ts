import type { AnySetupWords } from '../../words/game-words';

/** The refusals the game's option checks give (options.ts `checkOptions`), as the front page says them. */
export const VRI_SETUP_CHECKS = {
  'deck-too-small': {
    nb: '{players} spillere med {n} kort hver trenger flere kortstokker.',
    sv: '{players} spelare med {n} kort var behöver fler kortlekar.',
    en: '{players} players with {n} cards each need more decks.',
  },
} as const;
export type VriCheck = keyof typeof VRI_SETUP_CHECKS;

const ALLOWED = { nb: 'tillatt', sv: 'tillåtet', en: 'allowed' };
const FORBIDDEN = { nb: 'ikke tillatt', sv: 'inte tillåtet', en: 'not allowed' };

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
export const VRI_SETUP_WORDS = {
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
  checks: VRI_SETUP_CHECKS,
} satisfies AnySetupWords;
