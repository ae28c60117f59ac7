import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, http, tempDir, testServer, until } from './helpers';

const web = tempDir('kortbord-web-');
const data = tempDir('kortbord-data-');
type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;

beforeAll(async () => {
  writeFileSync(join(web.dir, 'index.html'), '<!doctype html><title>kortbord</title>');
  writeFileSync(join(web.dir, 'app.js'), 'console.log(1)');
  s = await testServer({ webDir: web.dir, dataDir: data.dir });
});
afterAll(async () => {
  await s.cleanup();
  web.remove();
  data.remove();
});

const KORTBORD = fileURLToPath(new URL('../../cli/bin/kortbord.js', import.meta.url));

describe('the rest of the contract', () => {
  it("serves the web client's build when there is one, the API beside it", async () => {
    const index = await fetch(`${s.url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(`${s.url}/app.js`)).text()).toBe('console.log(1)');
    // Client-side routes (an invite link) get the app too; unknown API routes a JSON 404.
    expect(await (await fetch(`${s.url}/t/abc?invite=x`)).text()).toContain('<title>kortbord</title>');
    const api = await http<{ error: { code: string } }>(s.url, 'GET', '/api/nope');
    expect([api.status, api.body.error.code]).toEqual([404, 'not-found']);
  });

  it('keeps seat tokens and invites only as hashes', async () => {
    const made = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
      s.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'Ola' },
      },
    );
    expect(made.body.joined.token.length).toBeGreaterThanOrEqual(32);
    await http(s.url, 'GET', `/api/tables/${made.body.table.id}`);
    const files = readdirSync(data.dir).filter((f) => f.startsWith('kortbord.sqlite'));
    const bytes = files.map((f) => readFileSync(join(data.dir, f)).toString('latin1')).join('');
    expect(bytes).toContain(made.body.table.id);
    expect(bytes).not.toContain(made.body.joined.token);
    expect(bytes).not.toContain(made.body.invite);
  });

  it('gives out a record that `kortbord replay` accepts, in both forms', async () => {
    const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    const id = made.body.table.id;
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: id });
    await until(
      () => (c.lastView(id)?.view as { over?: boolean } | undefined)?.over === true,
      60_000,
      'the match to end',
    );
    c.close();
    for (const form of ['full', 'seed']) {
      const res = await fetch(`${s.url}/api/tables/${id}/record?form=${form}`);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const file = join(data.dir, `record-${form}.json`);
      writeFileSync(file, await res.text());
      const out = JSON.parse(
        execFileSync(process.execPath, [KORTBORD, 'replay', file], { encoding: 'utf8' }),
      ) as {
        ok: boolean;
        state: { over: boolean };
      };
      expect(out.ok, form).toBe(true);
      expect(out.state.over).toBe(true);
    }
  });
});
