/**
 * The short text a player shares after today's deal (issue 35): the game, the day, where they came
 * among everyone, a bar of emoji and the run of days. Built from results only (ranks, counts, the
 * table's place and score), never from the deal or the play, so it cannot give a card away.
 */
import { type GameId, scoreUnit, unitText, GAME_WORDS, fill, type Lang } from '@kortbord/engine';
import { DAILY_SHARE_WORDS } from './daily-page';

export interface ShareInput {
  readonly game: GameId;
  readonly day: string;
  readonly lang: Lang;
  /** Where the player came in the field, and of how many; null when unranked (practice). */
  readonly rank: number | null;
  readonly attempts: number;
  /** How many of the others did worse, and the same (the player not counted). */
  readonly worse: number;
  readonly equal: number;
  /** The place at the table (1 = first) and its number of seats. */
  readonly place: number;
  readonly seats: number;
  /** The match total in the game's unit, where the game keeps one. */
  readonly score: number | null;
  /** Days in a row played (0: none). */
  readonly streak: number;
  /** The site's address, to say where to play (optional). */
  readonly url?: string;
}

const CELLS = 10;

/**
 * The bar: ten cells, green for the share of the others the player did better than (a tie counts
 * half), white for the rest. Alone in the field the bar is full.
 */
export function shareBar(worse: number, equal: number, attempts: number): string {
  const others = attempts - 1;
  const share = others <= 0 ? 1 : (worse + equal / 2) / others;
  const green = Math.max(0, Math.min(CELLS, Math.round(share * CELLS)));
  return '🟩'.repeat(green) + '⬜'.repeat(CELLS - green);
}

const MEDAL: readonly string[] = ['🥇', '🥈', '🥉'];

export function shareText(i: ShareInput): string {
  const w = (key: keyof typeof DAILY_SHARE_WORDS, params: Record<string, string | number>) =>
    fill(DAILY_SHARE_WORDS[key][i.lang], params);
  const unit = scoreUnit(i.game);
  const score = i.score !== null && unit ? ` · ${unitText(unit, i.score, i.lang)}` : '';
  const lines = [`🃏 ${w('shareHead', { game: GAME_WORDS[i.game].name[i.lang], day: i.day })}`];
  if (i.rank !== null)
    lines.push(
      `🏅 ${w('shareRank', { rank: i.rank, n: i.attempts })}`,
      shareBar(i.worse, i.equal, i.attempts),
    );
  lines.push(`${MEDAL[i.place - 1] ?? '🎴'} ${w('shareTable', { place: i.place, seats: i.seats })}${score}`);
  if (i.streak > 0) lines.push(`🔥 ${w('shareStreak', { n: i.streak })}`);
  if (i.url) lines.push(i.url);
  return lines.join('\n');
}
