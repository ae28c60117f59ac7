/** Small pieces of playing with friends on the front page: the turn clock's picker and a lobby line. */
import { GAME_WORDS, isObject } from '@kortbord/engine';
import { SLOW_CLOCKS, TURN_CLOCKS, type OnDeadline, type TableInfo } from '@kortbord/protocol';
import { useLang } from '../i18n/lang';
import { gameName } from '../i18n/strings';

export function ClockPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useLang();
  const label = (ms: number) =>
    ms < 60_000 ? t('turnClockSeconds', { n: ms / 1000 }) : t('turnClockMinutes', { n: ms / 60_000 });
  return (
    <label className="row" style={{ marginTop: 8 }}>
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

/** A slow table's choice (issue 34): null is live. */
export type Tempo = { readonly moveMs: number | null; readonly onDeadline: OnDeadline } | null;

/** Live or slow (1 h to 3 days a move, or no limit), and what a slow table does when time runs out. */
export function TempoPicker({ value, onChange }: { value: Tempo; onChange: (v: Tempo) => void }) {
  const { t } = useLang();
  const label = (ms: number) =>
    ms === 3_600_000
      ? t('tempoOneHour')
      : ms < 86_400_000
        ? t('tempoHours', { n: ms / 3_600_000 })
        : t('tempoDays', { n: ms / 86_400_000 });
  const key = value === null ? 'live' : value.moveMs === null ? 'friends' : String(value.moveMs);
  const onDeadline = value?.onDeadline ?? 'bot';
  return (
    <>
      <label className="row" style={{ marginTop: 8 }}>
        {t('tempo')}:
        <select
          value={key}
          onChange={(e) => {
            const v = e.target.value;
            onChange(v === 'live' ? null : { moveMs: v === 'friends' ? null : Number(v), onDeadline });
          }}
          data-testid="tempo"
        >
          <option value="live">{t('tempoLive')}</option>
          {SLOW_CLOCKS.map((ms) => (
            <option key={ms} value={ms}>
              {label(ms)}
            </option>
          ))}
          <option value="friends">{t('tempoFriends')}</option>
        </select>
      </label>
      {value && value.moveMs !== null ? (
        <label className="row" style={{ marginTop: 8 }}>
          {t('tempoAtDeadline')}:
          <select
            value={onDeadline}
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
  const { t, lang } = useLang();
  const preset = isObject(table.options) ? table.options['preset'] : undefined;
  const variant =
    typeof preset === 'string'
      ? (GAME_WORDS[table.game].presets[preset]?.[lang] ?? preset)
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
