/**
 * My matches (issue 33), `/history`: the statistics per game with the rating over time, every
 * finished match with its places and a link to its review, and the leaderboard of the people I have
 * played with. And `/p/<profile>`: a profile as others see it (name, matches, ratings). Its own
 * chunk: the front page carries only a link here.
 */
import { useEffect, useState } from 'react';
import { fill, getGame, type GameId } from '@kortbord/engine';
import { FORMER_PLAYER, RECORD_WORDS, type RecordKey } from '@kortbord/words';
import {
  PROVISIONAL_MATCHES,
  type GameStats,
  type HistoryMatch,
  type Leaderboard,
  type PublicProfile,
  type RatingShown,
} from '@kortbord/protocol';
import { thrownText } from '../i18n/errors';
import { type LangApi } from '../i18n/lang';
import { useTableWords } from '../i18n/table-words';
import { gameName } from '../i18n/strings';
import { isApiError } from '../net/api';
import { myHistory, myLeaderboard, myStats, publicProfile } from '../net/record-api';
import { navigate, profilePath, reviewPath } from '../routes';

/** The page's own words (RECORD_WORDS), and the catalogue's shared ones through `t`. */
function useWords() {
  const { t, lang } = useTableWords();
  const w = (key: RecordKey, params: Record<string, string | number> = {}) =>
    fill(RECORD_WORDS[key][lang], params);
  return { t, w, lang };
}

/** A game this build knows (the registry, which the other pages' chunks share: no new split of them). */
const isGameId = (g: string): g is GameId => getGame(g) !== undefined;
const gameOf = (g: string, lang: LangApi['lang']) => (isGameId(g) ? gameName(g, lang) : g);

function Link({ to, children, testId }: { to: string; children: React.ReactNode; testId?: string }) {
  return (
    <a href={to} onClick={(e) => (e.preventDefault(), navigate(to))} data-testid={testId}>
      {children}
    </a>
  );
}

function RatingText({ r }: { r: RatingShown | null }) {
  const { w } = useWords();
  if (!r) return <span className="muted">{w('ratingNone')}</span>;
  return (
    <span data-testid="rating-value">
      {w('ratingValue', { n: r.rating })}
      {r.provisional ? <span className="muted"> ({w('ratingProvisional')})</span> : null}
    </span>
  );
}

/** The rating after each rated match, as a line: hand-drawn SVG, the first and last numbers at its ends. */
export function RatingChart({ points, label }: { points: readonly { rating: number }[]; label: string }) {
  if (!points.length) return null;
  const wide = 300;
  const h = 80;
  const pad = 6;
  const values = points.map((p) => p.rating);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (i: number) =>
    points.length === 1 ? wide / 2 : pad + (i * (wide - 2 * pad)) / (points.length - 1);
  const y = (v: number) => (hi === lo ? h / 2 : h - pad - ((v - lo) * (h - 2 * pad)) / (hi - lo));
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className="rating-chart"
      viewBox={`0 0 ${wide} ${h}`}
      width="100%"
      height={h}
      role="img"
      aria-label={`${label}: ${values.join(', ')}`}
      data-testid="rating-chart"
    >
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r="3" fill="currentColor" />
      ))}
    </svg>
  );
}

type Loaded = {
  matches: HistoryMatch[];
  stats: GameStats[];
  boards: Leaderboard[];
};

export function HistoryPage() {
  const { t, w, lang } = useWords();
  const [data, setData] = useState<Loaded | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let gone = false;
    Promise.all([myHistory(), myStats(), myLeaderboard()])
      .then(([matches, stats, boards]) => !gone && setData({ matches, stats, boards }))
      .catch((e: unknown) => {
        if (gone) return;
        if (isApiError(e) && e.code === 'not-signed-in') setSignedOut(true);
        else setError(thrownText(e, lang));
      });
    return () => {
      gone = true;
    };
  }, [lang]);

  const date = new Intl.DateTimeFormat(lang === 'nb' ? 'nb-NO' : lang === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const nameOf = (n: string | null) => (n === FORMER_PLAYER.nb ? t('formerPlayer') : (n ?? '?'));

  return (
    <section className="panel history" data-testid="history" aria-labelledby="history-h">
      <h1 id="history-h">{w('historyTitle')}</h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {signedOut ? (
        <p data-testid="history-signed-out">
          {w('historySignedOut')} <Link to="/">{t('home')}</Link>
        </p>
      ) : null}
      {data && !data.matches.length ? <p data-testid="history-empty">{w('historyEmpty')}</p> : null}
      {data?.stats.length ? (
        <>
          <h2>{w('statsTitle')}</h2>
          {data.stats.map((g) => (
            <article key={g.game} className="game-stats" data-testid="stats" data-game={g.game}>
              <h3>{gameOf(g.game, lang)}</h3>
              <p>
                {w('statsLine', {
                  matches: g.matches,
                  wins: g.wins,
                  average: g.averagePlace.toLocaleString(lang === 'en' ? 'en-GB' : lang),
                })}
              </p>
              <p>
                <RatingText r={g.rating} />
              </p>
              <RatingChart points={g.points} label={w('ratingChart', { game: gameOf(g.game, lang) })} />
            </article>
          ))}
          <p className="muted">{w('ratingHelp', { n: PROVISIONAL_MATCHES })}</p>
        </>
      ) : null}
      {data?.matches.length ? (
        <>
          <h2>{w('historyList')}</h2>
          <ol className="history-list" data-testid="history-list">
            {data.matches.map((m) => (
              <li key={`${m.table}/${m.match}`} data-table={m.table} data-match={m.match}>
                <strong>{gameOf(m.game, lang)}</strong> ·{' '}
                <time dateTime={m.finishedAt}>{date.format(new Date(m.finishedAt))}</time> ·{' '}
                {w('historyPlace', { n: m.place })}
                {m.ratingAfter !== null ? (
                  <span data-testid="rating-after"> · {w('historyRatingAfter', { n: m.ratingAfter })}</span>
                ) : (
                  <span className="muted"> · {w('historyUnrated')}</span>
                )}
                <ul className="places">
                  {m.places.map((p) => (
                    <li key={p.seat}>
                      {p.place}.{' '}
                      {p.profile && p.seat !== m.seat ? (
                        <Link to={profilePath(p.profile)}>{nameOf(p.name)}</Link>
                      ) : (
                        nameOf(p.name)
                      )}
                      {p.score !== null ? ` (${p.score})` : ''}
                    </li>
                  ))}
                </ul>
                <Link to={reviewPath(m.table, m.match)} testId="history-review">
                  {w('historyReview')}
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {data ? (
        <>
          <h2>{w('leaderboardTitle')}</h2>
          {data.boards.length ? (
            data.boards.map((b) => (
              <table key={b.game} className="leaderboard" data-testid="leaderboard" data-game={b.game}>
                <caption>{gameOf(b.game, lang)}</caption>
                <tbody>
                  {b.rows.map((r, i) => (
                    <tr key={r.profile} className={r.me ? 'me' : undefined}>
                      <td>{i + 1}.</td>
                      <td>
                        {r.me ? (
                          <>
                            {r.name} {w('leaderboardYou')}
                          </>
                        ) : (
                          <Link to={profilePath(r.profile)}>{r.name}</Link>
                        )}
                      </td>
                      <td>
                        <RatingText r={r} />
                      </td>
                      <td>{w('profileMatches', { n: r.matches })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))
          ) : (
            <p className="muted">{w('leaderboardEmpty')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** A profile as others see it: the name, the matches per game and the ratings. */
export function ProfilePage({ id }: { id: string }) {
  const { w, lang } = useWords();
  const [p, setP] = useState<PublicProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    publicProfile(id)
      .then((v) => !gone && setP(v))
      .catch((e: unknown) => !gone && setError(thrownText(e, lang)));
    return () => {
      gone = true;
    };
  }, [id, lang]);
  return (
    <section className="panel history" data-testid="public-profile">
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {p ? (
        <>
          <h1>{p.name}</h1>
          <h2>{w('profileGames')}</h2>
          <ul>
            {p.games.map((g) => (
              <li key={g.game} data-game={g.game}>
                <strong>{gameOf(g.game, lang)}</strong>: {w('profileMatches', { n: g.matches })} ·{' '}
                <RatingText r={g.rating} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
