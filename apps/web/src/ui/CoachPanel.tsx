import { useEffect, useState } from 'react';
import type { CoachMark } from '@kortbord/bots';
import {
  isObject,
  markWord,
  matchView,
  sayMarkFigures,
  sayMarkWhere,
  sayWhy,
  type Json,
} from '@kortbord/engine';
import type { Act } from '../game/actions';
import { serverCoach, workerCoach, type CoachMarks } from '../game/coach';
import { actionLabel } from '../game/describe';
import type { Step } from '../game/review';
import { thrownText } from '../i18n/errors';
import { useLang } from '../i18n/lang';

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly coach: CoachMarks }
  | { readonly kind: 'failed'; readonly why: string };

/** The review's slider position at which a mark shows: just after its move (entry `step`). */
export const markPosition = (m: CoachMark): number => m.step + 1;

/**
 * The coach in the review: a button, the progress, then the marks on the timeline (a button per
 * mark worse than good, named by its round and the seat's own turn) and, at a marked move, what was
 * played and the better move, each with its own figure.
 */
export function CoachPanel({
  doc,
  table,
  match,
  steps,
  at,
  names,
  onPick,
}: {
  doc: Json;
  /** A finished match on the server: its marks are asked of the server. */
  table?: string | undefined;
  match?: number | undefined;
  steps: readonly Step[];
  at: number;
  names: readonly string[];
  onPick: (position: number) => void;
}) {
  const { t, lang } = useLang();
  const [state, setState] = useState<State>({ kind: 'idle' });
  // A new record is a new review: its marks are asked for anew.
  useEffect(() => setState({ kind: 'idle' }), [doc]);

  const start = () => {
    setState({ kind: 'running', done: 0, total: 0 });
    const progress = (done: number, total: number) => setState({ kind: 'running', done, total });
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
  if (state.kind === 'running')
    return (
      <span className="muted" role="status" data-testid="coach-progress">
        {t('coachRunning', { done: state.done, total: state.total || '…' })}
      </span>
    );
  if (state.kind === 'failed')
    return (
      <span className="error" role="alert" data-testid="coach-failed">
        {t('coachFailed')} ({state.why})
      </span>
    );

  const { marks } = state.coach;
  const shown = marks.filter((m) => m.mark !== 'good');
  const here = marks.find((m) => markPosition(m) === at);
  const before = here ? steps[here.step] : undefined;
  const name = (a: Json): string => {
    if (!before || !isObject(a)) return '';
    const v = matchView(before.match, 'all') as Record<string, Json>;
    return actionLabel(a as unknown as Act, {
      lang,
      names,
      me: null,
      options: (isObject(before.match.options) ? before.match.options : {}) as Record<string, Json>,
      phase: String(v['phase']),
      penalty: typeof v['penalty'] === 'number' ? v['penalty'] : 0,
    });
  };
  const seatOf = (seat: number): string => names[seat] ?? t('seatNumber', { n: seat + 1 });
  return (
    <div className="coach" data-testid="coach-done">
      {marks.length === 0 ? <p className="muted">{t('coachNone')}</p> : null}
      {shown.length ? (
        <nav className="coach-marks" aria-label={t('coach')} data-testid="coach-marks">
          {shown.map((m) => (
            <button
              key={m.step}
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
          ))}
        </nav>
      ) : marks.length ? (
        <p className="muted" data-testid="coach-all-good">
          {t('coachSummary', { n: marks.length })} — {t('markGood')}
        </p>
      ) : null}
      {here ? (
        <p className={`coach-at mark-${here.mark}`} data-testid="coach-at">
          <strong>{sayMarkWhere(here, seatOf(here.seat), lang)}</strong>: {t(markWord(here.mark))}.{' '}
          {t('coachPlayed', { move: name(here.played.action) })} ({sayMarkFigures(here, lang).played})
          {here.mark !== 'good' ? (
            <>
              {'. '}
              <span data-testid="coach-better">
                {t('coachBetter', { move: name(here.best.action) })} ({sayMarkFigures(here, lang).best})
              </span>{' '}
              <span data-testid="coach-why">
                {before ? sayWhy(before.match.game.id, here.why ?? [], lang, seatOf) : ''}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
