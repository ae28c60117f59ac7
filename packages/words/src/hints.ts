import {
  type GameId,
  type Reason,
  capitalise,
  fill,
  type Lang,
  type Text,
  type SeatNamer,
  sayWhy,
} from '@kortbord/engine';

/**
 * The words of the hint (issue 17): the button, the suggestion's reason and the count in the result
 * (the table option's words are the front page's, front.ts). Part of TABLE_WORDS (table.ts spreads
 * them in). nb and sv both say "tips".
 */
export const HINT_WORDS = {
  hintsOff: { nb: 'Tips er av', sv: 'Tips är av', en: 'Hints are off' },
  hintButton: { nb: 'Tips', sv: 'Tips', en: 'Hint' },
  hintThinking: { nb: 'Tenker …', sv: 'Tänker …', en: 'Thinking …' },
  hintSuggest: { nb: 'Forslag: {move}', sv: 'Förslag: {move}', en: 'Suggestion: {move}' },
  // The figures in plain words, the suggestion's first and then the move it is compared with, by
  // name: the hint's `figure` (bots' hint.ts) says which one, so the suggestion's is never the lower.
  hintWhyWins: {
    nb: 'vant {wins} av {n} prøvespill, mot {other} for «{move}»',
    sv: 'vann {wins} av {n} provspel, mot {other} för ”{move}”',
    en: 'won {wins} of {n} test games, against {other} for “{move}”',
  },
  hintWhyResult: {
    nb: 'fikk i snitt {value} av 100 i {n} prøvespill (100 er førsteplass), mot {other} for «{move}»',
    sv: 'fick i snitt {value} av 100 i {n} provspel (100 är förstaplats), mot {other} för ”{move}”',
    en: 'averaged {value} of 100 over {n} test games (100 is first place), against {other} for “{move}”',
  },
  hintWhyTie: {
    nb: 'like bra som «{move}» i {n} prøvespill; begge er gode valg',
    sv: 'lika bra som ”{move}” i {n} provspel; båda är bra val',
    en: 'as good as “{move}” over {n} test games; either is a good choice',
  },
  hintWhyGuess: {
    nb: 'et grovt anslag: det ble bare tid til {n} prøvespill',
    sv: 'en grov gissning: det blev bara tid för {n} provspel',
    en: 'a rough guess: there was time for only {n} test games',
  },
  hintWhyGuessOne: {
    nb: 'et grovt anslag: det ble bare tid til ett prøvespill',
    sv: 'en grov gissning: det blev bara tid för ett provspel',
    en: 'a rough guess: there was time for only one test game',
  },
  hintOnlyMove: {
    nb: 'Det er det eneste lovlige trekket.',
    sv: 'Det är det enda tillåtna draget.',
    en: 'It is the only legal move.',
  },
  hintTyped: {
    nb: 'Skriv «tips» for et forslag.',
    sv: 'Skriv ”tips” för ett förslag.',
    en: 'Type “hint” for a suggestion.',
  },
  hintMenuNumber: { nb: '(valg {n})', sv: '(val {n})', en: '(choice {n})' },
  /** A choice inside a menu group: the group's number, then the number inside it ("valg 3, deretter 2"). */
  hintMenuThen: { nb: 'deretter {n}', sv: 'sedan {n}', en: 'then {n}' },
  hintsUsed: { nb: 'tips brukt', sv: 'tips använda', en: 'hints used' },
  // Said beside a seat in every round's standing, so it names what it counts (the match's hints),
  // and puts the number last so that one and many read alike ("1 tips använda", "1 hints used").
  hintsUsedN: { nb: 'tips i partiet: {n}', sv: 'tips i partiet: {n}', en: 'hints this match: {n}' },
  hintsLeft: {
    nb: '{n} tips igjen denne runden',
    sv: '{n} tips kvar den här rundan',
    en: '{n} hints left this round',
  },
} satisfies Record<string, Text>;

/** Which figure a hint's words show (bots' `suggestion` chooses it; see there). */
export type HintFigure = 'wins' | 'result' | 'guess' | 'only';

export interface HintFigures {
  readonly figure: HintFigure;
  readonly wins: number;
  readonly value: number;
  readonly samples: number;
  readonly second: { readonly wins: number; readonly value: number } | null;
}

/**
 * The two numbers a hint's words show, the suggestion's and the other move's, as they are printed:
 * won test games counted, or the mean result out of 100; null where no number is shown.
 */
export function hintNumbers(h: HintFigures): { readonly mine: number; readonly other: number } | null {
  if (!h.second) return null;
  if (h.figure === 'wins')
    return { mine: Math.round(h.wins * h.samples), other: Math.round(h.second.wins * h.samples) };
  if (h.figure === 'result')
    return { mine: Math.round(h.value * 100), other: Math.round(h.second.value * 100) };
  return null;
}

/**
 * A hint's reason in words: how many test games the suggestion won against the move that won most of
 * the rest, or (where that would not show it first) its mean result against the runner-up's; as good
 * as the runner-up where the figures are equal; a rough guess where too few test games were played;
 * that it is the only move where there is no other. `name` says the other move as the table does.
 */
export function sayHintWhy<A>(
  h: HintFigures & { readonly second: { readonly action: A } | null },
  lang: Lang,
  name: (action: A) => string,
): string {
  const n = h.samples;
  if (h.figure === 'only' || !h.second) return HINT_WORDS.hintOnlyMove[lang];
  if (h.figure === 'guess')
    return n === 1 ? HINT_WORDS.hintWhyGuessOne[lang] : fill(HINT_WORDS.hintWhyGuess[lang], { n });
  const move = name(h.second.action);
  const shown = hintNumbers(h);
  if (!shown || shown.mine === shown.other) return fill(HINT_WORDS.hintWhyTie[lang], { move, n });
  if (h.figure === 'wins')
    return fill(HINT_WORDS.hintWhyWins[lang], { wins: shown.mine, n, other: shown.other, move });
  return fill(HINT_WORDS.hintWhyResult[lang], { value: shown.mine, n, other: shown.other, move });
}

/**
 * A hint's whole explanation: why the move is good in card terms first (the game's reasons, when one
 * applies), then the figures in plain words, each a sentence: "Keeps the 8 of hearts for later: …
 * Won 62 of 100 test games, against 48 for “8 of hearts”."
 */
export function sayHintReason<A>(
  game: GameId,
  h: HintFigures & { readonly second: { readonly action: A } | null; readonly why?: readonly Reason[] },
  lang: Lang,
  name: (action: A) => string,
  seatName?: SeatNamer,
): string {
  const why = sayWhy(game, h.why ?? [], lang, seatName);
  const figures = capitalise(sayHintWhy(h, lang, name)).replace(/\.?$/, '.');
  return why ? `${why} ${figures}` : figures;
}
