import type { Text } from '@kortbord/engine';

/**
 * The front page's words from issue 39: a bot level's strength as a family reads it (the measured
 * figures stay in `levelWins`, for a tooltip), a number field's allowed range said when it is not
 * kept, and why hints are off at a table of friends. Part of TABLE_WORDS (table.ts spreads them in).
 */
export const FRONT_WORDS = {
  levelWinsPlain: {
    nb: 'Vinner {share} mot {against} (like gode spillere vinner 1 av 4).',
    sv: 'Vinner {share} mot {against} (lika bra spelare vinner 1 av 4).',
    en: 'Wins {share} against {against} (equal players win 1 in 4).',
  },
  share_about: {
    nb: 'omtrent {n} av {of} runder',
    sv: 'ungefär {n} av {of} rundor',
    en: 'about {n} in {of} rounds',
  },
  share_half: {
    nb: 'omtrent halvparten av rundene',
    sv: 'ungefär hälften av rundorna',
    en: 'about half the rounds',
  },
  share_almostAll: { nb: 'nesten alle rundene', sv: 'nästan alla rundor', en: 'almost every round' },
  share_almostNone: { nb: 'nesten ingen runder', sv: 'nästan inga rundor', en: 'hardly any rounds' },
  vs_random: {
    nb: 'tre roboter som spiller på måfå',
    sv: 'tre robotar som spelar på måfå',
    en: 'three bots that play at random',
  },
  vs_easy: { nb: 'tre lette roboter', sv: 'tre lätta robotar', en: 'three easy bots' },
  vs_medium: { nb: 'tre middels roboter', sv: 'tre robotar på medelnivå', en: 'three medium bots' },
  vs_hard: { nb: 'tre vanskelige roboter', sv: 'tre svåra robotar', en: 'three hard bots' },
  vs_expert: { nb: 'tre ekspertroboter', sv: 'tre expertrobotar', en: 'three expert bots' },
  intSnapped: {
    nb: 'Bare hele tall fra {min} til {max} går, så {typed} ble til {value}.',
    sv: 'Bara heltal från {min} till {max} går, så {typed} blev {value}.',
    en: 'Only whole numbers from {min} to {max} are allowed, so {typed} became {value}.',
  },
  intEmpty: {
    nb: 'Feltet var tomt, så det står fortsatt {value} ({min}–{max}).',
    sv: 'Fältet var tomt, så det står kvar på {value} ({min}–{max}).',
    en: 'The field was empty, so it stays at {value} ({min}–{max}).',
  },
  hintsOffWithPeople: {
    nb: 'Tips er av når to eller flere personer spiller. Kryss av her hvis alle ved bordet skal kunne be om tips.',
    sv: 'Tips är av när två eller fler personer spelar. Kryssa i här om alla vid bordet ska kunna be om tips.',
    en: 'Hints are off when two or more people play. Tick here if everyone at the table may ask for hints.',
  },
} satisfies Record<string, Text>;
