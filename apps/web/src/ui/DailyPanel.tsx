/**
 * Today's deal on the front page (issue 35): per game, play it (the server makes the table: you at
 * seat 1 against hard bots), or your place among everyone once played; the run of days and when the
 * next deal comes. The field page is its own chunk: this panel only links to it.
 */
import { useEffect, useState } from 'react';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import type { DailyToday } from '@kortbord/protocol';
import { useFrontWords } from '../i18n/front-words';
import { thrownTextSoon } from '../i18n/refusals';
import { gameName } from '../i18n/strings';
import { dailyToday, keepDailySeat, startDaily } from '../net/daily-api';
import { dailyPath, navigate } from '../routes';
import { timeUntil } from '../game/daily-time';

export function DailyPanel() {
  const { t, lang } = useFrontWords();
  // undefined while the server is asked; null where it has no today's deal (the panel stays away).
  const [today, setToday] = useState<DailyToday | null | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<GameId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = today ? Date.parse(today.nextDayAt) : 0;
  const fresh = !!today && now < next;

  // Asked again when the day turns (the page left open over midnight).
  useEffect(() => {
    if (fresh && today) return;
    let gone = false;
    dailyToday().then(
      (d) => !gone && setToday(d),
      // A server without today's deal (or none at all): the panel stays away.
      () => !gone && setToday((d) => d ?? null),
    );
    return () => {
      gone = true;
    };
  }, [fresh]);
  useEffect(() => {
    const i = setInterval(() => setNow(Date.now()), 20_000);
    return () => clearInterval(i);
  }, []);
  if (today === null) return null;
  // Until the answer comes the panel is drawn in its full shape (the games, their buttons held), so
  // the page below it does not jump when it fills in.
  if (today === undefined)
    return (
      <section className="panel daily-panel" aria-labelledby="daily-h" aria-busy="true">
        <h2 id="daily-h">{t('dailyTitle')}</h2>
        <p className="muted">{t('dailyAbout')}</p>
        <ul className="daily-games">
          {GAME_IDS.map((g) => (
            <li key={g} className="row">
              <strong>{gameName(g, lang)}</strong>
              {/* Its width held (hidden, also from screen readers) so the row wraps as it will. */}
              <small className="muted held">{t('dailyPlayers', { n: 0 })}</small>
              <span className="grow" />
              <button type="button" className="btn primary" disabled>
                {t('dailyPlay')}
              </button>
            </li>
          ))}
        </ul>
        <p>{'\u00a0'}</p>
        <p className="muted">{'\u00a0'}</p>
      </section>
    );

  const play = async (game: GameId) => {
    setBusy(game);
    setError(null);
    try {
      const started = await startDaily(game);
      keepDailySeat(started);
      navigate(`/t/${started.table}`);
    } catch (e) {
      setError(await thrownTextSoon(e, lang));
    } finally {
      setBusy(null);
    }
  };

  const left = timeUntil(next, now);
  const time = left.h ? t('dailyHours', left) : t('dailyMinutes', { m: left.m });
  const link = (game: GameId) => dailyPath(game, today.day);
  return (
    <section className="panel daily-panel" data-testid="daily" aria-labelledby="daily-h">
      <h2 id="daily-h">{t('dailyTitle')}</h2>
      <p className="muted">{t('dailyAbout')}</p>
      <ul className="daily-games">
        {GAME_IDS.map((g) => {
          const d = today.games[g];
          const a = d.attempt;
          return (
            <li key={g} className="row" data-testid="daily-game" data-game={g} data-status={a.status}>
              <strong>{gameName(g, lang)}</strong>
              <small className="muted">{t('dailyPlayers', { n: d.players })}</small>
              <span className="grow" />
              {a.status === 'finished' ? (
                <>
                  {a.rank !== null ? (
                    <span className="chip gold" data-testid="daily-rank">
                      {t('dailyPlace', { rank: a.rank, n: d.players })}
                    </span>
                  ) : null}
                  <a
                    className="btn"
                    href={link(g)}
                    onClick={(e) => (e.preventDefault(), navigate(link(g)))}
                    data-testid="daily-field-link"
                  >
                    {t('dailySeeField')}
                  </a>
                </>
              ) : (
                <button
                  type="button"
                  className="btn primary"
                  disabled={busy !== null}
                  onClick={() => void play(g)}
                  data-testid="daily-play"
                >
                  {a.status === 'playing' ? t('dailyGoOn') : t('dailyPlay')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <p data-testid="daily-streak">
        {t('dailyStreak', { n: today.streak.days })}
        {today.streak.days > 0 && !today.streak.today ? ` ${t('dailyStreakAlive')}` : ''}
      </p>
      <p className="muted" data-testid="daily-next">
        {t('dailyNext', { time })}
      </p>
    </section>
  );
}
