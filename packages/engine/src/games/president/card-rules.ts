import type { CardRuleOf } from '../../words/game-words';
import type { PresidentOptions } from './options';

/** What President's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const PRESIDENT_CARD_RULES: readonly CardRuleOf<PresidentOptions>[] = [
  {
    what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
    does: {
      nb: 'Høyeste verdi: bare flere toere kan følge.',
      sv: 'Högsta valören: bara fler tvåor kan följa.',
      en: 'The highest rank: only more twos can follow.',
    },
    example: {
      nb: 'Et par ess slås av et par toere.',
      sv: 'Ett par ess slås av ett par tvåor.',
      en: 'A pair of aces is beaten by a pair of twos.',
    },
  },
  {
    what: { nb: 'Kløver 3', sv: 'Klöver 3', en: 'The three of clubs' },
    does: {
      nb: 'Spilles alene på hva som helst og rydder bunken; den som la den, spiller ut igjen.',
      sv: 'Spelas ensam på vad som helst och rensar högen; den som lade den spelar ut igen.',
      en: 'Played alone on anything, it clears the pile; its player leads again.',
    },
    example: {
      nb: 'På tre konger legger du kløver 3: bunken ryddes, og du spiller ut.',
      sv: 'På tre kungar lägger du klöver 3: högen rensas och du spelar ut.',
      en: 'On three kings you lay the three of clubs: the pile is cleared and you lead.',
    },
    when: { option: 'clubThree', is: [true] },
  },
  {
    what: { nb: 'Fire like', sv: 'Fyra lika', en: 'Four of a rank' },
    does: {
      nb: 'Fire kort av én verdi på rad i bunken brenner den.',
      sv: 'Fyra kort av en valör i rad i högen bränner den.',
      en: 'Four cards of one rank in a row on the pile burn it.',
    },
    example: {
      nb: 'Konge, konge fra neste, så et par konger: bunken brennes.',
      sv: 'Kung, kung från nästa, sedan ett par kungar: högen bränns.',
      en: 'A king, a king from the next player, then a pair of kings: the pile burns.',
    },
  },
];
