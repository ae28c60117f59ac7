import type { AnySetupWords } from '../../words/game-words';

/** The refusals the game's option checks give (options.ts `checkOptions`), as the front page says them. */
export const TUFFA_SETUP_CHECKS = {
  'deck-too-small': {
    nb: 'Stokken har {total} kort; {players} spillere trenger minst {need} for å få sju hver.',
    sv: 'Leken har {total} kort; {players} spelare behöver minst {need} för att få sju var.',
    en: 'The deck has {total} cards; {players} players need at least {need} to be dealt seven each.',
  },
} as const;
export type TuffaCheck = keyof typeof TUFFA_SETUP_CHECKS;

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
export const TUFFA_SETUP_WORDS = {
  name: { nb: 'Tuffa Viktor', sv: 'Tuffa Viktor', en: 'Tuffa Viktor' },
  howTo: {
    nb: 'Samle flest glass! Legg glaskort i grupper, like tall eller på rad, og sikre dem med Tuffa Viktor. Stjel andres grupper med Vivan, ta kort med Indrivaren, og svar med Smockan eller Arrestering. Bare sikrede glass teller; først til {targetScore} vinner.',
    sv: 'Samla flest glas! Lägg glaskort i grupper, samma nummer eller i följd, och säkra dem med Tuffa Viktor. Stjäl andras grupper med Vivan, ta kort med Indrivaren och svara med Smockan eller Arrestering. Bara säkrade glas räknas; först till {targetScore} vinner.',
    en: 'Collect the most glasses! Lay glass cards in groups, equal numbers or in a row, and secure them with Tuffa Viktor. Steal groups with Vivan, take cards with Indrivaren, and answer with Smockan or Arrestering. Only secured glasses count; first to {targetScore} wins.',
  },
  options: {
    deck: {
      label: { nb: 'Kortstokken', sv: 'Kortleken', en: 'The deck' },
      describe: {
        nb: 'Hvor mange det er av hvert kort i stokken.',
        sv: 'Hur många det finns av varje kort i leken.',
        en: 'How many of each card the deck holds.',
      },
    },
    targetScore: {
      label: { nb: 'Glass for å vinne', sv: 'Glas för att vinna', en: 'Glasses to win' },
      describe: {
        nb: 'Kampen er over når noen har sikret så mange glass til sammen over rundene.',
        sv: 'Matchen är slut när någon har säkrat så många glas sammanlagt över rundorna.',
        en: 'The match is over when someone has secured this many glasses in total over the rounds.',
      },
    },
  },
  presets: {
    'tuffa-viktor': { nb: 'Tuffa Viktor', sv: 'Tuffa Viktor', en: 'Tuffa Viktor' },
    snabb: { nb: 'Rask (100 glass)', sv: 'Snabb (100 glas)', en: 'Quick (100 glasses)' },
  },
  checks: TUFFA_SETUP_CHECKS,
} satisfies AnySetupWords;
