/**
 * A bot's timing gives nothing away: each decision's pause is a function of the server's secret and
 * the decision's name (table, version, seat) only, inside the configured range, fixed before the bot
 * thinks, and its answer never reaches the table before the pause is over, whatever the position.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { botPause, thinkingBudget } from '../../src/pacing';
import type { PacedDecision } from '../../src/bot-turns';
import { http, testServer } from '../helpers';

const SECRET = 'proof-pacing-secret';

describe('bot pacing', () => {
  it('is the same for the same secret and decision, spread over the whole range', () => {
    const range = [500, 1200] as const;
    const seen = new Set<number>();
    for (let v = 0; v < 2000; v++) {
      const d = { table: 'T1', version: v, seat: v % 4 };
      const p = botPause(SECRET, d, range);
      expect(botPause(SECRET, { ...d }, range)).toBe(p);
      expect(p).toBeGreaterThanOrEqual(500);
      expect(p).toBeLessThanOrEqual(1200);
      seen.add(p);
    }
    // Uniform over 701 values: 2,000 draws leave well over 500 distinct ones, ends included nearby.
    expect(seen.size).toBeGreaterThan(500);
    expect(Math.min(...seen)).toBeLessThan(510);
    expect(Math.max(...seen)).toBeGreaterThan(1190);
    // Another secret, other pauses: a player cannot compute them.
    const other = Array.from({ length: 50 }, (_, v) =>
      botPause('x', { table: 'T1', version: v, seat: 0 }, range),
    );
    const mine = Array.from({ length: 50 }, (_, v) =>
      botPause(SECRET, { table: 'T1', version: v, seat: 0 }, range),
    );
    expect(other).not.toEqual(mine);
  });

  it('cuts the search to end inside the pause', () => {
    expect(thinkingBudget(1000, 600)).toBeLessThan(600);
    expect(thinkingBudget(1000, 2000)).toBe(1000);
    expect(thinkingBudget(undefined, 300)).toBeLessThan(300);
    expect(thinkingBudget(1000, 0)).toBe(1);
  });

  const servers: { cleanup: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.cleanup();
  });

  for (const kind of ['in-process', 'pool'] as const)
    it(`at a live table (${kind}): every decision paced by its name alone, the answer after its pause`, async () => {
      const paced: PacedDecision[] = [];
      const range = [5, 40] as const;
      const s = await testServer({
        botDelayMs: range,
        botPacingSecret: SECRET,
        onBotPaced: (p) => paced.push(p),
        ...(kind === 'pool' ? { botWorkers: 1, botBudget: { timeMs: 5000 } } : {}),
      });
      servers.push(s);
      const level = kind === 'pool' ? 'hard' : 'medium';
      const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
        game: kind === 'pool' ? 'president' : 'tuffa-viktor',
        seats: [
          { kind: 'bot', level },
          { kind: 'bot', level },
          { kind: 'bot', level },
        ],
        public: false,
      });
      expect(made.status).toBe(201);
      const want = kind === 'pool' ? 30 : 80;
      await expect
        .poll(() => paced.filter((p) => p.sentAfterMs !== undefined).length, { timeout: 120_000 })
        .toBeGreaterThanOrEqual(want);
      await s.cleanup();
      servers.pop();
      const fixed = paced.filter((p) => p.sentAfterMs === undefined);
      const sent = paced.filter((p) => p.sentAfterMs !== undefined);
      for (const p of paced) {
        expect(p.pauseMs).toBe(botPause(SECRET, p, range));
        expect(p.pauseMs).toBeGreaterThanOrEqual(range[0]);
        expect(p.pauseMs).toBeLessThanOrEqual(range[1]);
      }
      // Each answer was sent after it had been paced, and not before its pause was over.
      for (const p of sent) {
        const at = paced.indexOf(p);
        expect(fixed.some((f) => paced.indexOf(f) < at && f.version === p.version && f.seat === p.seat)).toBe(
          true,
        );
        expect(p.sentAfterMs).toBeGreaterThanOrEqual(p.pauseMs);
      }
      // Decisions with one legal action and with many were both paced, by the same rule.
      const one = fixed.filter((p) => p.legal === 1);
      const many = fixed.filter((p) => (p.legal ?? 0) > 1);
      if (kind === 'in-process') expect(one.length).toBeGreaterThan(0);
      expect(many.length).toBeGreaterThan(0);
      const mean = (xs: PacedDecision[]) => xs.reduce((n, p) => n + p.pauseMs, 0) / xs.length;
      const late = sent.map((p) => (p.sentAfterMs ?? 0) - p.pauseMs).sort((a, b) => a - b);
      console.log(
        `[proof pacing ${kind}] ${fixed.length} decisions paced, ${sent.length} sent; mean pause one legal ${mean(one).toFixed(1)} ms (${one.length}), several ${mean(many).toFixed(1)} ms (${many.length}); sent after the pause by p50 ${late[late.length >> 1]} ms, max ${late[late.length - 1]} ms`,
      );
    }, 180_000);
});
