import type { CardRuleOf } from '../../words/game-words';
import type { IdiotOptions } from './options';

/** What Idiot's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const IDIOT_CARD_RULES: readonly CardRuleOf<IdiotOptions>[] = [
  {
    what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
    does: {
      nb: 'Går på alt; etter en toer kan hva som helst legges.',
      sv: 'Går på allt; efter en tvåa får vad som helst läggas.',
      en: 'Goes on anything; after a two anything may be laid.',
    },
    example: {
      nb: 'På et ess legger du en toer; neste kan legge en treer.',
      sv: 'På ett ess lägger du en tvåa; nästa får lägga en trea.',
      en: 'On an ace you lay a two; the next may lay a three.',
    },
  },
  {
    what: { nb: 'Tier', sv: 'Tia', en: 'A ten' },
    does: {
      nb: 'Går på alt og brenner bunken; du legger igjen.',
      sv: 'Går på allt och bränner högen; du lägger igen.',
      en: 'Goes on anything and burns the pile; you play again.',
    },
    example: {
      nb: 'På en konge legger du en tier: bunken brennes, og du legger et nytt kort.',
      sv: 'På en kung lägger du en tia: högen bränns och du lägger ett nytt kort.',
      en: 'On a king you lay a ten: the pile burns and you lay another card.',
    },
  },
  {
    what: { nb: 'Fire like', sv: 'Fyra lika', en: 'Four of a rank' },
    does: {
      nb: 'Fire kort av én verdi øverst i bunken brenner den.',
      sv: 'Fyra kort av en valör överst i högen bränner den.',
      en: 'Four cards of one rank on top of the pile burn it.',
    },
    example: {
      nb: 'To sjuere ligger øverst; du legger to sjuere til: bunken brennes.',
      sv: 'Två sjuor ligger överst; du lägger två sjuor till: högen bränns.',
      en: 'Two sevens are on top; you add two more: the pile burns.',
    },
  },
  {
    what: { nb: 'Idioten', sv: 'Idioten', en: 'The idiot' },
    does: {
      nb: 'Den som sitter igjen med kort til slutt, er idioten.',
      sv: 'Den som sitter kvar med kort till sist är idioten.',
      en: 'The one left holding cards at the end is the idiot.',
    },
    example: {
      nb: 'Tre er ute; den fjerde har fortsatt kort og blir idioten.',
      sv: 'Tre är ute; den fjärde har fortfarande kort och blir idioten.',
      en: 'Three are out; the fourth still holds cards and is the idiot.',
    },
  },
];
