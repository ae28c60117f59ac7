import type { Text } from './lang';

/** Why a request about today's deal (issue 35) was refused: the reasons of the server's `daily-refused`. */
export const DAILY_REASONS = {
  'daily-already-played': {
    nb: 'Du har allerede spilt dagens giv i dette spillet. Tidligere dager kan du spille for å øve.',
    sv: 'Du har redan spelat dagens giv i det här spelet. Tidigare dagar kan du spela för att öva.',
    en: "You have already played today's deal in this game. You can play earlier days for practice.",
  },
  'daily-play-first': {
    nb: 'Spill denne given først: resultatlista, spillfila og de andres spill åpnes når du har spilt den, eller når dagen er over.',
    sv: 'Spela den här given först: resultatlistan, spelfilen och de andras spel öppnas när du har spelat den, eller när dagen är slut.',
    en: "Play this deal first: its results, its record and others' play open once you have played it, or when the day is over.",
  },
  'daily-future-day': {
    nb: 'Den dagens giv er ikke delt ut ennå.',
    sv: 'Den dagens giv är inte utdelad än.',
    en: "That day's deal has not been dealt yet.",
  },
  'daily-too-old': {
    nb: 'Du kan øve på giv fra de siste {n} dagene.',
    sv: 'Du kan öva på givar från de senaste {n} dagarna.',
    en: 'You can practise the deals of the last {n} days.',
  },
  'daily-one-match': {
    nb: 'Dagens giv er ett parti. Vil du spille igjen, kan du øve på den når dagen er over.',
    sv: 'Dagens giv är ett parti. Vill du spela igen kan du öva på den när dagen är slut.',
    en: "Today's deal is one match. To play it again, practise it once the day is over.",
  },
  'daily-alone': {
    nb: 'Dagens giv spilles alene mot datamaskinen: ingen andre kan sette seg eller se på.',
    sv: 'Dagens giv spelas ensam mot datorn: ingen annan kan sätta sig eller titta på.',
    en: "Today's deal is played alone against the computer: nobody else can sit down or watch.",
  },
} as const satisfies Record<string, Text>;

/**
 * The name a guest's seat at a daily table gets (a guest gives none). Stored once, in bokmål, as
 * FORMER_PLAYER is: the server knows no reader's language.
 */
export const DAILY_GUEST: Text = { nb: 'Gjest', sv: 'Gäst', en: 'Guest' };
