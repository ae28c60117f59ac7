import type { CardRuleOf } from '../../words/game-words';
import type { VriOptions } from './options';

/** What Vri åtter's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const VRI_CARD_RULES: readonly CardRuleOf<VriOptions>[] = [
  {
    what: { nb: 'Åtter', sv: 'Åtta', en: 'An eight' },
    does: {
      nb: 'Passer på alt; du velger fargen som gjelder videre.',
      sv: 'Passar på allt; du väljer färgen som gäller sedan.',
      en: 'Fits on anything; you name the suit that follows.',
    },
    example: {
      nb: 'Øverst ligger hjerter 5; du legger spar 8 og velger ruter: neste må legge ruter (eller en åtter).',
      sv: 'Överst ligger hjärter 5; du lägger spader 8 och väljer ruter: nästa måste lägga ruter (eller en åtta).',
      en: 'The five of hearts is on top; you lay the eight of spades and name diamonds: the next must lay diamonds (or an eight).',
    },
  },
  {
    what: { nb: 'Første tur', sv: 'Första turen', en: 'The first turn' },
    does: {
      nb: 'I sin første tur i runden kan ingen legge en åtter.',
      sv: 'I sin första tur i rundan får ingen lägga en åtta.',
      en: 'On their first turn of the round nobody may lay an eight.',
    },
    example: {
      nb: 'Du har bare en åtter som passer i første tur: du må trekke.',
      sv: 'Du har bara en åtta som passar på första turen: du måste dra.',
      en: 'Your only fitting card on your first turn is an eight: you must draw.',
    },
    when: { option: 'firstTurn', is: ['suit-only', 'no-eight'] },
  },
  {
    what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
    does: {
      nb: 'Neste må trekke to kort, eller svare med en toer så straffen går videre.',
      sv: 'Nästa måste dra två kort, eller svara med en tvåa så att straffen går vidare.',
      en: 'The next player draws two cards, or answers with a two and passes the penalty on.',
    },
    example: {
      nb: 'Du legger en toer, neste svarer med en toer: spilleren etter må trekke fire.',
      sv: 'Du lägger en tvåa, nästa svarar med en tvåa: spelaren efter måste dra fyra.',
      en: 'You lay a two, the next answers with a two: the player after draws four.',
    },
    when: { option: 'twoPenalty', is: [true] },
  },
  {
    what: { nb: 'Ess', sv: 'Ess', en: 'An ace' },
    does: {
      nb: 'Med husregelen for esset: neste trekker, alle andre trekker, eller retningen snur.',
      sv: 'Med husregeln för esset: nästa drar, alla andra drar, eller riktningen vänds.',
      en: 'With the house rule for the ace: the next draws, all others draw, or play turns round.',
    },
    example: {
      nb: 'Med «neste trekker» legger du et ess, og neste må trekke; det kan ikke besvares med en toer.',
      sv: 'Med «nästa drar» lägger du ett ess och nästa måste dra; det kan inte besvaras med en tvåa.',
      en: 'With “next player draws” you lay an ace and the next must draw; no two answers it.',
    },
    when: { option: 'ace', not: ['normal'] },
  },
  {
    what: { nb: 'Dame', sv: 'Dam', en: 'A queen' },
    does: {
      nb: 'Neste spiller står over.',
      sv: 'Nästa spelare står över.',
      en: 'The next player is skipped.',
    },
    example: {
      nb: 'Du legger en dame: spilleren etter neste har tur.',
      sv: 'Du lägger en dam: spelaren efter nästa har tur.',
      en: 'You lay a queen: the player after the next has the turn.',
    },
    when: { option: 'queenSkips', is: [true] },
  },
];
