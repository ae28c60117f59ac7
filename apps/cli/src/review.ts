/**
 * `kortbord review --coach record.json`: the coach's marks of a game record: per marked decision where
 * it was (round, the seat's own turn) and the mark, the seat's hand then, what was played and the
 * better move, each with its own figure, in the player's language. Moves are named as the menu names them.
 */
import { readFileSync } from 'node:fs';
import { coachRecord, type CoachMark } from '@kortbord/bots';
import { matchView, replay, sayRefusal, sayWhy, type Action, type Json, type Match } from '@kortbord/engine';
import { markWord, sayMarkFigures, sayMarkWhere } from '@kortbord/words';
import { colourWanted, makePaint } from './colour';
import { actionText, cardsText, seatName, type Ctx } from './describe';
import { t, tt, type Lang } from './words';
import { positiveInt, UsageError } from './args';

export interface ReviewArgs {
  readonly file: string;
  readonly lang: Lang;
  readonly coach: boolean;
  /** Seats as the player counts them (from 1); all when absent. */
  readonly seats?: string;
  readonly samples?: string;
  readonly all: boolean;
  readonly time: boolean;
}

/** The match just before the record's entry `step`: what the seat saw when it chose. */
function matchBefore(doc: Record<string, Json>, step: number): Match | null {
  const moves = Array.isArray(doc['moves']) ? doc['moves'] : [];
  return replay({ ...doc, moves: moves.slice(0, step) }).match;
}

export function markLines(
  doc: Record<string, Json>,
  marks: readonly CoachMark[],
  lang: Lang,
  all: boolean,
): string[] {
  const paint = makePaint(colourWanted(process.stdout, process.env));
  const out: string[] = [];
  for (const m of marks) {
    if (m.mark === 'good' && !all) continue;
    const at = matchBefore(doc, m.step);
    if (!at) continue;
    // No seat is "you" in a record: every seat is named by its number.
    const c: Ctx = { lang, paint, level: 'hard', me: -1 };
    const move = (a: Json) => actionText(a as unknown as Action, c, at);
    const seat = t(lang, 'seatN', { n: m.seat + 1 });
    const label = tt(lang, markWord(m.mark));
    const shown = m.mark === 'good' ? label : m.mark === 'inaccuracy' ? paint.bold(label) : paint.red(label);
    out.push(`${sayMarkWhere(m, seat, lang)}: ${shown}`);
    // What the seat held when it chose, so the two moves can be read against the hand.
    const hand = (matchView(at, m.seat) as { seats?: { hand?: Json }[] }).seats?.[m.seat]?.hand;
    if (Array.isArray(hand) && hand.every((x) => typeof x === 'string'))
      out.push(`  ${tt(lang, 'coachHand', { cards: cardsText(hand as string[], c) })}`);
    const fig = sayMarkFigures(m, lang);
    out.push(`  ${tt(lang, 'coachPlayed', { move: move(m.played.action) })} (${fig.played})`);
    if (m.mark !== 'good') {
      out.push(`  ${tt(lang, 'coachBetter', { move: move(m.best.action) })} (${fig.best})`);
      // Why the better move is better, in card terms, before any figure.
      const why = sayWhy(at.game.id, m.why ?? [], lang, (s, as) => seatName(s, c, true, as));
      if (why) out.push(`  ${why}`);
    }
  }
  return out;
}

function seatsOf(raw: string | undefined, lang: Lang): number[] | undefined {
  if (raw === undefined) return undefined;
  const seats = raw.split(',').map((x) => Number(x.trim()) - 1);
  if (seats.some((s) => !Number.isInteger(s) || s < 0))
    throw new UsageError(t(lang, 'wholeNumber', { x: '--seats', v: raw }));
  return seats;
}

/** Exit 0 with the marks; 1 when the record does not replay; 2 when it cannot be read. */
export function reviewCommand(a: ReviewArgs): number {
  const L = a.lang;
  if (!a.coach) throw new UsageError(tt(L, 'reviewNeedsCoach'));
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(a.file === '-' ? 0 : a.file, 'utf8'));
  } catch {
    process.stderr.write(
      `kortbord review: ${sayRefusal(null, { code: 'malformed', reason: { code: 'record-not-json' } }, L)}\n`,
    );
    return 2;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    process.stderr.write(
      `kortbord review: ${sayRefusal(null, { code: 'malformed', reason: { code: 'record-not-object' } }, L)}\n`,
    );
    return 2;
  }
  const seats = seatsOf(a.seats, L);
  const samples = a.samples === undefined ? undefined : positiveInt('--samples', a.samples, L);
  const tty = process.stderr.isTTY === true;
  const t0 = performance.now();
  const r = coachRecord(
    doc,
    { ...(seats ? { seats } : {}), ...(samples ? { samples } : {}) },
    tty ? (done, total) => process.stderr.write(`\r${tt(L, 'coachRunning', { done, total })}`) : undefined,
  );
  const ms = Math.round(performance.now() - t0);
  if (tty) process.stderr.write('\n');
  if (!r.ok) {
    process.stderr.write(`kortbord review: ${sayRefusal(null, r.error, L)}\n`);
    return 1;
  }
  const lines = markLines(doc as Record<string, Json>, r.report.marks, L, a.all);
  const n = r.report.marks.length;
  const out = n
    ? [...lines, '', `${tt(L, 'coachSummary', { n })}, ${tt(L, 'coachSamples', { n: r.report.samples })}.`]
    : [tt(L, 'coachNone')];
  if (a.time) out.push(tt(L, 'coachTime', { ms, n }));
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
