import type { Text } from './lang';

/**
 * The words of the table's own rules a new player met (issue 39): the move the turn clock made and the
 * shorter clock of a player who is away. Part of TABLE_WORDS (table.ts spreads them in).
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
} satisfies Record<string, Text>;
