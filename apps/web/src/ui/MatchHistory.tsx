/**
 * The matches played at this table, kept across rematches: each finished match's scoreboard and
 * chart, read from the server (which replays them from its stored events).
 */
import { useEffect, useState } from 'react';
import type { RoundEntry } from '../game/history';
import { keepsScore, lowerWins, targetScore, type TableView } from '../game/view';
import { useTableWords } from '../i18n/table-words';
import { Scoreboard } from './Scoreboard';

interface Played {
  readonly match: number;
  readonly rounds: readonly RoundEntry[];
}

export function MatchHistory({
  table,
  match,
  status,
  view,
  names,
}: {
  table: string;
  match: number;
  status: string;
  view: TableView;
  names: readonly string[];
}) {
  const { t } = useTableWords();
  const [played, setPlayed] = useState<readonly Played[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`/api/tables/${encodeURIComponent(table)}/matches`)
      .then((r) => (r.ok ? (r.json() as Promise<{ matches: Played[] }>) : { matches: [] }))
      .then(
        (b) => live && setPlayed(b.matches),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [table, match, status]);
  // The match on show has its own scoreboard: this lists the others (and it, once over, with them).
  if (played.length < 2 && !(played.length === 1 && played[0]?.match !== match)) return null;
  const unit = lowerWins(view) ? t('penaltyPoints') : t('securedGlasses');
  return (
    <section className="panel" data-testid="match-history" aria-label={t('matchesAtTable')}>
      <h3>{t('matchesAtTable')}</h3>
      {played.map((m) => (
        <div key={m.match} data-match={m.match}>
          <h4>{t('matchN', { n: m.match })}</h4>
          <Scoreboard
            history={m.rounds}
            table={view}
            names={names}
            target={targetScore(view)}
            unit={unit}
            showChart={keepsScore(view)}
          />
        </div>
      ))}
    </section>
  );
}
