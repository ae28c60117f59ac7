/**
 * The turn clock on the seat that must act: a countdown from the server's deadline (counted on this
 * page's own clock from when it arrived), and the "away" mark of a seat whose time ran out.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ClockState, SeatMeta } from '../game/session';
import { useTableWords } from '../i18n/table-words';
import { timeLeft } from '../i18n/time';
import { SLOW_CLOCKS } from '@kortbord/protocol';
import { slowLeft } from '../game/tempo';

/** The clock of the decision on show (null: none runs, or it belongs to another version). */
export const ClockContext = createContext<ClockState | null>(null);

function useSecondsLeft(clock: ClockState | null): number {
  const left = () => (clock ? Math.max(0, Math.ceil((clock.endsAt - Date.now()) / 1000)) : 0);
  const [s, setS] = useState(left);
  useEffect(() => {
    setS(left());
    if (!clock) return;
    const i = setInterval(() => setS(left()), 250);
    return () => clearInterval(i);
  }, [clock]);
  return s;
}

export function SeatClock({ seat, name }: { seat: number; name?: string }) {
  const { t } = useTableWords();
  const clock = useContext(ClockContext);
  const mine = !!clock && clock.seats.includes(seat);
  const s = useSecondsLeft(mine ? clock : null);
  if (!mine || !clock) return null;
  // A slow table's clock (an hour and more, issue 34) reads as days and hours left, its deadline beside.
  if (clock.totalMs >= SLOW_CLOCKS[0])
    return <SlowClock seat={seat} name={name ?? ''} endsAt={clock.endsAt} />;
  const low = s * 1000 <= Math.min(10_000, clock.totalMs / 4);
  return (
    <span
      className={`chip clock ${low ? 'red' : 'blue'}`}
      data-testid="clock"
      data-seat={seat}
      role="timer"
      aria-label={t('clockLabel', { name: name ?? '', n: s })}
      data-seconds={s}
    >
      {timeLeft(s, t)}
    </span>
  );
}

/**
 * The "away" mark of a seat whose time ran out. While its (shorter) clock runs it says how long a move
 * is now and, on the player's own seat, until when: the quarter-length clock surprised people.
 */
export function AwayChip({ meta, mine = false }: { meta?: SeatMeta | undefined; mine?: boolean }) {
  const { t } = useTableWords();
  const clock = useContext(ClockContext);
  if (meta?.kind !== 'human' || !meta.away || meta.standIn) return null;
  const running = !!clock && clock.seats.includes(meta.seat);
  const time = running ? timeLeft(Math.round(clock.totalMs / 1000), t) : '';
  return (
    <span className="chip red" data-testid="away" title={t(mine ? 'awayHelp' : 'awayClockHelp')}>
      {running ? t(mine ? 'awayClockMine' : 'awayClock', { time }) : t('away')}
    </span>
  );
}

/** The deadline of a slow table's turn: time left in days and hours (or hours and minutes), and when. */
function SlowClock({ seat, name, endsAt }: { seat: number; name: string; endsAt: number }) {
  const { t, lang } = useTableWords();
  const left = slowLeft(endsAt - Date.now());
  const when = new Date(endsAt).toLocaleString(lang === 'nb' ? 'nb-NO' : lang === 'sv' ? 'sv-SE' : 'en-GB', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <span
      className="chip clock blue"
      data-testid="clock"
      data-seat={seat}
      data-slow=""
      role="timer"
      aria-label={t('slowDeadlineLabel', { name, when })}
      title={when}
    >
      {left.days > 0
        ? t('slowLeftDays', { d: left.days, h: left.hours })
        : t('slowLeftHours', { h: left.hours, m: left.minutes })}{' '}
      <time dateTime={new Date(endsAt).toISOString()} data-testid="slow-deadline">
        ({when})
      </time>
    </span>
  );
}
