/**
 * The reaper's sweep reads the tables' rows, never their events (issue 38, 3): each table keeps its
 * last activity on its row (migration 010), written with every append, so a sweep costs one row a
 * table however much has been played.
 */
import { describe, expect, it } from 'vitest';
import type { Json, Match } from '@kortbord/engine';
import { openDb, sqliteOf, type Db } from '../../src/db';
import { tablesRepo } from '../../src/repos/tables';
import { TableStore } from '../../src/store';
import { legalOf } from '../../src/views';
import { tempDir } from '../helpers';

/** The names of the database tables each query reads or writes. */
function watched(db: Db): { db: Db; tables: string[][] } {
  const tables: string[][] = [];
  const names = (node: unknown, into: Set<string>): Set<string> => {
    if (Array.isArray(node)) for (const x of node) names(x, into);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o['kind'] === 'TableNode') {
        const id = (o['table'] as { identifier?: { name?: string } } | undefined)?.identifier?.name;
        if (id) into.add(id);
      }
      for (const v of Object.values(o)) names(v, into);
    }
    return into;
  };
  return {
    db: db.withPlugin({
      transformQuery: (a) => {
        tables.push([...names(a.node, new Set())]);
        return a.node;
      },
      transformResult: async (a) => a.result,
    }),
    tables,
  };
}

describe("the reaper's sweep", () => {
  it('reads no events, and sees each table as last changed by its last event', async () => {
    const data = tempDir();
    const { db } = await openDb({ dataDir: data.dir });
    try {
      const store = new TableStore(db, { tablesPerAddress: 1_000_000 });
      const bots = Array.from({ length: 3 }, () => ({ kind: 'bot' as const, level: 'random' as const }));
      const spec = { game: 'president', seats: bots, standInAfterMs: null, public: false, creator: 'x' };
      const played = (await store.create(spec)).table;
      const waiting = (await store.create({ ...spec, seats: [{ kind: 'open' as const }, ...bots] })).table;
      await store.startMatch(played, 0);
      for (let i = 0; i < 5; i++) {
        const m = played.match as Match;
        const seat = (m.game.toAct(m.state) as number[])[0] as number;
        await store.act(played, seat, legalOf(played, seat)[0] as Json);
      }
      const lastEvent = await db
        .selectFrom('events')
        .select((e) => e.fn.max('at').as('at'))
        .where('table_id', '=', played.id)
        .executeTakeFirstOrThrow();
      const created = await db
        .selectFrom('tables')
        .select('created_at')
        .where('id', '=', waiting.id)
        .executeTakeFirstOrThrow();

      // Many tables with long histories (written directly: 2,000 tables of 100 events).
      const raw = sqliteOf(db);
      if (!raw) throw new Error('not SQLite');
      const TABLES = 2_000;
      const EVENTS = 100;
      const old = new Date(Date.now() - 86_400_000).toISOString();
      raw.transaction(() => {
        const table = raw.prepare(
          `insert into tables (id, game, players, options, status, version, match_no, stand_in_ms, public, invite_hash, creator, created_at, last_at)
           values (?, 'president', 3, '{}', 'over', ?, 1, null, 0, '', 'y', ?, ?)`,
        );
        const event = raw.prepare(
          `insert into events (table_id, seq, match_no, entry, at) values (?, ?, 1, '{"end":{"reason":"x"}}', ?)`,
        );
        for (let t = 0; t < TABLES; t++) {
          table.run(`bulk${t}`, EVENTS, old, old);
          for (let s = 1; s <= EVENTS; s++) event.run(`bulk${t}`, s, old);
        }
      })();

      const w = watched(db);
      const t0 = performance.now();
      const rows = await tablesRepo(w.db).activity();
      const ms = performance.now() - t0;
      console.log(
        `[proof sweep] ${TABLES + 2} tables, ${TABLES * EVENTS + 6} events: the sweep's read ${ms.toFixed(1)} ms, ` +
          `tables read: ${JSON.stringify(w.tables)}`,
      );
      expect(w.tables).toEqual([['tables']]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(played.id)).toEqual({ id: played.id, status: 'playing', last: lastEvent.at });
      expect(byId.get(waiting.id)).toEqual({ id: waiting.id, status: 'waiting', last: created.created_at });
      expect(byId.get('bulk7')).toEqual({ id: 'bulk7', status: 'over', last: old });

      // The sweep itself asks only for finished tables whose records have expired (kept 30 days):
      // none of the 2,000 finished a day ago is read, through the index on status and last change.
      const w2 = watched(db);
      const cut = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const t1 = performance.now();
      const due = await tablesRepo(w2.db).activity(cut);
      const dueMs = performance.now() - t1;
      expect(w2.tables).toEqual([['tables']]);
      expect(due.map((r) => r.id).sort()).toEqual([played.id, waiting.id].sort());
      // A day later than kept, the finished ones are all read (the reaper deletes them).
      expect(await tablesRepo(db).activity(new Date().toISOString())).toHaveLength(TABLES + 2);
      const plan = raw
        .prepare(
          `explain query plan select id, status, created_at, last_at from tables where status in ('waiting', 'playing') or (status = 'over' and last_at <= ?)`,
        )
        .all(cut)
        .map((r) => (r as { detail: string }).detail);
      console.log(
        `[proof sweep] the sweep's own read: ${due.length} rows in ${dueMs.toFixed(1)} ms; plan: ${plan.join('; ')}`,
      );
      expect(plan.some((d) => /SCAN tables\b/.test(d) && !/USING/.test(d))).toBe(false);
      expect(plan.some((d) => d.includes('tables_status_last'))).toBe(true);
    } finally {
      await db.destroy();
      data.remove();
    }
  }, 30_000);
});
