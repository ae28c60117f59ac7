/**
 * Reads bounded by what they cost (issue 38, 1): a table's match history, its records and the coach
 * replay each finished match once and keep it, so asking again costs no replay however long the
 * history; and they are limited per address like the writes.
 */
import { describe, expect, it } from 'vitest';
import { Client, http, testServer } from '../helpers';
import { endByEveryone, humanTable, type View } from './proof-helpers';

const replays = async (base: string): Promise<number> =>
  (await http<{ replays: number }>(base, 'GET', '/api/health')).body.replays;

type History = { matches: { match: number }[] };

describe('reads of a growing history', () => {
  it('replays each finished match once, whatever is asked again', async () => {
    const s = await testServer();
    try {
      const seated = await humanTable(s.url, 'idiot', 2);
      const [a, b] = await Promise.all(seated.tokens.map(() => Client.open(s.url)));
      const both = [a, b] as Client[];
      both.forEach((c, i) => c.send({ type: 'subscribe', table: seated.table, token: seated.tokens[i] }));
      await Promise.all(both.map((c) => c.next('view')));
      const MATCHES = 8;
      const cost: { matches: number; firstReplays: number; againReplays: number; ms: number }[] = [];
      for (let n = 1; n <= MATCHES; n++) {
        await endByEveryone(both, seated.table, `end${n}-`);
        // Ended by agreement: over in the view every seat is sent.
        const overOf = (v: View) => (v.view as { over?: boolean } | null)?.over;
        const ended = (await a?.next('view', (m) => m.match === n && overOf(m) === true)) as View;
        expect(overOf(ended)).toBe(true);
        for (const [i, c] of both.entries()) {
          c.send({ type: 'rematch', table: seated.table, id: `r${n}-${i}` });
          expect((await c.reply(`r${n}-${i}`)).type).toBe('ack');
        }
        await a?.next('view', (m) => m.match === n + 1);
        if (n % 2) continue;
        const before = await replays(s.url);
        const first = await http<History>(s.url, 'GET', `/api/tables/${seated.table}/matches`);
        expect(first.body.matches.map((m) => m.match)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        const afterFirst = await replays(s.url);
        const t0 = performance.now();
        for (let k = 0; k < 5; k++) {
          await http(s.url, 'GET', `/api/tables/${seated.table}/matches`);
          expect((await http(s.url, 'GET', `/api/tables/${seated.table}/record?match=${n - 1}`)).status).toBe(
            200,
          );
        }
        const ms = (performance.now() - t0) / 10;
        cost.push({
          matches: n,
          firstReplays: afterFirst - before,
          againReplays: (await replays(s.url)) - afterFirst,
          ms,
        });
      }
      console.log(
        `[proof reads] per history size: ${cost
          .map(
            (c) =>
              `${c.matches} matches: first ask ${c.firstReplays} replays, 10 asks after it ${c.againReplays} replays, ${c.ms.toFixed(2)} ms a GET`,
          )
          .join('; ')}`,
      );
      // Only the matches finished since the last ask are replayed (two here), and asking again none.
      for (const c of cost.slice(1)) expect(c.firstReplays).toBeLessThanOrEqual(2);
      for (const c of cost) expect(c.againReplays).toBe(0);
      for (const c of both) c.close();
    } finally {
      await s.cleanup();
    }
  }, 60_000);

  it('limits reads per address with rate-limited, over all the read routes together, in bursts of a sixth', async () => {
    // 18 a minute: at most 3 in any 10 s.
    const s = await testServer({ limits: { readsPerMinute: 18 } });
    try {
      const seated = await humanTable(s.url, 'idiot', 2);
      const paths = [
        `/api/tables/${seated.table}/matches`,
        `/api/tables/${seated.table}/record?match=1`,
        `/api/tables/${seated.table}/matches/1/coach`,
      ];
      // One of each, then each again: the three reads are the address's 10 s, whichever route.
      const answers: string[] = [];
      for (const path of [...paths, ...paths, `/api/tables/${seated.table}`]) {
        const r = await http<{ error?: { code: string } }>(s.url, 'GET', path);
        answers.push(r.status === 429 ? `429 ${r.body.error?.code}` : 'read');
      }
      expect(answers).toEqual(['read', 'read', 'read', ...Array(4).fill('429 rate-limited')]);
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});
