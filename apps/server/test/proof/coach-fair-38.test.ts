/**
 * The coach's line fair per asker (issue 38, 8): anyone could fill the node's coach places and every
 * other ask was refused 429 (also honest ones with no attacker: 7 of 78). Now an ask waits in a line
 * where askers take turns, each bounded (src/fair-line.ts, unit-tested beside it). Proof at the
 * server: an attacker's address asks for its share and more, an honest address asks once, and the
 * honest search starts after at most one of the attacker's waiting ones. The searches are held when
 * they take their place until every ask is in, so "waiting" is a state, not a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonText } from '@kortbord/engine';
import { Client, http, testServer, until } from '../helpers';

type Made = { table: { id: string }; joined: { token: string } };
type Answer = {
  status?: 'running' | 'done';
  waiting?: number;
  error?: { code: string; reason?: { code: string; params?: Record<string, unknown> } };
};

const PER_ASKER = 3;
const ATTACKER = '203.0.113.66';
const HONEST = '198.51.100.7';

let s: Awaited<ReturnType<typeof testServer>>;
const started: string[] = [];
let release: () => void = () => {};
const held = new Promise<void>((r) => (release = r));

beforeAll(async () => {
  s = await testServer({
    trustProxy: 1,
    coach: {
      maxJobs: 1,
      line: { perAsker: PER_ASKER, waiting: 32 },
      onStart: async (key) => {
        started.push(key);
        await held;
      },
    },
  });
});
afterAll(async () => {
  release();
  await s.cleanup();
});

/** A Vri åtter match of Ola and a bot, ended by Ola's asking at once: a finished match to coach. */
async function finishedMatch(): Promise<string> {
  const made = await http<Made>(s.url, 'POST', '/api/tables', {
    game: 'vri-atter',
    seats: [{ kind: 'open' }, { kind: 'bot', level: 'easy' }],
    standInAfterMs: null,
    turnClockMs: null,
    join: { name: 'Ola' },
  });
  const id = made.body.table.id;
  const ola = await Client.open(s.url);
  ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
  await until(() => !!ola.lastView(id), 20_000, 'the first view');
  ola.send({ type: 'end-match', table: id, id: 'end' });
  expect((await ola.reply('end')).type).toBe('ack');
  ola.close();
  return id;
}

async function coach(id: string, from: string): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${s.url}/api/tables/${id}/matches/1/coach`, {
    headers: { 'x-forwarded-for': from },
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** Asks again, as the page polls, until the marks come. */
async function answered(id: string, from: string): Promise<{ status: number; body: Answer }> {
  for (;;) {
    const r = await coach(id, from);
    if (r.body.status !== 'running') return r;
    await new Promise((go) => setImmediate(go));
  }
}

describe('the coach’s line, fair per asker', () => {
  it('serves an honest asker within its share while an attacker asks for more', async () => {
    const attack = [];
    for (let i = 0; i < PER_ASKER + 2; i++) attack.push(await finishedMatch());
    const mine = await finishedMatch();

    // The attacker's first search takes the node's one place (held); the next two wait in its lane.
    const asked = [];
    for (const id of attack.slice(0, PER_ASKER)) asked.push(await coach(id, ATTACKER));
    expect(asked.map((a) => [a.status, a.body.status, a.body.waiting])).toEqual([
      [202, 'running', 0],
      [202, 'running', 1],
      [202, 'running', 2],
    ]);
    // Beyond its share: refused in our shape, with a reason worded in every language.
    for (const id of attack.slice(PER_ASKER)) {
      const over = await coach(id, ATTACKER);
      expect(over.status).toBe(429);
      expect(over.body.error?.code).toBe('rate-limited');
      expect(over.body.error?.reason).toEqual({ code: 'coach-asker-limit', params: { n: PER_ASKER } });
    }
    const words = reasonText(null, 'coach-asker-limit');
    expect(words && [words.nb, words.sv, words.en].every((w) => w.includes('{n}'))).toBe(true);

    // The honest ask waits (before: 429), behind one of the attacker's, not behind both.
    const honest = await coach(mine, HONEST);
    expect([honest.status, honest.body.status, honest.body.waiting]).toEqual([202, 'running', 2]);
    // Asking again while it waits is the same search, not another place.
    expect((await coach(mine, HONEST)).body.waiting).toBe(2);
    expect((await coach(attack[2] as string, ATTACKER)).body.waiting).toBe(3);

    release();
    const honestDone = await answered(mine, HONEST);
    expect(honestDone.status).toBe(200);
    const key = (id: string) => `${id}/1`;
    // Started in turn: the attacker's running one, its next, then the honest one, then its last.
    await until(() => started.length === PER_ASKER + 1, 20_000, 'every search started');
    expect(started).toEqual([
      key(attack[0] as string),
      key(attack[1] as string),
      key(mine),
      key(attack[2] as string),
    ]);

    // Its places freed once its searches are done, the attacker may ask again.
    for (const id of attack.slice(0, PER_ASKER)) expect((await answered(id, ATTACKER)).status).toBe(200);
    expect((await coach(attack[3] as string, ATTACKER)).status).toBe(202);
  }, 90_000);
});
