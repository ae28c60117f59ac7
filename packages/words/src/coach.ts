import { fill, type Lang, type Text } from '@kortbord/engine';
import { ordinal } from './ordinal';

/**
 * The coach's words (issue 17): its button, its progress, the four marks a decision can get and the
 * line that names the better move. Spread into TABLE_WORDS, so the page and the terminal read them
 * from the one catalogue. The marks are what card players say at a table, not chess words: good <
 * could be better < mistake < big mistake (the program's kinds: good, inaccuracy, mistake, blunder).
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
  /** The server's coach is busy with other asks first (issue 38: its line, fair per asker). */
  coachWaiting: {
    nb: 'Treneren ser på andre partier først: du er nummer {n} i køen.',
    sv: 'Tränaren tittar på andra partier först: du är nummer {n} i kön.',
    en: 'The coach is looking at other matches first: you are number {n} in the queue.',
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
  markGood: { nb: 'godt', sv: 'bra', en: 'good' },
  markInaccuracy: { nb: 'kunne vært bedre', sv: 'kunde ha varit bättre', en: 'could be better' },
  markMistake: { nb: 'feil', sv: 'misstag', en: 'mistake' },
  markBlunder: { nb: 'stor feil', sv: 'stort misstag', en: 'big mistake' },
  coachPlayed: { nb: 'Spilte: {move}', sv: 'Spelade: {move}', en: 'Played: {move}' },
  coachBetter: { nb: 'Bedre: {move}', sv: 'Bättre: {move}', en: 'Better: {move}' },
  /** A move's own figure, beside it ("Played: … (won 7 of 120 test games)"), so each number is whose. */
  coachFigureWins: {
    nb: 'vant {wins} av {n} prøvespill',
    sv: 'vann {wins} av {n} provspel',
    en: 'won {wins} of {n} test games',
  },
  coachFigureResult: {
    nb: 'i snitt {value} av 100 i {n} prøvespill',
    sv: 'i snitt {value} av 100 i {n} provspel',
    en: 'averaged {value} of 100 over {n} test games',
  },
  /** Where a mark is: the round and the seat's own turn in it (ordinal: "5.", "5:e", "5th"). */
  coachTurnYours: {
    nb: 'Runde {round}, din {turn} tur',
    sv: 'Runda {round}, din {turn} tur',
    en: 'Round {round}, your {turn} turn',
  },
  coachTurnOf: {
    nb: 'Runde {round}, {turn} tur for {name}',
    sv: 'Runda {round}, {turn} turen för {name}',
    en: 'Round {round}, {turn} turn for {name}',
  },
  coachSamples: {
    nb: 'prøvespill per valg: {n}',
    sv: 'provspel per val: {n}',
    en: 'playouts per decision: {n}',
  },
  /** A mark where the seat's turn is not known (marks kept from before turns were counted). */
  coachRoundOnly: { nb: 'Runde {round}', sv: 'Runda {round}', en: 'Round {round}' },
  coachHand: { nb: 'Hånd: {cards}', sv: 'Hand: {cards}', en: 'Hand: {cards}' },
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
  // The review's summary per seat and its filters (issue 37).
  coachSummaryHeading: { nb: 'Oppsummering', sv: 'Sammanfattning', en: 'Summary' },
  coachSeatDecisions: { nb: '{name}: {n} valg', sv: '{name}: {n} val', en: '{name}: {n} decisions' },
  coachCostliest: { nb: 'Dyrest', sv: 'Dyrast', en: 'Costliest' },
  coachFilterMine: { nb: 'Bare mine', sv: 'Bara mina', en: 'Mine only' },
  coachFilterMistakes: { nb: 'Bare feil', sv: 'Bara misstag', en: 'Mistakes only' },
  coachFilteredNone: {
    nb: 'Ingen merker med disse filtrene.',
    sv: 'Inga märken med de här filtren.',
    en: 'No marks with these filters.',
  },
  coachSoFar: { nb: 'De første merkene:', sv: 'De första märkena:', en: 'The first marks:' },
  coachSummary: {
    nb: 'Valg vurdert: {n}',
    sv: 'Bedömda val: {n}',
    en: 'Decisions judged: {n}',
  },
} satisfies Record<string, Text>;

/**
 * Where a mark is, in words: "Round 2, your 5th turn" for the reader's own seat (`name` null), else
 * "Round 2, 5th turn for Kari"; only the round where the mark has no turn (kept from before).
 */
export function sayMarkWhere(
  m: { readonly round: number; readonly turn?: number },
  name: string | null,
  lang: Lang,
): string {
  if (typeof m.turn !== 'number') return fill(COACH_WORDS.coachRoundOnly[lang], { round: m.round });
  const turn = ordinal(m.turn, lang);
  return name === null
    ? fill(COACH_WORDS.coachTurnYours[lang], { round: m.round, turn })
    : fill(COACH_WORDS.coachTurnOf[lang], { round: m.round, turn, name });
}

/**
 * A mark's two moves, each with its own figure in plain words: won test games where the better move
 * won more of them, else the mean result (which the better move has the higher of by construction).
 */
export function sayMarkFigures(
  m: {
    readonly samples: number;
    readonly played: { readonly wins: number; readonly value: number };
    readonly best: { readonly wins: number; readonly value: number };
  },
  lang: Lang,
): { readonly played: string; readonly best: string } {
  const n = m.samples;
  const byWins = m.best.wins > m.played.wins;
  const say = (x: { readonly wins: number; readonly value: number }) =>
    byWins
      ? fill(COACH_WORDS.coachFigureWins[lang], { wins: Math.round(x.wins * n), n })
      : fill(COACH_WORDS.coachFigureResult[lang], { value: Math.round(x.value * 100), n });
  return { played: say(m.played), best: say(m.best) };
}

/** The catalogue key of a mark (bots' MarkKind: good, inaccuracy, mistake, blunder). */
export const markWord = (mark: string): keyof typeof COACH_WORDS =>
  mark === 'blunder'
    ? 'markBlunder'
    : mark === 'mistake'
      ? 'markMistake'
      : mark === 'inaccuracy'
        ? 'markInaccuracy'
        : 'markGood';
