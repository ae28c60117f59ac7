/**
 * The coach: after a round, every decision of the chosen seats is judged by `analyse` from that
 * seat's input at that moment (its view and legal actions then, nothing more), and marked by how
 * much worse the chosen action did than the best one on the same samples.
 *
 * Split in three so that a server can run the searches in its bot pool: `coachDecisions` walks the
 * record and lists the decisions (pure, quick), `markDecision` turns one decision's Analysis into a
 * mark, and `coachRecord` / `coachRecordAsync` do both with a progress callback.
 */
import {
  applyChance,
  getGame,
  type AnyGame,
  checkAction,
  applyChecked,
  dealNext,
  isObject,
  newMatch,
  replay,
  moveWhy,
  resolveChance,
  type Action,
  type Json,
  type Match,
  type ReplayError,
  type Reason,
  type Seat,
} from '@kortbord/engine';
import { analyse, type Analysis, type AnalyseOptions } from './analyse';
import type { BotInput } from './bot';
import { botInput } from './input';

export const MARK_KINDS = ['good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/**
 * Loss (best value − chosen value, rewards in 0..1, outcome.ts) from which each mark starts. A loss
 * of 0.1 is about a tenth of the way from last to first place, or a fifth of the round's points
 * spread. Below 0.03 the difference is within the noise of the default samples (the paired
 * standard error at 120 samples is about 0.02 in the measured positions), so it counts as good.
 */
export const MARK_THRESHOLDS: Readonly<Record<Exclude<MarkKind, 'good'>, number>> = {
  inaccuracy: 0.03,
  mistake: 0.08,
  blunder: 0.18,
};

/** Samples per decision: what the coach gives analyse (never a time budget, so marks repeat). */
export const COACH_SAMPLES = 120;

export const markFor = (loss: number): MarkKind =>
  loss >= MARK_THRESHOLDS.blunder
    ? 'blunder'
    : loss >= MARK_THRESHOLDS.mistake
      ? 'mistake'
      : loss >= MARK_THRESHOLDS.inaccuracy
        ? 'inaccuracy'
        : 'good';

export interface CoachOptions {
  /** The seats whose decisions are judged (the server: the seats with people); all when absent. */
  readonly seats?: readonly Seat[];
  /** Only the decisions of this round (1-based, as `Match.round`); every round when absent. */
  readonly round?: number;
  /** Samples per decision (COACH_SAMPLES when absent). */
  readonly samples?: number;
}

/** One decision to judge: the seat's input at that moment and what it chose. */
export interface CoachDecision {
  /** Index of the move in the record's `moves` (the review's step). */
  readonly step: number;
  readonly round: number;
  readonly seat: Seat;
  /**
   * The seat's own turn in the round, from 1, counting every move it made there (a forced one too):
   * "round 2, your 5th turn" is how a player finds the moment again.
   */
  readonly turn: number;
  readonly input: BotInput;
  /** The key of the chosen action (game.actionKey). */
  readonly chosen: string;
  /** analyse's options: seeded from the record's seed and the step, so a record gives the same marks. */
  readonly analyse: AnalyseOptions;
}

export interface MarkedAction {
  readonly action: Json;
  readonly value: number;
  readonly wins: number;
}

export interface CoachMark {
  readonly step: number;
  readonly round: number;
  readonly seat: Seat;
  /** The seat's own turn in the round, from 1 (CoachDecision's). */
  readonly turn: number;
  readonly mark: MarkKind;
  /** best.value − played.value, never below 0. */
  readonly loss: number;
  readonly samples: number;
  /** How many legal actions the seat had to choose from. */
  readonly choices: number;
  readonly played: MarkedAction;
  /** The best action found (the played one when nothing did better). */
  readonly best: MarkedAction;
  /**
   * Why the best action is good, in card terms (Game.why, worded by the catalogue's WHY_WORDS), from
   * the seat's view then; empty when no reason applies or nothing did better than the played action.
   */
  readonly why?: readonly Reason[];
}

export interface CoachReport {
  readonly game: string;
  readonly samples: number;
  /** One per judged decision, in the record's order. */
  readonly marks: CoachMark[];
}

export type CoachOutcome =
  | { readonly ok: true; readonly decisions: CoachDecision[] }
  | { readonly ok: false; readonly error: ReplayError };

/** How far the coach has come; `mark` is the one just judged (none at the start), so a reader sees the first marks early. */
export type Progress = (done: number, total: number, mark?: CoachMark) => void;

/**
 * Walks a game record (RECORD.md; a match's entries written out by `writeRecord`) and lists every
 * decision of the chosen seats that had more than one legal action, with the seat's input before it.
 * A record that does not replay is an error value (replay's own).
 */
export function coachDecisions(doc: unknown, opts: CoachOptions = {}): CoachOutcome {
  const checked = replay(doc);
  if (!checked.ok || !isObject(doc)) return { ok: false, error: checked.error ?? noRecord };
  const moves = (Array.isArray(doc['moves']) ? doc['moves'] : []) as unknown[];
  const seed = typeof doc['seed'] === 'string' || typeof doc['seed'] === 'number' ? String(doc['seed']) : '';
  const started = newMatch({
    game: doc['game'] as string,
    players: doc['players'] as number,
    options: doc['options'],
    dealer: doc['dealer'] as number | undefined,
    seed: (doc['seed'] as string | number | undefined) ?? null,
    deal: doc['deal'],
  });
  if (!started.ok) return { ok: false, error: { index: null, code: started.code, message: started.message } };
  const first = moves[0];
  let m: Match = isObject(first) && 'chance' in first ? started.value : resolveChance(started.value);
  const samples = opts.samples ?? COACH_SAMPLES;
  const judged = (seat: Seat) => !opts.seats || opts.seats.includes(seat);
  const out: CoachDecision[] = [];
  const turns = new Map<string, number>();
  // The same walk as replay (record.ts), which has already accepted every entry.
  for (let i = 0; i < moves.length; i++) {
    const entry = moves[i];
    if (isObject(entry) && 'deal' in entry) m = ok(dealNext(m, entry['deal']));
    else if (isObject(entry) && 'chance' in entry) m = ok(applyChance(m, entry['chance']));
    else if (isObject(entry)) {
      const c = ok(checkAction(m, entry['seat'], entry['action']));
      const at = c.match;
      const whose = `${at.round}/${c.seat}`;
      const turn = (turns.get(whose) ?? 0) + 1;
      turns.set(whose, turn);
      if (judged(c.seat) && (opts.round === undefined || at.round === opts.round)) {
        const legal = at.game.legalActions(at.state, c.seat) as Action[];
        const keys = new Set(legal.map((a) => at.game.actionKey(a)));
        if (keys.size > 1)
          out.push({
            step: i,
            round: at.round,
            seat: c.seat,
            turn,
            input: botInput(at, c.seat, legal),
            chosen: at.game.actionKey(c.legal),
            analyse: { seed: `coach/${seed}/${i}`, iterations: samples },
          });
      }
      m = applyChecked(c, c.action, entry['action'] as Json);
    }
    const following = moves[i + 1];
    if (!(isObject(following) && 'chance' in following)) m = resolveChance(m);
  }
  return { ok: true, decisions: out };
}

const noRecord: ReplayError = { index: null, code: 'malformed', message: 'A game record is a JSON object.' };

/** The walk follows a record replay has accepted, so each step succeeds; a failure is a bug here. */
function ok<T>(r: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(`coach: a replayed entry was refused: ${r.message}`);
  return r.value;
}

/** A decision's mark from its Analysis. */
export function markDecision(d: CoachDecision, a: Analysis): CoachMark {
  const best = a.actions[0];
  const played = a.actions.find((x) => x.key === d.chosen);
  if (!best || !played) throw new Error(`coach: step ${d.step}: the chosen action was not analysed`);
  const loss = Math.max(0, best.value - played.value);
  const side = (x: typeof best): MarkedAction => ({
    action: x.action as unknown as Json,
    value: x.value,
    wins: x.wins,
  });
  return {
    step: d.step,
    round: d.round,
    seat: d.seat,
    turn: d.turn,
    mark: markFor(loss),
    loss,
    samples: a.samples,
    choices: a.actions.length,
    played: side(played),
    best: side(loss > 0 ? best : played),
    why:
      loss > 0
        ? moveWhy(getGame(d.input.game) as AnyGame, d.input.view, d.seat, best.action, d.input.legal)
        : [],
  };
}

const report = (doc: unknown, decisions: readonly CoachDecision[], marks: CoachMark[]): CoachReport => ({
  game: isObject(doc) ? String(doc['game']) : '',
  samples: decisions[0]?.analyse.iterations ?? COACH_SAMPLES,
  marks,
});

/** The coach in this thread (the terminal, tests, the page's worker). */
export function coachRecord(
  doc: unknown,
  opts: CoachOptions = {},
  progress?: Progress,
): { ok: true; report: CoachReport } | { ok: false; error: ReplayError } {
  const listed = coachDecisions(doc, opts);
  if (!listed.ok) return listed;
  const marks: CoachMark[] = [];
  const total = listed.decisions.length;
  progress?.(0, total);
  for (const d of listed.decisions) {
    const mark = markDecision(d, analyse(d.input, d.analyse));
    marks.push(mark);
    progress?.(marks.length, total, mark);
  }
  return { ok: true, report: report(doc, listed.decisions, marks) };
}

/**
 * The coach with the searches run elsewhere (the server: `pool.analyse`), all asked at once so that
 * every worker takes its share; progress counts the answers as they come.
 */
export async function coachRecordAsync(
  doc: unknown,
  run: (input: BotInput, opts: AnalyseOptions) => Promise<Analysis>,
  opts: CoachOptions = {},
  progress?: Progress,
): Promise<{ ok: true; report: CoachReport } | { ok: false; error: ReplayError }> {
  const listed = coachDecisions(doc, opts);
  if (!listed.ok) return listed;
  const total = listed.decisions.length;
  let done = 0;
  progress?.(0, total);
  const marks = await Promise.all(
    listed.decisions.map(async (d) => {
      const mark = markDecision(d, await run(d.input, d.analyse));
      progress?.(++done, total, mark);
      return mark;
    }),
  );
  return { ok: true, report: report(doc, listed.decisions, marks) };
}
