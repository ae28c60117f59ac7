/**
 * Proof 8, flood: one client sends 1,000 messages a second (pings and actions at its own table) to a
 * server process with the default limits. It is throttled (a `rate-limited` error) and then
 * disconnected (close 1008 with a reason); it reconnects and floods again, all through the flood
 * windows. Meanwhile ten other tables are played move by move, and the time from sending a move to its
 * ack is measured in windows that alternate with and without the flood (each window a number of moves,
 * not a time, so a loaded machine gives as many samples): p99 with the flood must stay near p99
 * without it.
 */
import { onTestFailed, afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rngFromSeed, type Json } from '@kortbord/engine';
import { Client, exited, serverProcess, sleep, tempDir, until } from '../helpers';
import { humanTable, percentile, type View } from './proof-helpers';

const tmp = tempDir();
afterAll(() => tmp.remove());

const TABLES = 10;
const WINDOWS = Number(process.env['PROOF_FLOOD_WINDOWS'] ?? (process.env['PROOF_FULL'] === '1' ? 10 : 4));
/** Each window lasts until this many moves were acked in it, however long that takes on the machine. */
const WINDOW_MOVES = 400;
const RATE = 1000;
const SEED = process.env['PROOF_SEED'] ?? 'flood-1';

describe('proof 8: flood', () => {
  it('a client at 1,000 messages a second is throttled, then cut off; other tables keep their latency', async () => {
    onTestFailed(() => console.log(`[proof] failed with seed ${SEED} (rerun: PROOF_SEED=${SEED})`));
    const srv = await serverProcess({
      DATA_DIR: tmp.dir,
      LOG_LEVEL: 'warn',
      NEXT_ROUND_AFTER_MS: '50',
      TABLES_PER_ADDRESS: '100',
    });
    const rng = rngFromSeed(SEED);
    try {
      // The flooder's own table, where it is seated.
      const own = await humanTable(srv.url, 'viggo', 2);
      const tables = [];
      for (let i = 0; i < TABLES; i++) {
        const t = await humanTable(srv.url, 'viggo', 2, { targetScore: 500 });
        const socks = await Promise.all(
          t.tokens.map(async (token) => {
            const c = await Client.open(srv.url);
            c.send({ type: 'subscribe', table: t.table, token });
            await c.next('view');
            return c;
          }),
        );
        tables.push({ id: t.table, socks });
      }

      let flooding = false;
      let stop = false;
      const samples: { flood: number[]; calm: number[] } = { flood: [], calm: [] };
      let n = 0;
      let acks = 0;
      const play = async (t: { id: string; socks: Client[] }) => {
        while (!stop) {
          const views = t.socks.map((c) => c.lastView(t.id) as View);
          const seat = views.findIndex((v) => v.legal.length > 0);
          if (seat < 0 || (views[0]!.view as { over: boolean }).over) {
            await sleep(5);
            continue;
          }
          const v = views[seat]!;
          const id = `m${++n}`;
          const during = flooding;
          const t0 = performance.now();
          t.socks[seat]!.send({
            type: 'act',
            table: t.id,
            id,
            version: v.version,
            action: v.legal[rng.int(v.legal.length)] as Json,
          });
          const r = await t.socks[seat]!.reply(id);
          const ms = performance.now() - t0;
          if (r.type === 'ack') acks++;
          if (r.type === 'ack' && during === flooding) (during ? samples.flood : samples.calm).push(ms);
          // Both seats see the move before the next one; a human pace of moves.
          while (t.socks.some((c) => (c.lastView(t.id)?.version ?? 0) < (r.type === 'ack' ? r.version : 0)))
            await sleep(1);
          await sleep(20);
        }
      };
      const players = Promise.all(tables.map(play));

      const floods = { connections: 0, throttled: 0, closed: 0, sent: 0, reasons: new Set<string>() };
      const flooder = async () => {
        while (!stop) {
          if (!flooding) {
            await sleep(10);
            continue;
          }
          const ws = new WebSocket(srv.url.replace(/^http/, 'ws') + '/ws');
          ws.on('error', () => {});
          const opened = await new Promise<boolean>((res) => {
            ws.once('open', () => res(true));
            ws.once('error', () => res(false));
          });
          if (!opened) continue;
          floods.connections++;
          let throttled = false;
          ws.on('message', (d) => {
            const m = JSON.parse(String(d)) as { type: string; code?: string };
            if (m.type === 'error' && m.code === 'rate-limited') throttled = true;
          });
          const closed = new Promise<{ code: number; reason: string }>((res) =>
            ws.once('close', (code, reason) => res({ code, reason: String(reason) })),
          );
          let open = true;
          void closed.then(() => (open = false));
          ws.send(JSON.stringify({ type: 'subscribe', table: own.table, token: own.tokens[0] }));
          const start = performance.now();
          let k = 0;
          while (open && flooding && !stop) {
            // 1,000 a second: catch up with the clock in small batches.
            const due = Math.floor(((performance.now() - start) / 1000) * RATE);
            for (; k < due && open; k++) {
              ws.send(
                k % 2
                  ? JSON.stringify({ type: 'ping', id: k })
                  : JSON.stringify({ type: 'act', table: own.table, id: k, action: { type: 'pass' } }),
              );
              floods.sent++;
            }
            await sleep(2);
          }
          if (open) ws.close();
          const c = await closed;
          if (throttled) floods.throttled++;
          if (c.code === 1008) {
            floods.closed++;
            floods.reasons.add(c.reason);
          }
        }
      };
      const flood = flooder();

      const moves = (k: number, what: string) => {
        const from = acks;
        return until(() => acks >= from + k, 120_000, what);
      };
      await moves(WINDOW_MOVES, 'the warm-up moves');
      for (let w = 0; w < WINDOWS * 2; w++) {
        flooding = w % 2 === 1;
        await moves(WINDOW_MOVES, `the moves of window ${w}`);
      }
      flooding = false;
      stop = true;
      await Promise.all([players, flood]);

      const calm = percentile(samples.calm, 99);
      const during = percentile(samples.flood, 99);
      console.log(
        `[proof flood] flood: ${floods.sent} messages at ${RATE}/s over ${floods.connections} connections, ` +
          `throttled ${floods.throttled}×, closed 1008 ${floods.closed}× (${[...floods.reasons].join('; ')}); ` +
          `move→ack p99 without the flood ${calm.toFixed(1)} ms (p50 ${percentile(samples.calm, 50).toFixed(1)}, ${samples.calm.length} moves), ` +
          `with it ${during.toFixed(1)} ms (p50 ${percentile(samples.flood, 50).toFixed(1)}, ${samples.flood.length} moves)`,
      );
      expect(floods.connections).toBeGreaterThan(0);
      expect(floods.throttled, 'the flooder was never told it is rate-limited').toBeGreaterThan(0);
      expect(floods.closed, 'the flooder was never disconnected').toBeGreaterThan(0);
      expect([...floods.reasons].every((r) => r.length > 0)).toBe(true);
      expect(samples.calm.length).toBeGreaterThan(20);
      expect(samples.flood.length).toBeGreaterThan(20);
      // Generous, for a shared 2-core CI machine running every test file at once: the flood may not
      // make moves much slower.
      expect(during, `[seed ${SEED}] p99 with the flood ${during} ms vs ${calm} ms without`).toBeLessThan(
        Math.max(calm * 3, calm + 250),
      );
      for (const t of tables) for (const c of t.socks) c.close();
    } finally {
      srv.child.kill('SIGTERM');
      await exited(srv.child);
    }
  });
});
