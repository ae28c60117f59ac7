/**
 * `/daily/<game>/<day>`: a day's deal among everyone who played it (issue 35). Your place and score,
 * how many did better and worse, the spread as a chart (with its text), your groups side by side,
 * the coach on your own match, the best result's play, the text to share, and the check of the deal
 * (its fingerprint, and its seed once the day is over). A past day can be played again for practice.
 * Its own chunk: the front page only links here.
 */
import { useEffect, useState } from 'react';
import { DAILY_TABLES, GAME_IDS, type GameId } from '@kortbord/engine';
import { shareText } from '@kortbord/words';
import type { DailyField, DailyToday } from '@kortbord/protocol';
import {
  chartRows,
  chartText,
  earlierDays,
  pageWord,
  resultText,
  scoreText,
  type ChartRow,
} from '../game/daily';
import { thrownText } from '../i18n/errors';
import { useTableWords } from '../i18n/table-words';
import { gameName } from '../i18n/strings';
import { isApiError } from '../net/api';
import { dailyField, dailyToday, keepDailySeat, setDailyShowName, startDaily } from '../net/daily-api';
import { load } from '../net/storage';
import { dailyPath, navigate, reviewPath } from '../routes';

function Link({ to, children, testId }: { to: string; children: React.ReactNode; testId?: string }) {
  return (
    <a href={to} onClick={(e) => (e.preventDefault(), navigate(to))} data-testid={testId}>
      {children}
    </a>
  );
}

/**
 * The spread of results, best at the top: one row per result, its words at the left, a bar as long
 * as its count with the count after it; the player's own row drawn in the accent colour.
 */
function FieldChart({ rows, label }: { rows: readonly ChartRow[]; label: string }) {
  if (!rows.length) return null;
  const wide = 520;
  const bar = 24;
  const labelW = 250;
  const max = Math.max(...rows.map((r) => r.count));
  return (
    <svg
      className="field-chart"
      viewBox={`0 0 ${wide} ${rows.length * bar}`}
      preserveAspectRatio="xMinYMin meet"
      width="100%"
      role="img"
      aria-label={label}
      data-testid="field-chart"
    >
      {rows.map((r, i) => {
        const w = Math.max(3, ((wide - labelW - 40) * r.count) / max);
        const y = i * bar;
        return (
          <g key={i} data-you={r.you ? 'true' : undefined}>
            <text x={labelW - 8} y={y + bar - 8} fontSize="12" textAnchor="end" fill="currentColor">
              {r.label}
            </text>
            <rect
              x={labelW}
              y={y + 4}
              width={w}
              height={bar - 8}
              rx="3"
              fill={r.you ? 'var(--gold, #f5c02e)' : 'currentColor'}
              opacity={r.you ? 1 : 0.5}
            />
            <text x={labelW + w + 6} y={y + bar - 8} fontSize="12" fill="currentColor">
              {r.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function ShareBox({ text }: { text: string }) {
  const { t, lang } = useTableWords();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  return (
    <div className="share-box" data-testid="share">
      <h2>{pageWord(lang, 'fieldShare')}</h2>
      <p className="muted">{pageWord(lang, 'fieldShareHelp')}</p>
      <pre className="share-text" data-testid="share-text">
        {text}
      </pre>
      <button
        type="button"
        className="btn primary"
        data-testid="share-copy"
        onClick={() => {
          void (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          );
        }}
      >
        {t('copy')}
      </button>{' '}
      <span role="status" data-testid="share-copied">
        {copied === 'yes' ? t('copied') : ''}
      </span>
    </div>
  );
}

/** My own table of that day, kept when it was started here (the field does not name it). */
function myTable(
  game: GameId,
  day: string,
  today: DailyToday | null,
): { table: string; match: number } | null {
  const a = today?.day === day ? today.games[game].attempt : null;
  if (a?.status === 'finished') return { table: a.table, match: a.match };
  const kept = load(`daily.mine.${game}.${day}`) as { table?: unknown; match?: unknown } | undefined;
  return kept && typeof kept.table === 'string' && typeof kept.match === 'number'
    ? { table: kept.table, match: kept.match }
    : null;
}

export function DailyPage({ game, day }: { game: GameId; day: string }) {
  const { t, lang } = useTableWords();
  const w = (key: Parameters<typeof pageWord>[1], params?: Record<string, string | number>) =>
    pageWord(lang, key, params);
  const [field, setField] = useState<DailyField | null>(null);
  const [today, setToday] = useState<DailyToday | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let gone = false;
    dailyField(game, day).then(
      (f) => !gone && setField(f),
      (e: unknown) => !gone && setError(isApiError(e) ? thrownText(e, lang) : String(e)),
    );
    dailyToday().then(
      (d) => !gone && setToday(d),
      () => {},
    );
    return () => {
      gone = true;
    };
  }, [game, day, lang]);

  const seats = DAILY_TABLES[game].players;
  const isToday = today?.day === day;
  const past = !!today && day < today.day;
  const play = async () => {
    setBusy(true);
    try {
      const started = await startDaily(game, past ? day : undefined);
      keepDailySeat(started);
      navigate(`/t/${started.table}`);
    } catch (e) {
      setError(thrownText(e, lang));
    } finally {
      setBusy(false);
    }
  };
  // My own play of the day (the coach): as the field names it, on any device; else as kept here.
  const kept = myTable(game, day, today);
  const mine =
    field?.you?.review ?? field?.practice?.review ?? (kept ? reviewPath(kept.table, kept.match) : null);
  const rows = field ? chartRows(field, lang) : [];

  return (
    <section className="panel daily-page" data-testid="daily-field" aria-labelledby="daily-field-h">
      <h1 id="daily-field-h">{w('fieldTitle', { game: gameName(game, lang), day })}</h1>
      {!field && !error ? <p className="muted">{w('fieldLoading')}</p> : null}
      {error ? (
        <p className="error" role="alert" data-testid="field-error">
          {error}
        </p>
      ) : null}
      {error && (isToday || past) ? (
        <button type="button" className="btn primary" disabled={busy} onClick={() => void play()}>
          {past ? w('fieldPracticeAgain') : t('dailyPlay')}
        </button>
      ) : null}
      {field ? (
        <>
          {field.you ? (
            <div data-testid="field-you">
              <p className="field-rank">
                <strong>{w('fieldYou', { rank: field.you.rank, n: field.attempts })}</strong>
              </p>
              <p>
                {w('fieldTablePlace', { place: field.you.place, seats })}
                {scoreText(game, field.you.score, lang)
                  ? ` · ${w('fieldScore', { score: scoreText(game, field.you.score, lang) ?? '' })}`
                  : ''}
              </p>
              <p data-testid="field-better-worse">
                {w('fieldBetterWorse', {
                  better: field.you.better,
                  worse: field.you.worse,
                  equal: field.you.equal,
                })}
              </p>
            </div>
          ) : (
            <p>{w('fieldNoRanked')}</p>
          )}
          {field.practice ? (
            <p data-testid="field-practice">{w('fieldPractice', { place: field.practice.place })}</p>
          ) : null}

          <h2>{w('fieldChart')}</h2>
          {field.attempts ? (
            <figure>
              <FieldChart rows={rows} label={chartText(rows, field.attempts, lang)} />
              <figcaption className="visually-hidden">{chartText(rows, field.attempts, lang)}</figcaption>
            </figure>
          ) : (
            <p className="muted">{w('fieldNobody')}</p>
          )}

          {field.you ? (
            <ShareBox
              text={shareText({
                game,
                day,
                lang,
                rank: field.you.rank,
                attempts: field.attempts,
                worse: field.you.worse,
                equal: field.you.equal,
                place: field.you.place,
                seats,
                score: field.you.score,
                streak: isToday ? (today?.streak.days ?? 0) : 0,
                url: location.origin,
              })}
            />
          ) : null}

          {field.groups.length ? (
            <>
              <h2>{w('fieldGroups')}</h2>
              {field.groups.map((g) => (
                <table key={g.id} className="leaderboard" data-testid="field-group">
                  <caption>{g.name}</caption>
                  <tbody>
                    {g.members.map((m) => (
                      <tr key={m.profile} className={m.you ? 'me' : undefined}>
                        <td>
                          {m.name}
                          {m.you ? ` ${w('fieldYouMark')}` : ''}
                        </td>
                        <td>{m.result ? `${m.result.rank}.` : ''}</td>
                        <td>{m.result ? resultText(game, m.result, lang) : w('fieldNotPlayed')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </>
          ) : null}

          {mine ? (
            <>
              <h2>{w('fieldCoach')}</h2>
              <p>
                <Link to={mine} testId="field-coach">
                  {w('fieldCoachLink')}
                </Link>
              </p>
            </>
          ) : null}

          {today && today.showName !== null ? (
            <label className="toggle" data-testid="field-show-name">
              <input
                type="checkbox"
                checked={today.showName}
                onChange={(e) => {
                  const on = e.target.checked;
                  setDailyShowName(on).then(
                    (r) => setToday((d) => (d ? { ...d, showName: r.showName } : d)),
                    (err: unknown) => setError(thrownText(err, lang)),
                  );
                }}
              />{' '}
              {w('fieldShowName')}
            </label>
          ) : null}
          {field.best ? (
            <div data-testid="field-best">
              <h2>{w('fieldBest')}</h2>
              <p>
                {resultText(game, field.best, lang)}
                {field.best.name ? ` · ${w('fieldBestBy', { name: field.best.name })}` : ''}
              </p>
              <p>
                <Link to={field.best.review} testId="field-best-review">
                  {w('fieldBestLink')}
                </Link>
              </p>
            </div>
          ) : null}

          <h2>{w('fieldCheck')}</h2>
          <p className="fair-code" data-testid="field-hash">
            {w('fieldHash', { hash: field.seedHash })}
          </p>
          {field.seed ? (
            <>
              <p className="fair-code" data-testid="field-seed">
                {w('fieldSeed', { seed: field.seed })}
              </p>
              <p>{w('fieldHowToCheck', { game, seed: field.seed })}</p>
            </>
          ) : (
            <p className="muted">{w('fieldSeedLater')}</p>
          )}

          {field.over ? (
            <p>
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => void play()}
                data-testid="field-practice-play"
              >
                {w('fieldPracticeAgain')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}

      {today ? (
        <nav aria-label={w('fieldEarlier')} data-testid="field-days">
          <h2>{w('fieldEarlier')}</h2>
          <p className="row">
            {GAME_IDS.filter((g) => g !== game).map((g) => (
              <Link key={g} to={dailyPath(g, day)}>
                {gameName(g, lang)}
              </Link>
            ))}
          </p>
          <p className="row">
            {day !== today.day ? <Link to={dailyPath(game, today.day)}>{w('fieldToday')}</Link> : null}
            {earlierDays(today.day, 7).map((d) => (
              <Link key={d} to={dailyPath(game, d)}>
                {d}
              </Link>
            ))}
          </p>
        </nav>
      ) : null}
    </section>
  );
}
