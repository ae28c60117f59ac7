import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, testServer, until } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

// A bot's choice is a function of the deal (the match's seed), the moves so far and its seat: two
// tables dealt alike meet the same bots, in-process or in a worker, when the bots think by rollouts.
const SEATS = [
  { kind: 'bot', level: 'hard' },
  { kind: 'bot', level: 'medium' },
  { kind: 'bot', level: 'easy' },
];

async function playedRecord(s: Server): Promise<unknown[]> {
  const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
    game: 'vri-atter',
    seats: SEATS,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.table.id;
  const c = await Client.open(s.url);
  c.send({ type: 'subscribe', table: id });
  await until(
    () => (c.lastView(id)?.view as { over?: boolean } | undefined)?.over === true,
    60_000,
    'the match to end',
  );
  c.close();
  const rec = await http<{ moves: unknown[] }>(s.url, 'GET', `/api/tables/${id}/record`);
  expect(rec.status).toBe(200);
  return rec.body.moves;
}

describe('bots seeded by the deal and the moves', () => {
  let inProcess: Server;
  let pooled: Server;
  beforeAll(async () => {
    const same = { testDealSeed: 'dup', botBudget: { iterations: 40 }, botDelayMs: [0, 1] as const };
    inProcess = await testServer({ ...same, botWorkers: 0 });
    pooled = await testServer({ ...same, botWorkers: 1 });
  });
  afterAll(async () => {
    await inProcess?.cleanup();
    await pooled?.cleanup();
  });

  it('two tables dealt alike play alike, in-process and in a worker', async () => {
    const [a, b, c] = await Promise.all([
      playedRecord(inProcess),
      playedRecord(inProcess),
      playedRecord(pooled),
    ]);
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
});
