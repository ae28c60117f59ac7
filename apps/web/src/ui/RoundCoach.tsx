import { useState } from 'react';
import { isObject, sayWhy, type GameId, type Json } from '@kortbord/engine';
import { markWord, sayMarkFigures, sayMarkWhere } from '@kortbord/words';
import type { Act } from '../game/actions';
import { serverCoach, type CoachMarks } from '../game/coach';
import { actionLabel } from '../game/describe';
import { thrownText } from '../i18n/errors';
import { useTableWords } from '../i18n/table-words';

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number; readonly waiting?: number }
  | { readonly kind: 'done'; readonly coach: CoachMarks }
  | { readonly kind: 'failed'; readonly why: string };

/**
 * At round-over on a server's table, for a seated player: the coach's marks of the seat's own
 * decisions in the round just played (the match runs on, so only this seat's, searched from what it
 * saw). A button, the progress, then a line per mark worse than good, worded as CoachPanel's.
 * Keyed by round where it is used, so a new round starts with the button again.
 */
export function RoundCoach({
  table,
  match,
  round,
  token,
  me,
  names,
  options,
  game,
}: {
  table: string;
  match: number;
  round: number;
  token: string;
  me: number;
  names: readonly string[];
  options: Json;
  game: GameId;
}) {
  const { t, lang } = useTableWords();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const start = () => {
    setState({ kind: 'running', done: 0, total: 0 });
    serverCoach(
      table,
      match,
      (done, total, _marks, waiting) => setState({ kind: 'running', done, total, waiting }),
      {
        round,
        token,
      },
    ).then(
      (coach) => setState({ kind: 'done', coach }),
      (e: unknown) => setState({ kind: 'failed', why: thrownText(e, lang) }),
    );
  };

  let body;
  if (state.kind === 'idle')
    body = (
      <button
        type="button"
        className="btn"
        onClick={start}
        title={t('coachRoundAsk')}
        data-testid="coach-round"
      >
        {t('coachRound', { n: round })}
      </button>
    );
  else if (state.kind === 'running')
    body = (
      <span className="muted" role="status" data-testid="coach-progress">
        {state.waiting
          ? t('coachWaiting', { n: state.waiting })
          : t('coachRunning', { done: state.done, total: state.total || '…' })}
      </span>
    );
  else if (state.kind === 'failed')
    body = (
      <span className="error" role="alert" data-testid="coach-failed">
        {t('coachFailed')} ({state.why})
      </span>
    );
  else {
    const { marks } = state.coach;
    const shown = marks.filter((m) => m.mark !== 'good');
    const name = (a: Json): string =>
      isObject(a)
        ? actionLabel(a as unknown as Act, {
            lang,
            names,
            me,
            game,
            options: (isObject(options) ? options : {}) as Record<string, Json>,
          })
        : '';
    body = (
      <div className="coach" data-testid="coach-done">
        <strong>{t('coachRound', { n: round })}</strong>
        {marks.length === 0 ? <p className="muted">{t('coachNone')}</p> : null}
        {marks.length && !shown.length ? (
          <p className="muted" data-testid="coach-all-good">
            {t('coachRoundGood', { n: marks.length })}
          </p>
        ) : null}
        {shown.length ? (
          <ul className="coach-lines" data-testid="coach-lines">
            {shown.map((m) => (
              <li key={m.step} className={`coach-at mark-${m.mark}`} data-mark={m.mark}>
                {sayMarkWhere(m, null, lang)}: {t(markWord(m.mark))}.{' '}
                {t('coachPlayed', { move: name(m.played.action) })} ({sayMarkFigures(m, lang).played}).{' '}
                <span data-testid="coach-better">
                  {t('coachBetter', { move: name(m.best.action) })} ({sayMarkFigures(m, lang).best})
                </span>
                {m.why?.length ? (
                  <span data-testid="coach-why">
                    {'. '}
                    {sayWhy(game, m.why, lang, (s) => names[s] ?? t('seatNumber', { n: s + 1 }))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <section className="panel round-coach" aria-label={t('coach')} data-testid="round-coach">
      {body}
    </section>
  );
}
