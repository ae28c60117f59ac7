import type { Text } from '@kortbord/engine';

/**
 * Today's deal (issue 35) on the front page and at its table: the few words the front page's
 * chunk carries (spread into TABLE_WORDS). The field page's own words are in daily-page.ts.
 */
export const DAILY_FRONT_WORDS = {
  dailyTitle: { nb: 'Dagens giv', sv: 'Dagens giv', en: "Today's deal" },
  dailyAbout: {
    nb: 'De samme kortene for alle i dag, mot de samme robotene (vanskelig). Etterpå ser du hvor du havnet blant alle som har spilt.',
    sv: 'Samma kort för alla i dag, mot samma robotar (svåra). Efteråt ser du var du hamnade bland alla som har spelat.',
    en: 'The same cards for everyone today, against the same bots (hard). Afterwards you see where you stand among everyone who played.',
  },
  dailyPlay: { nb: 'Spill', sv: 'Spela', en: 'Play' },
  dailyGoOn: { nb: 'Spill videre', sv: 'Spela vidare', en: 'Carry on' },
  dailyPlace: { nb: 'Nr. {rank} av {n}', sv: 'Nr {rank} av {n}', en: 'No. {rank} of {n}' },
  dailyPlayers: { nb: 'har spilt: {n}', sv: 'har spelat: {n}', en: 'played so far: {n}' },
  dailySeeField: { nb: 'Se hvordan alle gjorde det', sv: 'Se hur alla gjorde', en: 'See how everyone did' },
  dailyStreak: { nb: 'Dager på rad: {n}', sv: 'Dagar i rad: {n}', en: 'Days in a row: {n}' },
  dailyStreakAlive: {
    nb: 'Spill i dag for å holde rekken i live.',
    sv: 'Spela i dag för att hålla sviten vid liv.',
    en: 'Play today to keep the run going.',
  },
  dailyNext: { nb: 'Ny giv om {time}', sv: 'Ny giv om {time}', en: 'Next deal in {time}' },
  dailyHours: { nb: '{h} t {m} min', sv: '{h} tim {m} min', en: '{h} h {m} min' },
  dailyMinutes: { nb: '{m} min', sv: '{m} min', en: '{m} min' },
  dailyAtTable: {
    nb: 'Dagens giv: alle får de samme kortene i dag.',
    sv: 'Dagens giv: alla får samma kort i dag.',
    en: "Today's deal: everyone gets these same cards today.",
  },
  dailyPracticeAtTable: {
    nb: 'Øving på en tidligere dags giv: teller ikke på resultatlista.',
    sv: 'Övning på en tidigare dags giv: räknas inte i resultatlistan.',
    en: "Practice on an earlier day's deal: it does not count in the results.",
  },
  dailyToField: {
    nb: 'Se plassen din blant alle',
    sv: 'Se din plats bland alla',
    en: 'See your place among everyone',
  },
} as const satisfies Record<string, Text>;
