import { afterAll, describe, expect, it } from 'vitest';
import { Client, http, sleep, tempDir, testServer } from './helpers';

type Made = { table: { id: string }; joined: { token: string; seat: number } };
interface Mark {
  step: number;
  round: number;
  seat: number;
  mark: string;
  loss: number;
  played: { action: { type: string } };
  best: { action: { type: string } };
}
type Answer =
  | { status: 'running'; match: number; done: number; total: number; marks: Mark[] }
  | { status: 'done'; match: number; seats: number[]; samples: number; marks: Mark[] };

const data = tempDir();
let s: Awaited<ReturnType<typeof testServer>> | null = null;
afterAll(async () => {
  await s?.cleanup();
  data.remove();
});

describe('the coach at the server', () => {
  it('judges the person’s decisions of a finished match in the bot pool, with progress, and keeps the marks', async () => {
    // One worker: the searches run off the event loop, in the pool.
    s = await testServer({ dataDir: data.dir, botWorkers: 1 });
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'medium' }],
      standInAfterMs: null,
      turnClockMs: null,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const coach = (q = '') =>
      http<Answer & { error?: { code: string } }>(
        s?.url ?? '',
        'GET',
        `/api/tables/${id}/matches/1/coach${q}`,
      );

    const early = await coach();
    expect([early.status, early.body.error?.code]).toEqual([409, 'not-over']);

    // Ola plays the first of their legal actions each time until the match is over.
    const ola = await Client.open(s.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    let n = 0;
    for (;;) {
      const v = await ola.next(
        'view',
        (m) => m.legal.length > 0 || (m.view as { over?: boolean }).over === true,
      );
      if ((v.view as { over?: boolean }).over) break;
      await ola.act(id, ++n, v.legal[0], v.version);
    }
    ola.close();

    const first = await coach();
    expect(first.status).toBe(202);
    expect(first.body.status).toBe('running');
    let answer: Answer = first.body;
    const seen: number[] = [];
    const firstMarks: Mark[] = [];
    // Asked again and again (a poll, as the page does) until the marks come.
    const end = Date.now() + 150_000;
    while (answer.status !== 'done') {
      if (Date.now() > end) throw new Error(`the coach did not finish: ${JSON.stringify(answer)}`);
      const r = await coach();
      answer = r.body;
      if (answer.status === 'running') {
        expect(r.status).toBe(202);
        seen.push(answer.done);
        expect(answer.done).toBeLessThanOrEqual(answer.total);
        // The first marks come while the rest compute: one per decision judged so far.
        expect(answer.marks.length).toBe(answer.done);
        firstMarks.push(...answer.marks);
      } else expect(r.status).toBe(200);
      if (answer.status === 'running') await sleep(25);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(answer.seats).toEqual([0]);
    expect(answer.marks.length).toBeGreaterThan(0);
    for (const m of answer.marks) {
      expect(m.seat).toBe(0);
      expect(m.round).toBe(1);
      expect(['good', 'inaccuracy', 'mistake', 'blunder']).toContain(m.mark);
      expect(m.loss).toBeGreaterThanOrEqual(0);
    }
    const marks = answer.marks;
    // Each mark shown early is the mark kept at the end.
    for (const m of firstMarks) expect(marks).toContainEqual(m);

    // Kept: asked again, and after a restart, the same marks at once.
    expect((await coach()).body).toEqual(answer);
    expect((await coach('?round=2')).body).toMatchObject({ status: 'done', marks: [] });
    await s.close();
    s = await testServer({ dataDir: data.dir, botWorkers: 0 });
    const again = await coach();
    expect(again.status).toBe(200);
    expect((again.body as Answer & { status: 'done' }).marks).toEqual(marks);

    const missing = await http<{ error: { code: string } }>(
      s.url,
      'GET',
      `/api/tables/${id}/matches/9/coach`,
    );
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not-found']);
  }, 180_000);
});
