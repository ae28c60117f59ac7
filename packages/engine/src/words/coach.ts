import type { Text } from './lang';

/**
 * The coach's words (issue 17): its button, its progress, the four marks a decision can get and the
 * line that names the better move. Spread into TABLE_WORDS, so the page and the terminal read them
 * from the one catalogue. The marks follow the chess words each language uses (bukk, tabbe,
 * blunder): good < inaccuracy < mistake < blunder.
 */
export const COACH_WORDS = {
  coach: { nb: 'Trener', sv: 'Tränare', en: 'Coach' },
  coachAsk: {
    nb: 'Be treneren se gjennom valgene',
    sv: 'Be tränaren gå igenom valen',
    en: 'Ask the coach to go through the decisions',
  },
  coachRunning: {
    nb: 'Treneren ser gjennom valgene … {done} av {total}',
    sv: 'Tränaren går igenom valen … {done} av {total}',
    en: 'The coach is going through the decisions … {done} of {total}',
  },
  /** At round-over on a server's table: the seat's own marks of the round just played. */
  coachRound: { nb: 'Trener: runde {n}', sv: 'Tränare: runda {n}', en: 'Coach: round {n}' },
  coachRoundAsk: {
    nb: 'Be treneren se gjennom valgene dine i runden',
    sv: 'Be tränaren gå igenom dina val i rundan',
    en: 'Ask the coach to go through your decisions in the round',
  },
  coachRoundGood: {
    nb: 'Treneren så gjennom {n} valg: alle gode.',
    sv: 'Tränaren gick igenom {n} val: alla bra.',
    en: 'The coach went through {n} decisions: all good.',
  },
  coachNone: {
    nb: 'Ingen valg å se gjennom: ingen med flere lovlige trekk.',
    sv: 'Inga val att gå igenom: inga med flera tillåtna drag.',
    en: 'No decisions to go through: none had more than one legal move.',
  },
  coachFailed: {
    nb: 'Treneren fikk ikke sett gjennom partiet.',
    sv: 'Tränaren kunde inte gå igenom partiet.',
    en: 'The coach could not go through the game.',
  },
  coachNotOver: {
    nb: 'Treneren ser gjennom et parti når det er ferdig.',
    sv: 'Tränaren går igenom ett parti när det är slut.',
    en: 'The coach goes through a game once it has ended.',
  },
  markGood: { nb: 'god', sv: 'bra', en: 'good' },
  markInaccuracy: { nb: 'unøyaktighet', sv: 'onoggrannhet', en: 'inaccuracy' },
  markMistake: { nb: 'feil', sv: 'misstag', en: 'mistake' },
  markBlunder: { nb: 'bukk', sv: 'tabbe', en: 'blunder' },
  coachPlayed: { nb: 'Spilte: {move}', sv: 'Spelade: {move}', en: 'Played: {move}' },
  coachBetter: { nb: 'Bedre: {move}', sv: 'Bättre: {move}', en: 'Better: {move}' },
  /** The played move's share of won playouts against the better move's. */
  coachWins: {
    nb: 'vinner {a} % mot {b} %',
    sv: 'vinner {a} % mot {b} %',
    en: 'wins {a} % against {b} %',
  },
  coachSamples: {
    nb: 'prøvespill per valg: {n}',
    sv: 'provspel per val: {n}',
    en: 'playouts per decision: {n}',
  },
  coachMarkAt: {
    nb: 'Trekk {i}: {mark}',
    sv: 'Drag {i}: {mark}',
    en: 'Move {i}: {mark}',
  },
  /** A terminal line: round, who, what was played, the mark. */
  coachLine: {
    nb: 'Runde {round}, {seat}: {played} — {mark}',
    sv: 'Runda {round}, {seat}: {played} — {mark}',
    en: 'Round {round}, {seat}: {played} — {mark}',
  },
  coachTime: {
    nb: 'Treneren brukte {ms} ms (valg: {n}).',
    sv: 'Tränaren använde {ms} ms (val: {n}).',
    en: 'The coach took {ms} ms (decisions: {n}).',
  },
  // the terminal: kortbord review --coach
  cmdReview: {
    nb: 'se gjennom et parti fra en partifil (med --coach: trenerens merker)',
    sv: 'gå igenom ett parti från en partifil (med --coach: tränarens märken)',
    en: 'go through a game from a record file (with --coach: the coach’s marks)',
  },
  optCoach: {
    nb: 'la treneren merke hvert valg',
    sv: 'låt tränaren märka varje val',
    en: 'have the coach mark every decision',
  },
  optCoachSeats: {
    nb: 'plassene som vurderes, f.eks. 1,3 (standard: alle)',
    sv: 'platserna som bedöms, t.ex. 1,3 (standard: alla)',
    en: 'the seats judged, e.g. 1,3 (default: all)',
  },
  optCoachSamples: {
    nb: 'prøvespill per valg',
    sv: 'provspel per val',
    en: 'playouts per decision',
  },
  optCoachAll: {
    nb: 'vis også de gode valgene',
    sv: 'visa också de bra valen',
    en: 'show the good decisions too',
  },
  optCoachTime: {
    nb: 'skriv hvor lang tid treneren brukte',
    sv: 'skriv hur lång tid tränaren använde',
    en: 'print how long the coach took',
  },
  reviewNeedsCoach: {
    nb: 'review trenger --coach (gjennomgangen ellers finnes på nettsiden).',
    sv: 'review behöver --coach (genomgången i övrigt finns på webbsidan).',
    en: 'review needs --coach (the rest of the review is on the web page).',
  },
  coachSummary: {
    nb: 'Valg vurdert: {n}',
    sv: 'Bedömda val: {n}',
    en: 'Decisions judged: {n}',
  },
} satisfies Record<string, Text>;

/** The catalogue key of a mark (bots' MarkKind: good, inaccuracy, mistake, blunder). */
export const markWord = (mark: string): keyof typeof COACH_WORDS =>
  mark === 'blunder'
    ? 'markBlunder'
    : mark === 'mistake'
      ? 'markMistake'
      : mark === 'inaccuracy'
        ? 'markInaccuracy'
        : 'markGood';
