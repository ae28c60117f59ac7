import { strengthOf, type Level, type StrengthData } from '@kortbord/bots';
import type { GameId } from '@kortbord/engine';
import { gameName, type Lang } from '../i18n/strings';
import { sayFront } from '../i18n/front-words';

/** A share of rounds as a family says it: "about 4 in 5", "about half", "almost every round". */
export type ShareWords =
  | { readonly kind: 'almostAll' }
  | { readonly kind: 'almostNone' }
  | { readonly kind: 'half' }
  | { readonly kind: 'about'; readonly n: number; readonly of: number };

/** The fractions people say aloud, smallest first (a tie goes to the smaller: no boasting). */
const FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 10],
  [1, 5],
  [1, 4],
  [1, 3],
  [2, 5],
  [1, 2],
  [3, 5],
  [2, 3],
  [3, 4],
  [4, 5],
  [9, 10],
];

/** The nearest of the fractions people say to a measured win share (0–1). */
export function shareWords(share: number): ShareWords {
  if (share >= 0.95) return { kind: 'almostAll' };
  if (share <= 0.05) return { kind: 'almostNone' };
  const off = ([n, of]: readonly [number, number]) => Math.abs(n / of - share);
  let best = FRACTIONS[0] as readonly [number, number];
  for (const f of FRACTIONS) if (off(f) < off(best)) best = f;
  const [n, of] = best;
  return 2 * n === of ? { kind: 'half' } : { kind: 'about', n, of };
}

const sayShare = (s: ShareWords, lang: Lang): string =>
  s.kind === 'about'
    ? sayFront(lang, 'share_about', { n: s.n, of: s.of })
    : sayFront(lang, `share_${s.kind}`);

/** What a bot level means, for the level picker. */
export interface LevelMeaning {
  /** What the level does, in words. */
  readonly about: string;
  /** How often it won in the last bench run, as a family says it; null where the bench has not measured it. */
  readonly wins: string | null;
  /** The measured figures behind `wins` (share, opponents, rounds, date), for those who ask. */
  readonly measured: string | null;
}

/**
 * What a bot level means: what it does, and how often it won in the last bench run at this game
 * against three of the level below it, in round words ("about 4 in 5 rounds") with the measured
 * percentage kept apart for a tooltip.
 */
export function levelMeaning(level: Level, game: GameId, lang: Lang, data?: StrengthData): LevelMeaning {
  const about = sayFront(lang, `level_about_${level}`);
  const line = strengthOf(game, level, data);
  if (!line) return { about, wins: null, measured: null };
  return {
    about,
    wins: sayFront(lang, 'levelWinsPlain', {
      share: sayShare(shareWords(line.winShare), lang),
      against: sayFront(lang, `vs_${line.against}`),
    }),
    measured: sayFront(lang, 'levelWins', {
      pct: Math.round(100 * line.winShare),
      against: sayFront(lang, `level_${line.against}`),
      game: gameName(game, lang),
      rounds: line.rounds,
      date: line.date,
    }),
  };
}
