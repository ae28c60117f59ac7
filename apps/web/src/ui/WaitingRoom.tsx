/**
 * The host's controls in the waiting room: a bot (with its level) into an open seat or the seat
 * opened again, start now with bots in the open seats, or cancel the table (asked once more).
 */
import { useState } from 'react';
import { BOT_LEVELS } from '@kortbord/protocol';
import type { Json } from '@kortbord/engine';
import type { TableMeta } from '../game/session';
import { useTableWords } from '../i18n/table-words';

export function HostControls({ meta, send }: { meta: TableMeta; send: (msg: Record<string, Json>) => void }) {
  const { t } = useTableWords();
  const [level, setLevel] = useState<(typeof BOT_LEVELS)[number]>('medium');
  const [asking, setAsking] = useState(false);
  return (
    <div className="host-controls" data-testid="host-controls">
      <label className="row">
        {t('level')}:
        <select
          value={level}
          onChange={(e) => setLevel(e.target.value as typeof level)}
          data-testid="host-level"
        >
          {BOT_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`level_${l}`)}
            </option>
          ))}
        </select>
      </label>
      <ul>
        {meta.seats
          .filter((s) => s.kind !== 'human')
          .map((s) => (
            <li key={s.seat} className="row">
              {t('seatNumber', { n: s.seat + 1 })}:{' '}
              {s.kind === 'bot' ? (
                <button
                  type="button"
                  className="btn ghost small"
                  onClick={() => send({ type: 'set-seat', seat: s.seat, kind: 'open' })}
                  data-testid={`seat-open-${s.seat}`}
                >
                  {t('seatMakeOpen')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn small"
                  onClick={() => send({ type: 'set-seat', seat: s.seat, kind: 'bot', level })}
                  data-testid={`seat-bot-${s.seat}`}
                >
                  {t('seatMakeBot')}
                </button>
              )}
            </li>
          ))}
      </ul>
      <div className="row">
        <button
          type="button"
          className="btn primary"
          onClick={() => send({ type: 'start-now', level })}
          data-testid="start-now"
        >
          {t('startNow')}
        </button>
        {asking ? (
          <span className="row" role="group">
            <span>{t('cancelConfirm')}</span>
            <button
              type="button"
              className="btn"
              onClick={() => send({ type: 'cancel-table' })}
              data-testid="cancel-yes"
            >
              {t('cancelYes')}
            </button>
            <button type="button" className="btn ghost" onClick={() => setAsking(false)}>
              {t('leaveNo')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn ghost"
            onClick={() => setAsking(true)}
            data-testid="cancel-table"
          >
            {t('cancelTable')}
          </button>
        )}
      </div>
    </div>
  );
}
