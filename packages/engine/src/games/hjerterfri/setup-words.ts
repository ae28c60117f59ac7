import type { AnySetupWords } from '../../words/game-words';

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
const TARGET = {
  label: { nb: 'Spill til', sv: 'Spela till', en: 'Play to' },
  describe: {
    nb: 'Partiet slutter etter runden der noen når så mange poeng; færrest poeng vinner.',
    sv: 'Partiet slutar efter rundan där någon når så många poäng; minst poäng vinner.',
    en: 'The match ends after the round in which someone reaches this many points; the fewest wins.',
  },
};

export const HJERTERFRI_SETUP_WORDS = {
  name: { nb: 'Hjerterfri', sv: 'Hjärterfri', en: 'Hjerterfri (Hearts)' },
  howTo: {
    nb: 'Unngå hjerter og spar dame! Send tre kort videre, så åpner kløver 2. Følg farge; høyeste kort i fargen som ble spilt ut, tar stikket. Hvert hjerter er 1 poeng, spar dame 13. Tar du alle, får de andre 26. Ved 100 poeng er det slutt, og færrest poeng vinner.',
    sv: 'Undvik hjärter och spader dam! Skicka tre kort vidare, sedan öppnar klöver 2. Bekänn färg; högsta kortet i utspelad färg tar sticket. Varje hjärter är 1 poäng, spader dam 13. Tar du alla får de andra 26. Vid 100 poäng är det slut, och minst poäng vinner.',
    en: 'Avoid hearts and the queen of spades! Pass three cards on, then the two of clubs leads. Follow suit; the highest card of the suit led takes the trick. Each heart is 1 point, the queen of spades 13. Take them all and the others get 26. At 100 points the match ends, and the fewest points win.',
  },
  options: {
    passCount: {
      label: { nb: 'Kort som sendes', sv: 'Kort som skickas', en: 'Cards passed' },
      describe: {
        nb: 'Hvor mange kort hver spiller sender videre før første stikk.',
        sv: 'Hur många kort varje spelare skickar vidare före första sticket.',
        en: 'How many cards each player passes on before the first trick.',
      },
    },
    passing: {
      label: { nb: 'Sending', sv: 'Skick', en: 'Passing' },
      describe: {
        nb: 'Hvilken vei kortene sendes: til venstre, høyre, over bordet og ingen, på omgang; alltid til venstre; eller aldri.',
        sv: 'Åt vilket håll korten skickas: vänster, höger, över bordet och inget, i tur och ordning; alltid vänster; eller aldrig.',
        en: 'Which way the cards go: left, right, across and none in turn; always left; or never.',
      },
      values: {
        cycle: { nb: 'på omgang', sv: 'i tur och ordning', en: 'in turn' },
        left: { nb: 'alltid til venstre', sv: 'alltid vänster', en: 'always left' },
        none: { nb: 'ingen sending', sv: 'inget skick', en: 'no passing' },
      },
    },
    firstTrickPoints: {
      label: { nb: 'Poeng i første stikk', sv: 'Poäng i första sticket', en: 'Points in the first trick' },
      describe: {
        nb: 'Om hjerter og spar dame kan legges i første stikk av en som ikke kan følge farge.',
        sv: 'Om hjärter och spader dam får läggas i första sticket av den som inte kan bekänna.',
        en: 'Whether a player who cannot follow may play a heart or the queen of spades in the first trick.',
      },
    },
    queenBreaksHearts: {
      label: { nb: 'Spar dame bryter hjerter', sv: 'Spader dam bryter hjärter', en: 'Queen breaks hearts' },
      describe: {
        nb: 'Når spar dame er spilt, kan hjerter spilles ut, som om et hjerter var spilt.',
        sv: 'När spader dam är spelad får hjärter spelas ut, som om ett hjärter var spelat.',
        en: 'Once the queen of spades is played, hearts may be led, as after a heart.',
      },
    },
    jackOfDiamonds: {
      label: { nb: 'Ruter knekt −10', sv: 'Ruter knekt −10', en: 'Jack of diamonds −10' },
      describe: {
        nb: 'Den som tar ruter knekt, trekker fra 10 poeng.',
        sv: 'Den som tar ruter knekt drar av 10 poäng.',
        en: 'Whoever takes the jack of diamonds scores 10 points less.',
      },
    },
    moon: {
      label: { nb: 'Ta alle', sv: 'Ta alla', en: 'Shooting the moon' },
      describe: {
        nb: 'Når én spiller tar alle hjerter og spar dame: de andre får 26, spilleren trekker fra 26, eller poengene står.',
        sv: 'När en spelare tar alla hjärter och spader dam: de andra får 26, spelaren drar av 26, eller poängen står.',
        en: 'When one player takes every heart and the queen of spades: the others score 26, that player scores −26, or the points stand.',
      },
      values: {
        others: { nb: 'de andre får 26', sv: 'de andra får 26', en: 'others score 26' },
        minus: { nb: 'du får −26', sv: 'du får −26', en: 'you score −26' },
        none: { nb: 'poengene står', sv: 'poängen står', en: 'points stand' },
      },
    },
    targetScore: TARGET,
  },
  presets: {
    standard: { nb: 'Hjerterfri', sv: 'Hjärterfri', en: 'Hjerterfri' },
    omnibus: { nb: 'Med ruter knekt', sv: 'Med ruter knekt', en: 'Omnibus (jack of diamonds)' },
    'no-passing': { nb: 'Uten sending', sv: 'Utan skick', en: 'No passing' },
  },
  checks: {},
} satisfies AnySetupWords;
