/**
 * A game's playthrough (OpenSpiel's model): one seeded match played step by step, each step written as
 * the seat to act, what that seat sees, its legal actions in words and the action taken. The text is
 * checked in beside the game (games/<id>/playthrough.txt) and compared on every run, so any change in
 * dealing, move generation, views or move words shows as a diff a reviewer can read.
 */
import type { Action, GameId, GameView, Seat } from '../game';
import { isRoundOver, matchView, newMatch, resolveChance, toAct, type Match } from '../match';
import { moveMeaning } from '../meanings';
import { step } from '../move';
import { rngFromSeed } from '../rng';
import { cardNames, suitName } from '../words/cards';
import { sayMove } from '../words/catalogue';
import type { Json } from '../json';

export interface PlaythroughSpec {
  readonly game: GameId;
  readonly players: number;
  readonly options?: Json;
  readonly seed: string;
  /** Steps written at most (a round of some games runs long; the first ones show the whole machinery). */
  readonly maxSteps: number;
}

const seatNamer = (s: Seat): string => `seat ${s + 1}`;

/** The legal actions of `seat` in the table's words (English), as the terminal's menu would say them. */
function legalWords(m: Match, seat: Seat, legal: readonly Action[]): string[] {
  const view = m.game.view(m.state, seat) as GameView;
  const options = (m.options ?? {}) as Readonly<Record<string, Json>>;
  return legal.map((a) =>
    sayMove(moveMeaning(m.game.id as GameId, a, view, options), 'en', {
      seat: seatNamer,
      cards: (cs) => cardNames(cs, 'en'),
      suit: (s) => suitName(s, 'en'),
    }),
  );
}

/** Plays the spec's match (a seeded choice among the legal actions) and writes its playthrough. */
export function playthrough(spec: PlaythroughSpec): string {
  const started = newMatch({
    game: spec.game,
    players: spec.players,
    options: spec.options,
    seed: spec.seed,
  });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${spec.seed}/choices`);
  const out: string[] = [
    `# ${spec.game} playthrough: ${spec.players} players, options ${JSON.stringify(spec.options ?? {})}, seed "${spec.seed}"`,
    '# Each step: who may act, what the acting seat sees, its legal actions in words, the action taken.',
    '# Written by the test beside this file (`npx vitest run <that test> -u` after a deliberate change).',
    '',
  ];
  for (let n = 1; n <= spec.maxSteps && !m.over && !isRoundOver(m); n++) {
    const acting = toAct(m);
    // The seat in turn, or (where several may act, as Idiot's arranging) the first who can.
    const seat = [...acting, ...Array.from({ length: m.players }, (_, s) => s)].find(
      (s) => (m.game.legalActions(m.state, s) as Action[]).length > 0,
    );
    if (seat === undefined) throw new Error(`step ${n}: nobody can act`);
    const legal = m.game.legalActions(m.state, seat) as Action[];
    const chosen = legal[rng.int(legal.length)] as Action;
    const words = legalWords(m, seat, legal);
    out.push(
      `## step ${n}: seat ${seat + 1} acts (to act: ${acting.map((s) => s + 1).join(', ') || 'anyone'})`,
    );
    out.push(`view: ${JSON.stringify(matchView(m, seat))}`);
    out.push(`legal (${legal.length}): ${words.join(' | ')}`);
    out.push(`action: ${JSON.stringify(chosen)} = ${words[legal.indexOf(chosen)] ?? ''}`);
    out.push('');
    const r = step(m, seat, chosen);
    if (!r.ok) throw new Error(`step ${n}: ${r.message}`);
    m = r.value.match;
  }
  out.push(
    isRoundOver(m) ? `# round over: ${JSON.stringify(m.results[m.results.length - 1])}` : '# (cut here)',
  );
  return `${out.join('\n')}\n`;
}
