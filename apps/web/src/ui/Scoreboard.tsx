import { useLayoutEffect, useRef } from 'react';
import { titlesOf, titleText } from '@kortbord/engine';
import type { RoundEntry } from '../game/history';
import { roundPlaces } from '../game/result';
import type { TableView } from '../game/view';
import { useTableWords } from '../i18n/table-words';

/**
 * A seat's colour in the chart and the table: a class of the style sheet (`seat-c0` … `seat-c9`,
 * then again), since a page the server draws (a review) may carry no style attribute (CSP).
 */
const SEAT_COLOUR_COUNT = 10;
const seatColour = (s: number) => `seat-c${s % SEAT_COLOUR_COUNT}`;

export interface ChartProps {
  readonly history: readonly RoundEntry[];
  readonly names: readonly string[];
  readonly target: number | null;
  readonly unit: string;
}

/** Chart geometry, pure: a polyline per seat through (round, total), starting from 0 at round 0. */
export function chartLines(
  history: readonly RoundEntry[],
  players: number,
  target: number | null,
  w: number,
  h: number,
  pad = 24,
) {
  const maxScore = Math.max(1, target ?? 0, ...history.flatMap((r) => r.scores));
  const rounds = Math.max(1, history.length);
  const x = (i: number) => pad + ((w - pad * 2) * i) / rounds;
  const y = (v: number) => h - pad - ((h - pad * 2) * v) / maxScore;
  const lines = Array.from({ length: players }, (_, s) =>
    [[x(0), y(0)], ...history.map((r, i) => [x(i + 1), y(r.scores[s] ?? 0)])]
      .map(([a, b]) => `${(a as number).toFixed(1)},${(b as number).toFixed(1)}`)
      .join(' '),
  );
  return { lines, maxScore, x, y };
}

/** A small SVG chart of the totals after each round, with the match's target line. */
export function ScoreChart({ history, names, target, unit }: ChartProps) {
  const { t } = useTableWords();
  const w = 300;
  const h = 150;
  const { lines, maxScore, x, y } = chartLines(history, names.length, target, w, h);
  return (
    <figure className="chart-figure">
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="chart"
        role="img"
        aria-label={`${t('chartTitle')} (${unit})`}
        data-testid="chart"
      >
        <line x1={x(0)} y1={y(0)} x2={x(history.length || 1)} y2={y(0)} stroke="rgba(255,255,255,.3)" />
        <line x1={x(0)} y1={y(0)} x2={x(0)} y2={y(maxScore)} stroke="rgba(255,255,255,.3)" />
        {target !== null ? (
          <g>
            <line
              x1={x(0)}
              y1={y(target)}
              x2={x(history.length || 1)}
              y2={y(target)}
              stroke="#f87171"
              strokeDasharray="4 3"
            />
            <text x={x(0) + 2} y={y(target) - 3}>
              {t('target', { n: target })}
            </text>
          </g>
        ) : null}
        <text x={4} y={y(maxScore) + 4}>
          {maxScore}
        </text>
        <text x={4} y={y(0) + 4}>
          0
        </text>
        {history.map((r, i) => (
          <text key={r.round} x={x(i + 1) - 3} y={h - 8}>
            {r.round}
          </text>
        ))}
        {lines.map((pts, s) => (
          <polyline
            key={s}
            points={pts}
            fill="none"
            className={`chart-line ${seatColour(s)}`}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        ))}
      </svg>
      <figcaption className="legend">
        {names.map((n, s) => (
          <span key={s} className={seatColour(s)}>
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

export interface ScoreboardProps extends ChartProps {
  /** The game and its options: the engine's standing places each round. */
  readonly table: Pick<TableView, 'game' | 'options'>;
  readonly showChart: boolean;
  readonly roles?: boolean;
}

/** Totals after each round as a table (and a chart where the game keeps a score). */
export function Scoreboard({ history, names, target, unit, table, showChart, roles }: ScoreboardProps) {
  const { t, lang } = useTableWords();
  // A new round's column comes into sight: the box scrolls to its right end (the latest rounds), and
  // stays there when its width changes (a turned tablet, a resized window).
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const toEnd = () => (el.scrollLeft = el.scrollWidth);
    toEnd();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(toEnd);
    ro.observe(el);
    return () => ro.disconnect();
  }, [history.length]);
  if (!history.length) return null;
  return (
    <section className="panel scoreboard" aria-label={t('scoreboard')} data-testid="scoreboard">
      <h2 className="h3">{t('scoreboard')}</h2>
      <div className="score-scroll" ref={scroller} data-testid="score-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('players')}</th>
              {history.map((r) => (
                <th key={r.round} scope="col">
                  {r.round}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((n, s) => (
              <tr key={s}>
                <th scope="row" className={`seat-name ${seatColour(s)}`}>
                  {n}
                </th>
                {history.map((r) => {
                  const place = roundPlaces(table, r.placings, names.length)[s] ?? 0;
                  const role = roles ? r.roles?.[s] : null;
                  // Other titles (Idiot's idiot) come from the game, next to the place.
                  const title = role
                    ? null
                    : titlesOf({ ...table, placings: r.placings, scores: r.scores })[s];
                  return (
                    <td key={r.round}>
                      {showChart
                        ? (r.scores[s] ?? 0)
                        : role
                          ? t(`role_${role}` as 'role_boms')
                          : place > 0
                            ? `${place}.${title ? ` ${titleText(title, lang)}` : ''}`
                            : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showChart ? <ScoreChart history={history} names={names} target={target} unit={unit} /> : null}
    </section>
  );
}
