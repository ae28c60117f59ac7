import { useEffect, useMemo, useState } from 'react';
import {
  entryEvents,
  GAME_IDS,
  isObject,
  matchView,
  reason,
  sayRefusal,
  type GameId,
  type Json,
  type RecordEntry,
} from '@kortbord/engine';
import type { LogEntry } from '../game/describe';
import { historyOf } from '../game/history';
import { replaySteps, reviewErrorText } from '../game/review';
import { readView } from '../game/view';
import { useLang } from '../i18n/lang';
import { downloadJson } from './TablePage';
import { TableView } from './TableView';

/** The game a record names, for the words of its refusals. */
const gameOf = (doc: Json | null): GameId | null => {
  const g = isObject(doc) ? doc['game'] : null;
  return typeof g === 'string' && (GAME_IDS as readonly string[]).includes(g) ? (g as GameId) : null;
};

/** `/review`: a finished game stepped move by move with every card shown, from a record. */
export function ReviewPage({
  doc,
  onDoc,
  names: given,
}: {
  doc: Json | null;
  onDoc: (doc: Json) => void;
  names?: readonly string[];
}) {
  const { t, lang } = useLang();
  const [loadError, setLoadError] = useState<string | null>(null);
  const replayed = useMemo(() => (doc ? replaySteps(doc) : null), [doc]);
  const steps = replayed?.steps ?? [];
  const [at, setAt] = useState(0);
  useEffect(() => setAt(Math.max(0, steps.length - 1)), [steps.length]);

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
  const log = useMemo(() => {
    const out: LogEntry[] = [];
    steps.slice(1, at + 1).forEach((s, i) => {
      const prev = steps[i];
      if (!prev || s.entry === null) return;
      // A review shows every card, so each event's secret cards are shown too.
      for (const e of entryEvents(prev.match, s.entry as unknown as RecordEntry, s.match)) {
        const cards = [...(e.cards ?? []), ...(e.secret?.cards ?? [])];
        const { secret: _secret, count: _count, ...open } = e;
        out.push({
          version: s.index + 1,
          seat: e.seat,
          kind: e.kind,
          cards,
          count: null,
          text: e.kind,
          event: { ...open, cards } as unknown as Json,
        });
      }
    });
    return out;
  }, [steps, at]);

  const picker = (
    <section className="panel">
      <h2>{t('review')}</h2>
      <label className="row">
        {t('openRecord')}:
        <input
          type="file"
          accept=".json,application/json"
          data-testid="record-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            void f.text().then((txt) => {
              try {
                setLoadError(null);
                onDoc(JSON.parse(txt) as Json);
              } catch {
                setLoadError(
                  sayRefusal(null, { code: 'malformed', reason: reason('record-not-json') }, lang),
                );
              }
            });
          }}
        />
      </label>
      {loadError ? <p className="error">{t('badRecord', { why: loadError })}</p> : null}
      {replayed?.error ? (
        <p className="error">{t('badRecord', { why: reviewErrorText(replayed.error, lang, gameOf(doc)) })}</p>
      ) : null}
    </section>
  );

  if (!step || !doc) return picker;
  const view = readView(matchView(step.match, 'all'));
  const names = view.seats.map((_, i) => given?.[i] ?? t('seatNumber', { n: i + 1 }));
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
      <span data-testid="review-position">
        {at === 0 ? t('startPosition') : t('moveOf', { i: at, n: steps.length - 1 })}
      </span>
      <button
        type="button"
        className="btn ghost"
        onClick={() => downloadJson(doc, `kortbord-${view.game}.json`)}
      >
        {t('downloadRecord')}
      </button>
    </div>
  );
  return (
    <div>
      <TableView
        view={view}
        legal={[]}
        me={null}
        names={names}
        log={log}
        history={historyOf(step.match)}
        top={bar}
      />
      <div style={{ marginTop: 12 }}>{picker}</div>
    </div>
  );
}
