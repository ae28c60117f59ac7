/** Small pieces of playing with friends on the front page: the turn clock's picker and a lobby line. */
import { GAME_WORDS, isObject } from '@kortbord/engine';
import { TURN_CLOCKS, type TableInfo } from '@kortbord/protocol';
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
