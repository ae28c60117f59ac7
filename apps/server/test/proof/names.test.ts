/** Names at the door: the names that fooled the attack run are cleaned or refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanName } from '../../src/names';
import { http, testServer } from '../helpers';

describe('name cleaning', () => {
  it('cleans what does not print and refuses names that read as a bot or another seat', () => {
    expect(cleanName('Ka\u0000ri\u200b', [])).toEqual({ ok: true, name: 'Kari' });
    expect(cleanName('\u202eirak\u202c', [])).toEqual({ ok: true, name: 'irak' });
    expect(cleanName('Be\u0301nedikte', [])).toEqual({ ok: true, name: 'B\u00e9nedikte' });
    expect(cleanName('  Ola \n\t Nordmann ', [])).toEqual({ ok: true, name: 'Ola Nordmann' });
    for (const bad of [
      '\u200b\u200d',
      '\u0000',
      'Astrid (bot)',
      'Astrid (BOT)',
      'Astrid [bot]',
      'Astrid (bot\u200b)',
      'Mr Bot',
    ])
      expect(cleanName(bad, []).ok, JSON.stringify(bad)).toBe(false);
    expect(cleanName('Robot', []).ok).toBe(true);
    const at = ['Kari', 'Astrid (bot)', null];
    for (const bad of ['kari', 'KARI', 'Ka\u200bri', 'Ｋａｒｉ', 'Kari '])
      expect(cleanName(bad, at).ok, JSON.stringify(bad)).toBe(false);
    expect(cleanName('Astrid', at).ok).toBe(true);
  });

  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s?.cleanup());

  it('refuses at the door with bad-name, and stores the cleaned name', async () => {
    const made = await http<{ table: { id: string }; invite: string }>(s.url, 'POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', name: 'Astrid' }],
      join: { name: 'Kari\u200b\u202e', seat: 0 },
      public: false,
    });
    expect(made.status).toBe(201);
    const path = `/api/tables/${made.body.table.id}/join`;
    for (const name of ['kari', 'Astrid (bot)', 'Ola (bot)', '\u200b\u2060']) {
      const r = await http<{ error: { code: string } }>(s.url, 'POST', path, {
        invite: made.body.invite,
        name,
      });
      expect([name, r.status, r.body.error.code]).toEqual([name, 400, 'bad-name']);
    }
    const ok = await http(s.url, 'POST', path, { invite: made.body.invite, name: 'Ola\u0000' });
    expect(ok.status).toBe(200);
    const info = await http<{ seats: { name: string | null }[] }>(
      s.url,
      'GET',
      `/api/tables/${made.body.table.id}`,
    );
    expect(info.body.seats.map((x) => x.name)).toEqual(['Kari', 'Ola', 'Astrid']);
    const dup = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'bot', name: 'Kari' }],
      join: { name: 'KARI', seat: 0 },
    });
    expect(dup.body.error.code).toBe('bad-name');
  });
});
