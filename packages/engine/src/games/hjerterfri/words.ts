import type { AnyGameWords } from '../../words/game-words';
import { HJERTERFRI_SETUP_WORDS } from './setup-words';

/**
 * Everything Hjerterfri says to the people at the table, in nb, sv and en: its name, how-to, options and
 * presets (setup-words.ts, spread in), refusals, log sentences, moves, rules-page cards and hint
 * reasons. This file imports nothing of the game's but its words, so the words stay a leaf; options.ts
 * types the setup words against the options.
 */

/** Why Hjerterfri refuses an action. `suit` is a suit letter, `n` and `count` numbers. */
export const HJERTERFRI_REASONS = {
  'already-passed': {
    nb: 'Du har valgt kortene du sender; spillet starter når alle har valgt.',
    sv: 'Du har valt korten du skickar; spelet börjar när alla har valt.',
    en: 'You have chosen the cards you pass; play starts when everyone has chosen.',
  },
  'pass-first': {
    nb: 'Velg først kortene du sender videre; første stikk starter når alle har valgt.',
    sv: 'Välj först korten du skickar vidare; första sticket börjar när alla har valt.',
    en: 'First choose the cards you pass on; the first trick starts when everyone has chosen.',
  },
  'pass-count': {
    nb: 'Send nøyaktig {count} kort, ikke {n}.',
    sv: 'Skicka exakt {count} kort, inte {n}.',
    en: 'Pass exactly {count} cards, not {n}.',
  },
  'no-pass-now': {
    nb: 'Kort sendes bare før første stikk, og ikke i runder uten sending.',
    sv: 'Kort skickas bara före första sticket, och inte i rundor utan skick.',
    en: 'Cards are passed only before the first trick, and not in a round without passing.',
  },
  'one-card': {
    nb: 'Legg nøyaktig ett kort i stikket.',
    sv: 'Lägg exakt ett kort i sticket.',
    en: 'Play exactly one card to the trick.',
  },
  'lead-two-clubs': {
    nb: 'Første stikk åpnes med kløver 2.',
    sv: 'Första sticket öppnas med klöver 2.',
    en: 'The first trick is led with the two of clubs.',
  },
  'follow-suit': {
    nb: 'Du må følge farge: legg {suit}.',
    sv: 'Du måste bekänna färg: lägg {suit}.',
    en: 'You must follow suit: play {suit}.',
  },
  'no-points-first-trick': {
    nb: 'I første stikk kan du ikke legge hjerter eller spar dame når du har andre kort.',
    sv: 'I första sticket får du inte lägga hjärter eller spader dam när du har andra kort.',
    en: 'In the first trick you may not play a heart or the queen of spades while you hold other cards.',
  },
  'hearts-not-broken': {
    nb: 'Hjerter kan ikke spilles ut før hjerter er brutt (med mindre du bare har hjerter).',
    sv: 'Hjärter får inte spelas ut förrän hjärter är brutet (om du inte bara har hjärter).',
    en: 'Hearts may not be led until hearts are broken (unless you hold only hearts).',
  },
  'cannot-act': {
    nb: 'Du kan ikke gjøre noe nå.',
    sv: 'Du kan inte göra något nu.',
    en: 'You cannot act now.',
  },
} as const;
export type HjerterfriReason = keyof typeof HJERTERFRI_REASONS;

/**
 * The table's own words (HJERTERFRI_WORDS.table), for the web's and the terminal's renderers: which way the
 * cards go this round (by `passBy`), the trick, the round's points and the match's length.
 */
const TABLE = {
  left: { nb: 'Send {n} kort til venstre', sv: 'Skicka {n} kort till vänster', en: 'Pass {n} cards left' },
  right: { nb: 'Send {n} kort til høyre', sv: 'Skicka {n} kort till höger', en: 'Pass {n} cards right' },
  across: {
    nb: 'Send {n} kort over bordet',
    sv: 'Skicka {n} kort över bordet',
    en: 'Pass {n} cards across',
  },
  none: { nb: 'Ingen sending denne runden', sv: 'Inget skick den här rundan', en: 'No passing this round' },
  broken: { nb: 'hjerter brutt', sv: 'hjärter brutet', en: 'hearts broken' },
  trick: { nb: 'Stikk', sv: 'Stick', en: 'Trick' },
  last: { nb: 'Forrige stikk', sv: 'Förra sticket', en: 'Last trick' },
  points: { nb: 'Poeng i runden', sv: 'Poäng i rundan', en: 'Points this round' },
  length: { nb: 'til {n} poeng', sv: 'till {n} poäng', en: 'to {n} points' },
  chosen: { nb: 'Du sender {cards}', sv: 'Du skickar {cards}', en: 'You pass {cards}' },
  got: { nb: 'Du fikk {cards}', sv: 'Du fick {cards}', en: 'You got {cards}' },
  waiting: {
    nb: 'Venter på at de andre velger kort å sende …',
    sv: 'Väntar på att de andra väljer kort att skicka …',
    en: 'Waiting for the others to choose their cards …',
  },
} as const;

export const HJERTERFRI_WORDS = {
  ...HJERTERFRI_SETUP_WORDS,
  reasons: HJERTERFRI_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); kinds are unique across games. */
  events: {
    'hearts-pass': {
      nb: '{name} valgte {cards} å sende.',
      sv: '{name} valde {cards} att skicka.',
      en: '{name} chose {cards} to pass.',
    },
    'hearts-passed': {
      nb: '{name} sendte {cards} til {target}.',
      sv: '{name} skickade {cards} till {target}.',
      en: '{name} passed {cards} to {target}.',
    },
    'hearts-trick': {
      nb: '{name} tok stikket ({n} poeng).',
      sv: '{name} tog sticket ({n} poäng).',
      en: '{name} took the trick ({n} points).',
    },
    'hearts-broken': { nb: 'Hjerter er brutt.', sv: 'Hjärter är brutet.', en: 'Hearts are broken.' },
    'hearts-moon': {
      nb: '{name} tok alle hjerter og spar dame!',
      sv: '{name} tog alla hjärter och spader dam!',
      en: '{name} shot the moon: every heart and the queen of spades!',
    },
  },
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    'pass-cards': { nb: 'Send {cards}', sv: 'Skicka {cards}', en: 'Pass {cards}' },
    'pass-cards/short': { nb: 'Send', sv: 'Skicka', en: 'Pass' },
  },
  titles: {},
  table: TABLE,
} satisfies AnyGameWords;

/** Why a hinted move is good (reasons.ts gives the codes; words/why.ts lists them under the game). */
export const HJERTERFRI_WHY_WORDS = {
  'passes-danger': {
    nb: 'Sender {cards} videre: høye spar og hjerter er det som tar poeng.',
    sv: 'Skickar {cards} vidare: höga spader och hjärter är det som tar poäng.',
    en: 'Passes {cards} on: high spades and hearts are what take points.',
  },
  ducks: {
    nb: 'Legger under {card} som ligger høyest, så stikket går til en annen.',
    sv: 'Lägger under {card} som ligger högst, så sticket går till någon annan.',
    en: 'Plays under the {card} on top, so the trick goes to someone else.',
  },
  'dumps-queen': {
    nb: 'Kaster spar dame når du ikke kan følge farge.',
    sv: 'Slänger spader dam när du inte kan bekänna färg.',
    en: 'Throws the queen of spades while you cannot follow suit.',
  },
  'dumps-high': {
    nb: 'Blir kvitt {card} mens du ikke kan følge farge.',
    sv: 'Blir av med {card} medan du inte kan bekänna färg.',
    en: 'Gets rid of the {card} while you cannot follow suit.',
  },
  'leads-low': {
    nb: 'Spiller ut lavt: {card} tar sjelden stikket.',
    sv: 'Spelar ut lågt: {card} tar sällan sticket.',
    en: 'Leads low: the {card} seldom takes the trick.',
  },
} as const;
