import type { AnySetupWords } from '../../words/game-words';

/**
 * What the front page shows of this game before a table is made: its name, how-to, options and
 * presets, and the refusals its option checks give (options.ts `checkOptions`). Its own module, out
 * of words.ts, so the front page's chunk carries these and not the log's and the rules' words
 * (issue 36); words.ts spreads them in, so GAME_WORDS has them all the same.
 */
export const VIGGO_SETUP_WORDS = {
  name: { nb: 'Viggo', sv: 'Viggo', en: 'Viggo' },
  howTo: {
    nb: 'Bli først kvitt kortene. Spill enkeltkort, par, tress, firlinger eller fem på rad; neste må slå med samme slags, høyere. Rekkefølgen går fra 4 opp til ess, så 2 og 3, og kløver 3 slår alt. Hvert kort du sitter igjen med er et straffepoeng; den som når {targetScore}, har tapt.',
    sv: 'Bli först av med korten. Spela ensamma kort, par, tretal, fyrtal eller fem i följd; nästa måste slå med samma sort, högre. Ordningen går från 4 upp till ess, sedan 2 och 3, och klöver 3 slår allt. Varje kort kvar på handen är ett straffpoäng; den som når {targetScore} har förlorat.',
    en: 'Be first to get rid of your cards. Play singles, pairs, threes, fours or runs of five; the next player must beat it with the same kind, higher. Ranks run from 4 up to ace, then 2 and 3, and the three of clubs beats everything. Each card left is a penalty point; whoever reaches {targetScore} loses.',
  },
  options: {
    passIsFinal: {
      label: { nb: 'Pass gjelder stikket', sv: 'Pass gäller sticket', en: 'A pass is final' },
      describe: {
        nb: 'Den som har passet, står over resten av stikket.',
        sv: 'Den som har passat står över resten av sticket.',
        en: 'A player who has passed sits out the rest of the trick.',
      },
    },
    targetScore: {
      label: { nb: 'Tapsgrense', sv: 'Förlustgräns', en: 'Losing score' },
      describe: {
        nb: 'Kampen er over når en spiller når så mange straffepoeng; den spilleren taper.',
        sv: 'Matchen är slut när en spelare når så många straffpoäng; den spelaren förlorar.',
        en: 'The match ends when a player reaches this many penalty points; that player loses.',
      },
    },
  },
  presets: {
    viggo: { nb: 'Viggo', sv: 'Viggo', en: 'Viggo' },
    'pass-is-final': {
      nb: 'Pass gjelder hele stikket',
      sv: 'Pass gäller hela sticket',
      en: 'A pass lasts the trick',
    },
  },
  checks: {},
} satisfies AnySetupWords;
