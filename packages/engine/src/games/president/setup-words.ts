import type { AnySetupWords } from '../../words/game-words';

/** The refusals the game's option checks give (options.ts `checkOptions`), as the front page says them. */
export const PRESIDENT_SETUP_CHECKS = {
  'too-many-players': {
    nb: 'President spilles av høyst {n} med én kortstokk.',
    sv: 'President spelas av högst {n} med en kortlek.',
    en: 'President takes at most {n} players with one deck.',
  },
  'club-three-last-needs-special': {
    nb: '«Kløver tre til slutt» krever at kløver tre rydder bunken.',
    sv: '«Klöver tre sist» kräver att klöver tre rensar högen.',
    en: '“Three of clubs last” needs the three of clubs that clears the pile.',
  },
  'club-three-exchanged-needs-special': {
    nb: '«Kløver tre byttes» krever at kløver tre rydder bunken.',
    sv: '«Klöver tre byts» kräver att klöver tre rensar högen.',
    en: '“Three of clubs exchanged” needs the three of clubs that clears the pile.',
  },
} as const;
export type PresidentCheck = keyof typeof PRESIDENT_SETUP_CHECKS;

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
export const PRESIDENT_SETUP_WORDS = {
  name: { nb: 'President', sv: 'President', en: 'President' },
  howTo: {
    nb: 'Bli kvitt kortene først og bli president. Legg like mange kort av én valør som ligger på bordet, like høye eller høyere; 2 er høyest, og kløver 3 rydder bordet. Fire like på rad brenner bunken. Neste runde gir bomsen sine beste kort til presidenten.',
    sv: 'Bli av med korten först och bli president. Lägg lika många kort av en valör som ligger på bordet, lika höga eller högre; 2 är högst och klöver 3 rensar bordet. Fyra lika i rad bränner högen. Nästa runda ger bomsen sina bästa kort till presidenten.',
    en: 'Get rid of your cards first to become president. Play as many cards of one rank as lie on the table, equal or higher; 2 is highest and the three of clubs clears the table. Four of a rank in a row burn the pile. Next round the boms gives their best cards to the president.',
  },
  options: {
    presidentLeads: {
      label: { nb: 'Presidenten starter', sv: 'Presidenten börjar', en: 'President leads' },
      describe: {
        nb: 'Presidenten starter runden etter kortbyttet i stedet for bomsen.',
        sv: 'Presidenten börjar rundan efter kortbytet i stället för bomsen.',
        en: 'The president leads after the exchange instead of the boms.',
      },
    },
    strictlyHigher: {
      label: { nb: 'Bare høyere', sv: 'Bara högre', en: 'Strictly higher' },
      describe: {
        nb: 'Bare høyere valør: du kan ikke legge samme valør som på bordet.',
        sv: 'Bara högre valör: du får inte lägga samma valör som på bordet.',
        en: 'Only a higher rank beats the table; the same rank may not be played on it.',
      },
    },
    passIsFinal: {
      label: { nb: 'Pass gjelder bunken', sv: 'Pass gäller högen', en: 'A pass is final' },
      describe: {
        nb: 'Den som har passet, står over til bunken er ryddet.',
        sv: 'Den som har passat står över tills högen är rensad.',
        en: 'A player who passed sits out until the pile is cleared.',
      },
    },
    clubThreeLast: {
      label: { nb: 'Kløver tre til slutt', sv: 'Klöver tre sist', en: 'Three of clubs last' },
      describe: {
        nb: 'Kløver tre som siste kort eller på tomt bord: tillatt, eller du blir boms.',
        sv: 'Klöver tre som sista kort eller på tomt bord: tillåtet, eller så blir du bom.',
        en: 'The three of clubs as last card or on an empty table: allowed, or you become boms.',
      },
      values: {
        allowed: { nb: 'tillatt', sv: 'tillåtet', en: 'allowed' },
        boms: { nb: 'du blir boms', sv: 'du blir bom', en: 'you become boms' },
      },
    },
    clubThreeExchanged: {
      label: { nb: 'Kløver tre byttes', sv: 'Klöver tre byts', en: 'Three of clubs exchanged' },
      describe: {
        nb: 'Kløver tre gis bort i kortbyttet som det høyeste kortet.',
        sv: 'Klöver tre ges bort i kortbytet som det högsta kortet.',
        en: 'The three of clubs is given away in the exchange as the highest card.',
      },
    },
    lastCardCall: {
      label: { nb: 'Meld siste kort', sv: 'Säg till om sista kortet', en: 'Last-card call' },
      describe: {
        nb: 'Meld fra når du har ett kort igjen; glemmer du det, får du sisteplass.',
        sv: 'Säg till när du har ett kort kvar; glömmer du det får du sista platsen.',
        en: 'Call when one card is left; forget it and you take last place.',
      },
    },
    reseat: {
      label: { nb: 'Sitt etter rang', sv: 'Sitt efter rang', en: 'Seat by rank' },
      describe: {
        nb: 'Spill i rangrekkefølge hver runde, med presidenten først og bomsen sist.',
        sv: 'Spela i rangordning varje runda, med presidenten först och bomsen sist.',
        en: 'Play in order of rank each round, president first and boms last.',
      },
    },
    clubThree: {
      label: { nb: 'Kløver tre rydder', sv: 'Klöver tre rensar', en: 'Three of clubs clears' },
      describe: {
        nb: 'Kløver tre er et spesialkort som rydder bunken.',
        sv: 'Klöver tre är ett specialkort som rensar högen.',
        en: 'The three of clubs is a special card that clears the pile.',
      },
    },
  },
  presets: {
    standard: { nb: 'Vanlig', sv: 'Vanlig', en: 'Standard' },
    international: { nb: 'Internasjonal', sv: 'Internationell', en: 'International' },
    tough: { nb: 'Tøff', sv: 'Tuff', en: 'Tough' },
    'ranked-seating': { nb: 'Plass etter rang', sv: 'Plats efter rang', en: 'Seated by rank' },
  },
  checks: PRESIDENT_SETUP_CHECKS,
} satisfies AnySetupWords;
