import { useEffect, useState } from 'react';
import { coachSummary, filterMarks, MARK_KINDS, type CoachMark } from '@kortbord/bots';
import { isObject, matchView, sayWhy, type Json } from '@kortbord/engine';
import { markWord, sayMarkFigures, sayMarkWhere } from '@kortbord/words';
import type { Act } from '../game/actions';
import { serverCoach, workerCoach, type CoachMarks } from '../game/coach';
import { actionLabel } from '../game/describe';
import type { Step } from '../game/review';
import { thrownText } from '../i18n/errors';
import { useTableWords } from '../i18n/table-words';

type State =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly done: number;
      readonly total: number;
      /** The marks judged so far, shown while the rest compute. */
      readonly marks: readonly CoachMark[];
      /** Its place in the server coach's line; 0 while it is judged. */
      readonly waiting?: number;
    }
  | { readonly kind: 'done'; readonly coach: CoachMarks }
  | { readonly kind: 'failed'; readonly why: string };

/** The review's slider position at which a mark shows: just after its move (entry `step`). */
export const markPosition = (m: CoachMark): number => m.step + 1;

/** The summary lists the worst marks first. */
const WORST_FIRST = [...MARK_KINDS].reverse();

/**
 * The coach in the review, beside the board: a button, the progress with the first marks as they
 * come, then a summary per seat (decisions, each mark counted, the three costliest), the filters
 * (the reader's own seats, mistakes only), a button per mark worse than good (named by its round and
 * the seat's own turn) and, at a marked move, what was played and the better move, each with its
 * own figure, and why the better one is better in card terms.
 */
export function CoachPanel({
  doc,
  table,
  match,
  steps,
  at,
  names,
  mine,
  onPick,
}: {
  doc: Json;
  /** A finished match on the server: its marks are asked of the server. */
  table?: string | undefined;
  match?: number | undefined;
  steps: readonly Step[];
  at: number;
  names: readonly string[];
  /** The reader's own seats where the page knows them (their ticket, a kept record's people). */
  mine: readonly number[] | null;
  onPick: (position: number) => void;
}) {
  const { t, lang } = useTableWords();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [onlyMine, setOnlyMine] = useState(false);
  const [mistakesOnly, setMistakesOnly] = useState(false);
  // A new record is a new review: its marks are asked for anew.
  useEffect(() => setState({ kind: 'idle' }), [doc]);

  const start = () => {
    setState({ kind: 'running', done: 0, total: 0, marks: [] });
    const progress = (done: number, total: number, marks: readonly CoachMark[], waiting = 0) =>
      setState({ kind: 'running', done, total, marks, waiting });
    const asked = table && match ? serverCoach(table, match, progress) : workerCoach(doc, progress);
    asked.then(
      (coach) => setState({ kind: 'done', coach }),
      (e: unknown) => setState({ kind: 'failed', why: thrownText(e, lang) }),
    );
  };

  if (state.kind === 'idle')
    return (
      <button type="button" className="btn" onClick={start} title={t('coachAsk')} data-testid="coach">
        {t('coach')}
      </button>
    );
  if (state.kind === 'failed')
    return (
      <span className="error" role="alert" data-testid="coach-failed">
        {t('coachFailed')} ({state.why})
      </span>
    );

  const seatOf = (seat: number): string => names[seat] ?? t('seatNumber', { n: seat + 1 });
  const markButton = (m: CoachMark, key: string) => (
    <button
      key={key}
      type="button"
      className={`btn ghost mark mark-${m.mark}`}
      aria-current={markPosition(m) === at ? 'step' : undefined}
      data-mark={m.mark}
      data-step={markPosition(m)}
      title={names[m.seat] ?? ''}
      onClick={() => onPick(markPosition(m))}
    >
      {sayMarkWhere(m, seatOf(m.seat), lang)}: {t(markWord(m.mark))}
    </button>
  );

  if (state.kind === 'running') {
    const first = filterMarks(state.marks);
    return (
      <div className="coach">
        <span className="muted" role="status" data-testid="coach-progress">
          {state.waiting
            ? t('coachWaiting', { n: state.waiting })
            : t('coachRunning', { done: state.done, total: state.total || '…' })}
        </span>
        {first.length ? (
          <nav className="coach-marks" aria-label={t('coachSoFar')} data-testid="coach-first">
            <span className="muted">{t('coachSoFar')}</span>
            {first.map((m) => markButton(m, `${m.step}`))}
          </nav>
        ) : null}
      </div>
    );
  }

  const { marks } = state.coach;
  const summary = coachSummary(marks);
  const shown = filterMarks(marks, {
    ...(onlyMine && mine ? { seats: mine } : {}),
    mistakesOnly,
  });
  const worse = filterMarks(marks).length;
  const here = marks.find((m) => markPosition(m) === at);
  const before = here ? steps[here.step] : undefined;
  const name = (a: Json): string => {
    if (!before || !isObject(a)) return '';
    return actionLabel(a as unknown as Act, {
      lang,
      names,
      me: null,
      game: before.match.game.id,
      options: (isObject(before.match.options) ? before.match.options : {}) as Record<string, Json>,
      view: matchView(before.match, 'all'),
    });
  };
  return (
    <div className="coach" data-testid="coach-done">
      {/* The mark at the position shown first, in sight beside the board; the summary and list below. */}
      {here ? (
        <p className={`coach-at mark-${here.mark}`} data-testid="coach-at">
          <strong>{sayMarkWhere(here, seatOf(here.seat), lang)}</strong>: {t(markWord(here.mark))}.{' '}
          {t('coachPlayed', { move: name(here.played.action) })} ({sayMarkFigures(here, lang).played})
          {here.mark !== 'good' ? (
            <>
              {'. '}
              <span data-testid="coach-better">
                {t('coachBetter', { move: name(here.best.action) })} ({sayMarkFigures(here, lang).best})
              </span>
              {before && here.why?.length ? (
                <span data-testid="coach-why">
                  {'. '}
                  {sayWhy(before.match.game.id, here.why, lang, seatOf)}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
      ) : null}
      {marks.length === 0 ? <p className="muted">{t('coachNone')}</p> : null}
      {summary.length ? (
        <section className="coach-summary" aria-label={t('coachSummaryHeading')} data-testid="coach-summary">
          <strong>{t('coachSummaryHeading')}</strong>
          {summary.map((s) => (
            <div key={s.seat} className="coach-seat" data-testid="coach-seat" data-seat={s.seat}>
              <span>{t('coachSeatDecisions', { name: seatOf(s.seat), n: s.decisions })}</span>
              <span className="coach-counts">
                {WORST_FIRST.map((k) => (
                  <span key={k} className={`mark-${k}`} data-mark={k} data-count={s.counts[k]}>
                    {t(markWord(k))}: {s.counts[k]}
                  </span>
                ))}
              </span>
              {s.costliest.length ? (
                <span className="coach-costliest" data-testid="coach-costliest">
                  {t('coachCostliest')}: {s.costliest.map((m) => markButton(m, `c${m.step}`))}
                </span>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {worse ? (
        <div className="coach-filters row">
          {mine?.length ? (
            <label>
              <input
                type="checkbox"
                checked={onlyMine}
                onChange={(e) => setOnlyMine(e.currentTarget.checked)}
                data-testid="coach-mine"
              />{' '}
              {t('coachFilterMine')}
            </label>
          ) : null}
          <label>
            <input
              type="checkbox"
              checked={mistakesOnly}
              onChange={(e) => setMistakesOnly(e.currentTarget.checked)}
              data-testid="coach-mistakes"
            />{' '}
            {t('coachFilterMistakes')}
          </label>
        </div>
      ) : null}
      {shown.length ? (
        <nav className="coach-marks" aria-label={t('coach')} data-testid="coach-marks">
          {shown.map((m) => markButton(m, `${m.step}`))}
        </nav>
      ) : worse ? (
        <p className="muted" data-testid="coach-filtered-none">
          {t('coachFilteredNone')}
        </p>
      ) : marks.length ? (
        <p className="muted" data-testid="coach-all-good">
          {t('coachSummary', { n: marks.length })} — {t('markGood')}
        </p>
      ) : null}
    </div>
  );
}
