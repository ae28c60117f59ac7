import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { GAME_IDS, isObject, matchView, reason, sayRefusal, type GameId, type Json } from '@kortbord/engine';
import { historyOf } from '../game/history';
import {
  recordNames,
  replaySteps,
  reviewNames,
  reviewErrorText,
  reviewLog,
  roundEnd,
  roundStarts,
  withNames,
  type Step,
} from '../game/review';
import { useDrawn } from '../drawn';
import { readView } from '../game/view';
import { useLang } from '../i18n/lang';
import { useTableWords } from '../i18n/table-words';
import { thrownText } from '../i18n/errors';
import { fetchRecord, getTable } from '../net/api';
import { loadTicket } from '../net/storage';
import { recordPeople } from '../game/coach';
import { CoachPanel } from './CoachPanel';
import { downloadJson } from './download';
import { TableView } from './TableView';

/** The game a record names, for the words of its refusals. */
const gameOf = (doc: Json | null): GameId | null => {
  const g = isObject(doc) ? doc['game'] : null;
  return typeof g === 'string' && (GAME_IDS as readonly string[]).includes(g) ? (g as GameId) : null;
};

export interface ReviewAt {
  /** A finished match on the server, by its address; else the record kept in this browser. */
  readonly table?: string;
  readonly match?: number;
  readonly step?: number;
  readonly round?: number;
}

/**
 * A server's record with the seats' names, fetched for `/review/<table>/<match>`; at once where the
 * server drew this review into the page and gave its record with it (drawn.ts).
 */
function useServerRecord(table: string | undefined, match: number | undefined) {
  const { lang } = useLang();
  const drawn = useDrawn().review;
  const given = drawn && drawn.table === table && drawn.match === match ? drawn : null;
  const [got, setGot] = useState<{ doc: Json; names: string[] } | { error: string } | null>(() =>
    given ? { doc: given.doc, names: reviewNames(given.doc, given.seats) } : null,
  );
  useEffect(() => {
    if (!table || !match || given) return;
    let live = true;
    setGot(null);
    Promise.all([fetchRecord(table, match), getTable(table).catch(() => null)]).then(
      ([doc, info]) => {
        const names = reviewNames(doc, info?.seats.map((s) => s.name ?? null) ?? null);
        if (live) setGot({ doc, names });
      },
      (e: unknown) => live && setGot({ error: thrownText(e, lang) }),
    );
    return () => {
      live = false;
    };
  }, [table, match, lang, given]);
  return got;
}

/** Keeps the shown step in the address (`?step=N`), so that a reload or a shared link shows it. */
function keepStep(step: number): void {
  const q = new URLSearchParams(location.search);
  q.delete('round');
  q.set('step', String(step));
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
}

/** The position the address asks for (`?step=N`, `?round=N`), else the end; 0 with no record. */
const shownStep = (steps: readonly Step[], where: ReviewAt): number => {
  if (!steps.length) return 0;
  const wanted =
    where.step !== undefined ? where.step : where.round !== undefined ? roundEnd(steps, where.round) : null;
  return Math.min(steps.length - 1, Math.max(0, wanted ?? steps.length - 1));
};

/**
 * `/review` and `/review/<table>/<match>`: a game stepped move by move with every card shown, from a
 * record (the server's for a finished match, or one kept in this browser), rounds marked.
 */
export function ReviewPage({
  doc: kept,
  onDoc,
  names: keptNames,
  at: where = {},
}: {
  doc: Json | null;
  /** A record file chosen here, with the seats' names it carries. */
  onDoc: (doc: Json, names: readonly string[] | undefined) => void;
  names?: readonly string[];
  at?: ReviewAt;
}) {
  const { t, lang } = useTableWords();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const server = useServerRecord(where.table, where.match);
  const fromServer = !!where.table;
  const doc = fromServer ? (server && 'doc' in server ? server.doc : null) : kept;
  const given = fromServer ? (server && 'names' in server ? server.names : undefined) : keptNames;
  const replayed = useMemo(() => (doc ? replaySteps(doc) : null), [doc]);
  const steps = replayed?.steps ?? [];
  const rounds = useMemo(() => roundStarts(steps), [steps]);
  // Where the address says, from the first render on: a review the server drew is drawn there too.
  const [at, setAtState] = useState(() => shownStep(steps, where));
  const setAt = (f: number | ((i: number) => number)) =>
    setAtState((i) => {
      const next = typeof f === 'function' ? f(i) : f;
      keepStep(next);
      return next;
    });
  // A record that comes after the first render (fetched, or chosen here): before its first paint (a
  // layout effect), so that the table is drawn once, at the position shown, not first at the start
  // and then moved (the review's layout shift, 0.26, issue 36).
  useLayoutEffect(() => {
    if (steps.length) setAtState(shownStep(steps, where));
    // The address is read when a record arrives; later steps are written to it, not read back.
  }, [steps]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.tagName === 'INPUT') return;
      if (e.key === 'ArrowRight') setAt((i) => Math.min(steps.length - 1, i + 1));
      if (e.key === 'ArrowLeft') setAt((i) => Math.max(0, i - 1));
      if (e.key === 'Home') setAt(0);
      if (e.key === 'End') setAt(steps.length - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [steps.length]);

  const step = steps[Math.min(at, steps.length - 1)];
  const log = useMemo(() => reviewLog(steps, at), [steps, at]);

  const picker = (
    <section className="panel">
      <h2>{t('review')}</h2>
      {/* The browser's own file button speaks the browser's language, not the page's: ours says it. */}
      <label className="row file-pick">
        {t('openRecord')}:
        <input
          type="file"
          className="visually-hidden"
          accept=".json,application/json"
          data-testid="record-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            setFileName(f.name);
            void f.text().then((txt) => {
              try {
                setLoadError(null);
                const doc = JSON.parse(txt) as Json;
                onDoc(doc, recordNames(doc));
              } catch {
                setLoadError(
                  sayRefusal(null, { code: 'malformed', reason: reason('record-not-json') }, lang),
                );
              }
            });
          }}
        />
        <span className="btn" aria-hidden="true">
          {t('chooseRecordFile')}
        </span>
        <span className="muted" data-testid="record-file-name">
          {fileName ?? t('noRecordFile')}
        </span>
      </label>
      {/* One error: a file that is no JSON replaces the error of the record chosen before it. */}
      {loadError ? <p className="error">{t('badRecord', { why: loadError })}</p> : null}
      {!loadError && replayed?.error ? (
        <p className="error">{t('badRecord', { why: reviewErrorText(replayed.error, lang, gameOf(doc)) })}</p>
      ) : null}
    </section>
  );

  if (fromServer && !doc)
    return (
      <section className="panel" data-testid="review-loading">
        <h2>{t('review')}</h2>
        {server && 'error' in server ? (
          <p className="error" role="alert">
            {t('reviewMissing')} ({server.error})
          </p>
        ) : (
          <p className="muted">{t('reviewLoading')}</p>
        )}
      </section>
    );
  if (!step || !doc) return picker;
  const view = readView(matchView(step.match, 'all'));
  const names = view.seats.map((_, i) => given?.[i] ?? t('seatNumber', { n: i + 1 }));
  const round = step.match.round;
  const bar = (
    <div className="panel review-bar" data-testid="review-bar">
      <button type="button" className="btn" onClick={() => setAt(0)} aria-label={t('first')}>
        |◀
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => setAt((i) => Math.max(0, i - 1))}
        aria-label={t('previous')}
        data-testid="review-prev"
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={steps.length - 1}
        value={at}
        onChange={(e) => setAt(Number(e.target.value))}
        list="review-rounds"
        aria-label={t('moveOf', { i: at, n: steps.length - 1 })}
      />
      <button
        type="button"
        className="btn"
        onClick={() => setAt((i) => Math.min(steps.length - 1, i + 1))}
        aria-label={t('next')}
        data-testid="review-next"
      >
        ▶
      </button>
      <button type="button" className="btn" onClick={() => setAt(steps.length - 1)} aria-label={t('last')}>
        ▶|
      </button>
      <datalist id="review-rounds">
        {rounds.map((r) => (
          <option key={r.step} value={r.step} label={t('round', { n: r.round })} />
        ))}
      </datalist>
      <span data-testid="review-position">
        {at === 0 ? t('startPosition') : t('moveOf', { i: at, n: steps.length - 1 })}
      </span>
      <button
        type="button"
        className="btn ghost"
        onClick={() => downloadJson(withNames(doc, names), `kortbord-${view.game}.json`)}
      >
        {t('downloadRecord')}
      </button>
      {rounds.length > 1 ? (
        <nav className="round-marks" aria-label={t('roundMarkers')} data-testid="round-marks">
          {rounds.map((r) => (
            <button
              key={r.step}
              type="button"
              className="btn ghost"
              aria-current={round === r.round ? 'step' : undefined}
              title={t('roundStarts', { n: r.round })}
              data-step={r.step}
              onClick={() => setAt(r.step)}
            >
              {t('round', { n: r.round })}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
  // The reader's own seats: their seat ticket at a server's table, or the people of a kept record.
  const ticket = where.table ? loadTicket(where.table) : undefined;
  const mine = ticket ? [ticket.seat] : fromServer ? null : recordPeople(doc);
  return (
    <div>
      {/* The coach beside the board (below it on a narrow screen), never above it. */}
      <div className="review-layout">
        <TableView
          view={view}
          legal={[]}
          me={null}
          names={names}
          log={log}
          history={historyOf(step.match)}
          top={bar}
        />
        <aside className="panel review-coach" aria-label={t('coach')} data-testid="review-coach">
          <CoachPanel
            doc={doc}
            table={where.table}
            match={where.match}
            steps={steps}
            at={at}
            names={names}
            mine={mine}
            onPick={(i) => setAt(i)}
          />
        </aside>
      </div>
      <div className="review-picker">{picker}</div>
    </div>
  );
}
