import { fill, type Lang, type Text } from './lang';

/**
 * The words of the hint (issue 17): the table option, the button, the suggestion's reason and the
 * count in the result. Part of TABLE_WORDS (table.ts spreads them in). nb and sv both say "tips".
 */
export const HINT_WORDS = {
  hintsOption: {
    nb: 'Tips: spillerne kan be om forslag til trekk',
    sv: 'Tips: spelarna kan be om förslag på drag',
    en: 'Hints: players may ask for a suggested move',
  },
  hintsOptionHelp: {
    nb: 'På som standard når du spiller alene mot roboter; med flere folk velger den som lager bordet.',
    sv: 'På som standard när du spelar ensam mot robotar; med fler personer väljer den som skapar bordet.',
    en: 'On by default when you play alone against bots; with several people the creator chooses.',
  },
  hintsOn: { nb: 'Tips er på', sv: 'Tips är på', en: 'Hints are on' },
  hintsOff: { nb: 'Tips er av', sv: 'Tips är av', en: 'Hints are off' },
  hintButton: { nb: 'Tips', sv: 'Tips', en: 'Hint' },
  hintThinking: { nb: 'Tenker …', sv: 'Tänker …', en: 'Thinking …' },
  hintSuggest: { nb: 'Forslag: {move}', sv: 'Förslag: {move}', en: 'Suggestion: {move}' },
  hintWhy: {
    nb: 'vinner {wins} % av {n} prøvespill mot {other} % for det nest beste',
    sv: 'vinner {wins} % av {n} provspel mot {other} % för det näst bästa',
    en: 'wins {wins} % of {n} sample games against {other} % for the next best',
  },
  hintWhyOnly: {
    nb: 'vinner {wins} % av {n} prøvespill',
    sv: 'vinner {wins} % av {n} provspel',
    en: 'wins {wins} % of {n} sample games',
  },
  hintWhyValue: {
    nb: 'gir i snitt {value} % av beste utfall i {n} prøvespill mot {other} % for det nest beste',
    sv: 'ger i snitt {value} % av bästa utfall i {n} provspel mot {other} % för det näst bästa',
    en: 'averages {value} % of the best outcome over {n} sample games against {other} % for the next best',
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

const pct = (x: number): number => Math.round(x * 100);

/**
 * A hint's reason in words: the suggested action's share of won sample games against the next
 * best's; where both win as often (a game of many seats, where winning outright is rare), their mean
 * results instead; where there is no other action, that it is the only one.
 */
export function sayHintWhy(
  h: {
    readonly wins: number;
    readonly value: number;
    readonly samples: number;
    readonly second: { readonly wins: number; readonly value: number } | null;
  },
  lang: Lang,
): string {
  const n = h.samples;
  if (!h.second) return HINT_WORDS.hintOnlyMove[lang];
  if (pct(h.wins) !== pct(h.second.wins))
    return fill(HINT_WORDS.hintWhy[lang], { wins: pct(h.wins), n, other: pct(h.second.wins) });
  return fill(HINT_WORDS.hintWhyValue[lang], { value: pct(h.value), n, other: pct(h.second.value) });
}
