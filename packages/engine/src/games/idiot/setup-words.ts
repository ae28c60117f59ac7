import type { AnySetupWords } from '../../words/game-words';

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
export const IDIOT_SETUP_WORDS = {
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
  checks: {},
} satisfies AnySetupWords;
