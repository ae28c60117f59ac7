import type { CardRuleOf } from '../../words/game-words';
import type { ViggoOptions } from './options';

/** What Viggo's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const VIGGO_CARD_RULES: readonly CardRuleOf<ViggoOptions>[] = [
  {
    what: { nb: 'Kløver 3', sv: 'Klöver 3', en: 'The three of clubs' },
    does: {
      nb: 'Slår alle andre kort; av to ellers like kombinasjoner er den med kløver 3 høyest.',
      sv: 'Slår alla andra kort; av två annars lika kombinationer är den med klöver 3 högst.',
      en: 'Beats every other card; of two otherwise equal combinations, the one holding it is higher.',
    },
    example: {
      nb: 'Et par treere med kløver 3 slår et par treere uten.',
      sv: 'Ett par treor med klöver 3 slår ett par treor utan.',
      en: 'A pair of threes with the three of clubs beats a pair of threes without it.',
    },
  },
  {
    what: { nb: 'Rekke', sv: 'Stege', en: 'A sequence' },
    does: {
      nb: 'Nøyaktig fem kort i rad i Viggo-rekkefølgen (4 lavest, 3 høyest); slås bare av en høyere rekke.',
      sv: 'Exakt fem kort i följd i Viggo-ordningen (4 lägst, 3 högst); slås bara av en högre stege.',
      en: 'Exactly five cards in a row in the Viggo order (4 lowest, 3 highest); beaten only by a higher sequence.',
    },
    example: {
      nb: '6-7-8-9-10 slår 5-6-7-8-9, men ikke et par.',
      sv: '6-7-8-9-10 slår 5-6-7-8-9, men inte ett par.',
      en: '6-7-8-9-10 beats 5-6-7-8-9, but not a pair.',
    },
  },
];
