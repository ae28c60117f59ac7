/**
 * Between rounds and matches: the countdown to the next deal (the server's, in its clock message
 * with no seats), who said "Klar" for it, and the rematch asked of the others, with who has asked.
 */
import type { Session, SessionState } from '../game/session';
import { useTableWords } from '../i18n/table-words';
import { timeLeft } from '../i18n/time';
import { useEffect, useState } from 'react';

export function DealCountdown({ state }: { state: SessionState }) {
  const { t } = useTableWords();
  const clock = state.clock;
  const due = !!clock && clock.seats.length === 0 && clock.version === state.snapshot?.version;
  const left = () => (due && clock ? Math.max(0, Math.ceil((clock.endsAt - Date.now()) / 1000)) : 0);
  const [s, setS] = useState(left);
  useEffect(() => {
    setS(left());
    if (!due) return;
    const i = setInterval(() => setS(left()), 250);
    return () => clearInterval(i);
  }, [clock, due]);
  if (!due) return null;
  return (
    <span className="chip blue" role="timer" data-testid="deal-countdown" data-seconds={s}>
      {t('nextRoundIn', { time: timeLeft(s, t) })}
    </span>
  );
}

/**
 * The "Klar" vote between rounds: a button until this seat said it, then a line saying so; who else
 * is ready by name (people only: bots and stand-ins are always ready), and the count of all seats.
 */
export function ReadyVote({
  session,
  state,
  names,
}: {
  session: Session;
  state: SessionState;
  names: readonly string[];
}) {
  const { t } = useTableWords();
  const seats = state.table?.seats ?? [];
  const me = state.snapshot?.seat ?? null;
  const mine = me !== null && !!seats[me]?.ready;
  const people = seats
    .filter((s) => s.kind === 'human' && !s.standIn && s.ready && s.seat !== me)
    .map((s) => names[s.seat] ?? '');
  const ready = seats.filter((s) => s.ready).length;
  return (
    <span className="row" data-testid="ready-box">
      {mine ? (
        <span data-testid="ready-mine">{t('readyYou')}</span>
      ) : (
        <button
          type="button"
          className="btn primary big"
          onClick={() => session.nextRound()}
          data-testid="next-round"
        >
          {state.clock ? t('readyNextRound') : t('nextRound')}
        </button>
      )}
      {people.length ? (
        <span className="muted" data-testid="ready-names">
          {people.length === 1
            ? t('readyOne', { name: people[0] ?? '' })
            : t('readyMany', { names: people.join(', ') })}
        </span>
      ) : null}
      {seats.length && ready ? (
        <span className="chip" data-testid="ready-count">
          {t('readyCount', { n: ready, m: seats.length })}
        </span>
      ) : null}
    </span>
  );
}

export function RematchAsk({
  session,
  state,
  names,
}: {
  session: Session;
  state: SessionState;
  names: readonly string[];
}) {
  const { t } = useTableWords();
  const seats = state.table?.seats ?? [];
  const me = state.snapshot?.seat ?? null;
  const asked = me !== null && !!seats[me]?.rematch;
  const waiting = seats.filter((s) => s.kind === 'human' && !s.rematch).map((s) => names[s.seat] ?? '');
  const willing = seats
    .filter((s) => s.kind === 'human' && s.rematch && s.seat !== me)
    .map((s) => names[s.seat] ?? '');
  return (
    <span className="row" data-testid="rematch-box">
      {asked ? (
        <span data-testid="rematch-waiting">{t('rematchAsked', { names: waiting.join(', ') })}</span>
      ) : (
        <button type="button" className="btn primary" onClick={() => session.rematch()} data-testid="rematch">
          {willing.length ? t('rematch') : t('rematchAsk')}
        </button>
      )}
      {!asked && willing.length ? (
        <span className="muted">{t('rematchOthers', { names: willing.join(', ') })}</span>
      ) : null}
    </span>
  );
}
