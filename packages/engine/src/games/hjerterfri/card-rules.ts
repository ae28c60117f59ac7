import type { CardRuleOf } from '../../words/game-words';
import type { HjerterfriOptions } from './options';

/** What Hjerterfri's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const HJERTERFRI_CARD_RULES: readonly CardRuleOf<HjerterfriOptions>[] = [
  {
    what: { nb: 'Hjerter', sv: 'Hjärter', en: 'Hearts' },
    does: {
      nb: 'Hvert hjerter du tar i et stikk, er 1 straffepoeng; hjerter kan ikke spilles ut før et hjerter er lagt i et tidligere stikk.',
      sv: 'Varje hjärter du tar i ett stick är 1 straffpoäng; hjärter får inte spelas ut förrän ett hjärter lagts i ett tidigare stick.',
      en: 'Each heart you take in a trick is 1 penalty point; hearts may not be led until one was played to an earlier trick.',
    },
    example: {
      nb: 'Du tar et stikk med tre hjerter: 3 poeng.',
      sv: 'Du tar ett stick med tre hjärter: 3 poäng.',
      en: 'You take a trick holding three hearts: 3 points.',
    },
  },
  {
    what: { nb: 'Spar dame', sv: 'Spader dam', en: 'The queen of spades' },
    does: {
      nb: 'Den som tar henne, får 13 straffepoeng.',
      sv: 'Den som tar henne får 13 straffpoäng.',
      en: 'Whoever takes her scores 13 penalty points.',
    },
    example: {
      nb: 'Du kan ikke følge ruter og kaster spar dame; den som vant stikket, får 13.',
      sv: 'Du kan inte bekänna ruter och slänger spader dam; den som tog sticket får 13.',
      en: 'You cannot follow diamonds and throw the queen of spades; the trick’s winner scores 13.',
    },
  },
  {
    what: { nb: 'Kløver 2', sv: 'Klöver 2', en: 'The two of clubs' },
    does: {
      nb: 'Den som har kløver 2, spiller den ut i første stikk.',
      sv: 'Den som har klöver 2 spelar ut den i första sticket.',
      en: 'Its holder leads it to the first trick.',
    },
    example: {
      nb: 'I første stikk kan ingen kaste poengkort når de har andre kort.',
      sv: 'I första sticket får ingen slänga poängkort när de har andra kort.',
      en: 'In the first trick nobody may throw a point card while holding another.',
    },
  },
  {
    what: { nb: 'Ta alle', sv: 'Ta alla', en: 'Shooting the moon' },
    does: {
      nb: 'Tar én spiller alle hjerter og spar dame, får hver av de andre 26 poeng og spilleren 0.',
      sv: 'Tar en spelare alla hjärter och spader dam får var och en av de andra 26 poäng och spelaren 0.',
      en: 'If one player takes every heart and the queen of spades, each other player scores 26 and that player 0.',
    },
    example: {
      nb: 'Fire spillere: du tar alt, de tre andre får 26 hver.',
      sv: 'Fyra spelare: du tar allt, de tre andra får 26 var.',
      en: 'Four players: you take everything, the other three score 26 each.',
    },
    when: { option: 'moon', not: ['none'] },
  },
  {
    what: { nb: 'Ruter knekt', sv: 'Ruter knekt', en: 'The jack of diamonds' },
    does: {
      nb: 'Den som tar ruter knekt, trekker fra 10 poeng.',
      sv: 'Den som tar ruter knekt drar av 10 poäng.',
      en: 'Whoever takes it scores 10 points less.',
    },
    example: {
      nb: 'Du tar spar dame og ruter knekt: 13 − 10 = 3 poeng.',
      sv: 'Du tar spader dam och ruter knekt: 13 − 10 = 3 poäng.',
      en: 'You take the queen of spades and the jack of diamonds: 13 − 10 = 3 points.',
    },
    when: { option: 'jackOfDiamonds', is: [true] },
  },
];
