/**
 * The rating model (issue 33): Weng–Lin with Plackett–Luce (`openskill`), one rating per profile and
 * game, moved by the places of each finished match of a rated table. Ties share a place and are
 * rated as ties. Bots are fixed anchors: each level has a skill that never moves, so a newcomer's
 * first matches against bots already say something.
 *
 * What a player sees is conservative: `RATING_BASE + RATING_SCALE × (μ − 3σ)`, rounded, never below
 * 0. A newcomer (μ 25, σ 25/3) shows 1000; the number climbs as the matches make σ smaller and moves
 * with the places, and it is "provisional" until PROVISIONAL_MATCHES rated matches.
 */
import { ordinal, rate } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { PROVISIONAL_MATCHES } from '@kortbord/protocol';

export { PROVISIONAL_MATCHES };

export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

export type BotLevel = 'random' | 'easy' | 'medium' | 'hard' | 'expert';

/** A newcomer's skill: openskill's defaults. */
export const NEWCOMER: Skill = { mu: 25, sigma: 25 / 3 };

/**
 * The bots' fixed skills, by level: a judgement of how the levels play (hard and expert search, easy
 * and random barely look), with a small σ so that a match against them moves the person, not them.
 */
export const BOT_ANCHORS: Readonly<Record<BotLevel, Skill>> = {
  random: { mu: 12, sigma: 2 },
  easy: { mu: 19, sigma: 2 },
  medium: { mu: 24, sigma: 2 },
  hard: { mu: 28, sigma: 2 },
  expert: { mu: 31, sigma: 2 },
};

/** The shown number per unit of μ − 3σ, and where a newcomer's μ − 3σ = 0 shows. */
export const RATING_SCALE = 40;
export const RATING_BASE = 1000;

/** One seat of a finished match as the model sees it: a profile with its skill so far, or a bot. */
export type Entrant =
  | { readonly profile: string; readonly skill: Skill | null; readonly place: number }
  | { readonly bot: BotLevel; readonly place: number };

const isBotLevel = (v: string): v is BotLevel => Object.prototype.hasOwnProperty.call(BOT_ANCHORS, v);

/** A bot level as stored, or the weakest anchor for a level this model does not know. */
export const anchorOf = (level: string): Skill => BOT_ANCHORS[isBotLevel(level) ? level : 'random'];

/**
 * The new skills after a match, per entrant (bots: their anchor, unchanged). Places count from 1
 * and may be shared. Fewer than two entrants: nothing moves.
 */
export function rateMatch(entrants: readonly Entrant[]): Skill[] {
  const before = entrants.map((e) => ('bot' in e ? anchorOf(e.bot) : (e.skill ?? NEWCOMER)));
  if (entrants.length < 2) return before;
  const after = rate(
    before.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank: entrants.map((e) => e.place), model: plackettLuce },
  );
  return entrants.map((e, i) =>
    'bot' in e ? (before[i] as Skill) : { mu: after[i]![0]!.mu, sigma: after[i]![0]!.sigma },
  );
}

/** The number shown with a name, and whether it is still provisional. */
export interface Shown {
  readonly rating: number;
  readonly provisional: boolean;
}

export const ratingOf = (s: Skill): number =>
  Math.max(0, Math.round(RATING_BASE + RATING_SCALE * ordinal({ mu: s.mu, sigma: s.sigma })));

export const shown = (s: Skill, matches: number): Shown => ({
  rating: ratingOf(s),
  provisional: matches < PROVISIONAL_MATCHES,
});
