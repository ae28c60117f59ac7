import type { AnyGameWords } from '../../words/game-words';

/** Why President refuses an action. `cards` and `table` are card codes, `turn` a seat. */
export const PRESIDENT_REASONS = {
  'give-only-exchange': {
    nb: 'Kort gis bare i byttet, før første utspill.',
    sv: 'Kort ges bara i bytet, före första utspelet.',
    en: 'Cards are given only in the exchange, before the first lead.',
  },
  'nothing-to-give': {
    nb: 'Du har ingen kort å gi tilbake.',
    sv: 'Du har inga kort att ge tillbaka.',
    en: 'You have no cards to give back.',
  },
  'give-exactly': {
    nb: 'Du må gi tilbake nøyaktig {n} kort.',
    sv: 'Du måste ge tillbaka exakt {n} kort.',
    en: 'You must give back exactly {n} card(s).',
  },
  'exchange-first': {
    nb: 'Byttet er ikke ferdig: første utspill venter til kortene er gitt tilbake.',
    sv: 'Bytet är inte klart: första utspelet väntar tills korten är tillbakagivna.',
    en: 'The exchange is not finished: the first lead waits until the cards are given back.',
  },
  'no-pass-now': { nb: 'Du kan ikke passe nå.', sv: 'Du kan inte passa nu.', en: 'You cannot pass now.' },
  'lead-no-pass': {
    nb: 'Du spiller ut: legg en, to, tre eller fire like; du kan ikke passe.',
    sv: 'Du spelar ut: lägg en, två, tre eller fyra lika; du kan inte passa.',
    en: 'You lead: play a single, pair, three or four of a kind; you cannot pass.',
  },
  'at-least-one': {
    nb: 'Legg minst ett kort.',
    sv: 'Lägg minst ett kort.',
    en: 'A play needs at least one card.',
  },
  'no-suit': {
    nb: 'I President velger et utspill aldri farge.',
    sv: 'I President väljer ett utspel aldrig färg.',
    en: 'A play in President never names a suit.',
  },
  'no-call-here': {
    nb: 'Ved dette bordet melder ingen fra om siste kort.',
    sv: 'Vid det här bordet säger ingen till om sista kortet.',
    en: 'Calling the last card is not played at this table.',
  },
  'call-one-left': {
    nb: 'Du melder fra bare når utspillet gir deg nøyaktig ett kort igjen.',
    sv: 'Du säger till bara när utspelet lämnar dig exakt ett kort.',
    en: 'You call only when your play leaves you exactly one card.',
  },
  'club-three-alone': {
    nb: 'Kløver tre spilles alene, aldri sammen med andre kort.',
    sv: 'Klöver tre spelas ensam, aldrig tillsammans med andra kort.',
    en: 'The three of clubs is played alone; it never joins a group.',
  },
  'one-rank': {
    nb: 'Kortene i et utspill må ha samme verdi.',
    sv: 'Korten i ett utspel måste ha samma valör.',
    en: 'The cards of a play must all be of one rank.',
  },
  'same-count': {
    nb: 'Du må legge like mange kort som på bordet: {n}.',
    sv: 'Du måste lägga lika många kort som på bordet: {n}.',
    en: 'You must play the same number of cards as the table: {n}.',
  },
  'does-not-beat': {
    nb: 'Ikke høyt nok: {cards} mot {table}.',
    sv: 'Inte högt nog: {cards} mot {table}.',
    en: 'Not high enough: {cards} against {table}.',
  },
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
  'strictly-higher': {
    nb: 'Bare like høyt som bordet: {cards} mot {table}; bare høyere verdi kan følge.',
    sv: 'Bara lika högt som bordet: {cards} mot {table}; bara högre valör får följa.',
    en: 'Only as high as the table: {cards} against {table}; only a higher rank may follow.',
  },
} as const;
export type PresidentReason = keyof typeof PRESIDENT_REASONS;

/**
 * Typed against the options, presets and reasons in options.ts (`WORDS` there), so a missing word
 * fails the build; this file imports nothing of the game's, so the words stay a leaf.
 */
export const PRESIDENT_WORDS = {
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
  reasons: PRESIDENT_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
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
    boms: {
      nb: '{name} glemte å melde siste kort og blir boms.',
      sv: '{name} glömde att säga till om sista kortet och blir bom.',
      en: '{name} forgot the last-card call and becomes boms.',
    },
  },
  /** The titles its standings give (Game.titles), as they read in a result. */
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    give: { nb: 'Gi {cards}', sv: 'Ge {cards}', en: 'Give {cards}' },
    'give/short': { nb: 'Gi', sv: 'Ge', en: 'Give' },
  },
  titles: {
    president: { nb: 'president', sv: 'president', en: 'president' },
    'vice-president': { nb: 'visepresident', sv: 'vicepresident', en: 'vice-president' },
    'vice-boms': { nb: 'viseboms', sv: 'vicebom', en: 'vice-boms' },
    boms: { nb: 'boms', sv: 'bom', en: 'boms' },
  },
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
