import type { Text } from '@kortbord/engine';

/**
 * The words of the table's own rules a new player met (issue 39): the move the turn clock made, the
 * shorter clock of a player who is away, ending a match by agreement, and the waiting room (its
 * game and house rules, leaving it, a full table). Part of TABLE_WORDS (table.ts spreads them in).
 */
export const TABLE_RULES_WORDS = {
  // The turn clock
  logClock: { nb: 'Tiden gikk ut: {line}', sv: 'Tiden tog slut: {line}', en: 'Time ran out: {line}' },
  awayClock: { nb: 'borte: {time} per trekk', sv: 'borta: {time} per drag', en: 'away: {time} a move' },
  awayClockMine: {
    nb: 'Borte: {time} per trekk til du gjør et trekk selv',
    sv: 'Borta: {time} per drag tills du gör ett drag själv',
    en: 'Away: {time} a move until you make a move yourself',
  },
  awayClockHelp: {
    nb: 'Tiden gikk ut, og en robot gjorde trekket. Til spilleren gjør et trekk selv, er tiden en fjerdedel så lang.',
    sv: 'Tiden tog slut och en robot gjorde draget. Tills spelaren gör ett drag själv är tiden en fjärdedel så lång.',
    en: 'Time ran out and a bot made the move. Until the player makes a move themselves, the time is a quarter as long.',
  },
  // Ending a match by agreement
  endAsk: {
    nb: 'Avslutte partiet nå?',
    sv: 'Avsluta partiet nu?',
    en: 'End the match now?',
  },
  endAskAgree: {
    nb: 'Det avsluttes når alle ved bordet har bedt om det.',
    sv: 'Det avslutas när alla vid bordet har bett om det.',
    en: 'It ends once everyone at the table has asked.',
  },
  endAskNoRound: {
    nb: 'Ingen runde er ferdigspilt, så partiet ender uten vinner.',
    sv: 'Ingen runda är färdigspelad, så partiet slutar utan vinnare.',
    en: 'No round has been finished, so the match ends without a winner.',
  },
  endAskOneRound: {
    nb: 'Stillingen etter den ene ferdigspilte runden blir resultatet.',
    sv: 'Ställningen efter den enda färdigspelade rundan blir resultatet.',
    en: 'The standing after the one finished round is the result.',
  },
  endAskRounds: {
    nb: 'Stillingen etter de {n} ferdigspilte rundene blir resultatet.',
    sv: 'Ställningen efter de {n} färdigspelade rundorna blir resultatet.',
    en: 'The standing after the {n} finished rounds is the result.',
  },
  endAskCut: {
    nb: 'Runden som spilles nå, teller ikke.',
    sv: 'Rundan som spelas nu räknas inte.',
    en: 'The round being played does not count.',
  },
  endYes: { nb: 'Ja, avslutt', sv: 'Ja, avsluta', en: 'Yes, end it' },
  endNo: { nb: 'Nei, spill videre', sv: 'Nej, spela vidare', en: 'No, play on' },
  endedNoRound: {
    nb: 'Partiet ble avsluttet før første runde var ferdig – ingen vinner.',
    sv: 'Partiet avslutades innan första rundan var färdig – ingen vinnare.',
    en: 'The match was ended before the first round was finished – no winner.',
  },
  endedAfterOne: {
    nb: 'Partiet ble avsluttet etter én runde.',
    sv: 'Partiet avslutades efter en runda.',
    en: 'The match was ended after one round.',
  },
  endedAfterN: {
    nb: 'Partiet ble avsluttet etter {n} runder.',
    sv: 'Partiet avslutades efter {n} rundor.',
    en: 'The match was ended after {n} rounds.',
  },
  // The waiting room
  tableRules: { nb: 'Husregler: {rules}', sv: 'Husregler: {rules}', en: 'House rules: {rules}' },
  tableRulesStandard: {
    nb: 'Vanlige regler, uten husregler',
    sv: 'Vanliga regler, utan husregler',
    en: 'Standard rules, no house rules',
  },
  tableFull: {
    nb: 'Bordet er fullt. Du kan se på i stedet.',
    sv: 'Bordet är fullt. Du kan titta på i stället.',
    en: 'The table is full. You can watch instead.',
  },
} satisfies Record<string, Text>;
