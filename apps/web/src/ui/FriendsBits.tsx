/** Small pieces of playing with friends on the front page: the turn clock's picker and a lobby line. */
import { GAME_SETUP_WORDS, isObject } from '@kortbord/engine';
import { SLOW_CLOCKS, TURN_CLOCKS, type TableInfo } from '@kortbord/protocol';
import type { TempoForm } from '../game/tempo';
import type { ReactNode } from 'react';
import { useFrontWords } from '../i18n/front-words';
import { gameName } from '../i18n/strings';

export function ClockPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useFrontWords();
  const label = (ms: number) =>
    ms < 60_000 ? t('turnClockSeconds', { n: ms / 1000 }) : t('turnClockMinutes', { n: ms / 60_000 });
  return (
    <label className="row mt-8">
      {t('turnClock')}:
      <select
        value={value === null ? 'off' : String(value)}
        onChange={(e) => onChange(e.target.value === 'off' ? null : Number(e.target.value))}
        data-testid="turn-clock"
      >
        <option value="off">{t('turnClockOff')}</option>
        {TURN_CLOCKS.map((ms) => (
          <option key={ms} value={ms}>
            {label(ms)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A slow table's move time in words: 1 hour, 8 hours, 24 hours, 3 days; null: no limit. */
export function useMoveTimeText(): (ms: number | null) => string {
  const { t } = useFrontWords();
  return (ms) =>
    ms === null
      ? t('moveNoLimit')
      : ms === 3_600_000
        ? t('moveOneHour')
        : ms <= 86_400_000 || ms % 86_400_000 !== 0
          ? t('moveHours', { n: Math.round(ms / 3_600_000) })
          : t('moveDays', { n: ms / 86_400_000 });
}

/**
 * Everyone at once (live, whose turn clock the front page picks beside it) or over days: the time per
 * move (1 h to 3 days, or no limit) and, where there is a limit, what happens when it runs out. Over
 * days needs a profile: a guest who picks it is told so, with the way to make one.
 */
export function TempoPicker({
  value,
  onChange,
  signedIn,
  onMakeProfile,
  before,
}: {
  value: Omit<TempoForm, 'turnClockMs'>;
  /** What shares the choice's line (the front page's "list the table"). */
  before?: ReactNode;
  onChange: (v: Omit<TempoForm, 'turnClockMs'>) => void;
  signedIn: boolean;
  onMakeProfile: () => void;
}) {
  const { t } = useFrontWords();
  const moveText = useMoveTimeText();
  return (
    <>
      {/* On one line with what comes before it: the front page's buttons stay on a desktop's first screen. */}
      <div className="row mt-8">
        {before}
        <label className="row">
          {t('tempo')}:
          <select
            value={value.pace}
            onChange={(e) => onChange({ ...value, pace: e.target.value === 'slow' ? 'slow' : 'live' })}
            data-testid="pace"
          >
            <option value="live">{t('tempoLive')}</option>
            <option value="slow">{t('tempoSlow')}</option>
          </select>
        </label>
      </div>
      {value.pace === 'slow' && !signedIn ? (
        <p className="why-disabled" data-testid="slow-needs-profile">
          {t('slowNeedsProfile')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={onMakeProfile}
            data-testid="slow-make-profile"
          >
            {t('slowMakeProfile')}
          </button>
        </p>
      ) : null}
      {value.pace === 'slow' && signedIn ? (
        <label className="row mt-8">
          {t('moveTime')}:
          <select
            value={value.moveMs === null ? 'none' : String(value.moveMs)}
            onChange={(e) =>
              onChange({ ...value, moveMs: e.target.value === 'none' ? null : Number(e.target.value) })
            }
            data-testid="move-time"
          >
            {SLOW_CLOCKS.map((ms) => (
              <option key={ms} value={ms}>
                {moveText(ms)}
              </option>
            ))}
            <option value="none">{moveText(null)}</option>
          </select>
        </label>
      ) : null}
      {value.pace === 'slow' && signedIn && value.moveMs !== null ? (
        <label className="row mt-8">
          {t('tempoAtDeadline')}:
          <select
            value={value.onDeadline}
            onChange={(e) => onChange({ ...value, onDeadline: e.target.value === 'wait' ? 'wait' : 'bot' })}
            data-testid="tempo-deadline"
          >
            <option value="bot">{t('tempoBot')}</option>
            <option value="wait">{t('tempoWait')}</option>
          </select>
        </label>
      ) : null}
    </>
  );
}

/** A lobby table in words: the game, its house-rule variant, who sits there and how many seats are free. */
export function LobbyLine({ table, free }: { table: TableInfo; free: number }) {
  const { t, lang } = useFrontWords();
  const preset = isObject(table.options) ? table.options['preset'] : undefined;
  const variant =
    typeof preset === 'string'
      ? (GAME_SETUP_WORDS[table.game].presets[preset]?.[lang] ?? preset)
      : t('presetStandard');
  const names = table.seats
    .filter((s) => s.kind === 'human' || s.kind === 'bot')
    .map((s) => (s.kind === 'bot' ? `${s.name ?? t('seatBot')}` : (s.name ?? '')))
    .join(', ');
  return (
    <span data-testid="lobby-line">
      <strong>{gameName(table.game, lang)}</strong> · {t('preset')}: {variant}
      {names ? <> · {t('lobbySeats', { names })}</> : null} ·{' '}
      <span className="muted">{free === 1 ? t('lobbyOneFree') : t('lobbyFree', { n: free })}</span>
      {table.hints ? <> · {t('hintsOn')}</> : null}
    </span>
  );
}
