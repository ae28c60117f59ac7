/**
 * Link previews and the new pages under attack (issue 38, the new surface): the HTML the server
 * writes for an invite link (`/t/<table>?invite=…`), a table whose match runs, a review, a public
 * profile (`/p/<id>`), the history and the front page, in each language, carries no card, no invite
 * code, no seat token and no session: cards judged as the leak proofs judge views (with the control
 * that the seat's own view names them), secrets as strings anywhere in the page. The routes and
 * frames added this round beside the pages of pages-38: the push key (`GET /api/push/key`) and the
 * `since` frame a seat gets coming back to a slow table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import { browser, Client, http, tempDir, testServer, until } from '../helpers';
import { cardsIn } from './proof-helpers';

const INDEX = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>kortbord</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const web = tempDir('kortbord-web-');
let s: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  mkdirSync(join(web.dir, 'assets'));
  writeFileSync(join(web.dir, 'index.html'), INDEX);
  s = await testServer({ webDir: web.dir });
});
afterAll(async () => {
  await s?.cleanup();
  web.remove();
});

/** The Open Graph and Twitter tags of a page, by name. */
const tags = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );

describe('link previews and the new pages under attack', () => {
  it('hold no card, invite code, seat token or session in any language', async () => {
    const kari = browser(s.url);
    const me = await kari.call<{ profile: { id: string } }>('POST', '/api/profiles', { name: 'Kari' });
    const kariId = me.body.profile.id;
    const session = kari.cookie().split('=')[1] as string;

    // A table that waits for a player (its invite link is the one pasted in a chat).
    const waiting = await kari.call<{ table: { id: string }; invite: string; joined: { token?: string } }>(
      'POST',
      '/api/tables',
      { game: 'idiot', seats: [{ kind: 'open' }, { kind: 'open' }], join: { name: 'Kari' } },
    );
    // A table whose match runs: Kari and a bot, a few moves in.
    const running = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
      s.url,
      'POST',
      '/api/tables',
      {
        game: 'idiot',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
        standInAfterMs: null,
        turnClockMs: null,
        join: { name: 'Ola' },
      },
    );
    const ola = await Client.open(s.url);
    const rid = running.body.table.id;
    ola.send({ type: 'subscribe', table: rid, token: running.body.joined.token });
    for (let n = 0; n < 3; n++) {
      await until(() => (ola.lastView(rid)?.legal.length ?? 0) > 0, 20_000, 'Ola’s turn');
      const v = ola.lastView(rid);
      if (!v) break;
      await ola.act(rid, `m${n}`, v.legal[0], v.version);
    }
    const m = newMatch({ game: 'idiot', players: 2, seed: 1 });
    if (!m.ok) throw new Error(m.message);
    const deck = new Set(m.value.game.cards(m.value.state));
    const control = cardsIn(ola.lastView(rid)?.view, deck).size;
    expect(control).toBeGreaterThan(0);

    const secrets = [
      waiting.body.invite,
      running.body.invite,
      running.body.joined.token,
      ...(waiting.body.joined.token ? [waiting.body.joined.token] : []),
      session,
    ].filter((x): x is string => !!x);
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    const pages = [
      `/t/${waiting.body.table.id}?invite=${waiting.body.invite}`,
      `/t/${waiting.body.table.id}`,
      `/t/${rid}?invite=${running.body.invite}`,
      `/t/${rid}`,
      `/review/${rid}/1`,
      `/p/${kariId}`,
      '/history',
      '/',
    ];
    let judged = 0;
    let bytes = 0;
    const cards: string[] = [];
    const leaked: string[] = [];
    for (const lang of ['nb', 'sv', 'en'])
      for (const path of pages)
        for (const cookie of [undefined, kari.cookie()]) {
          const res = await fetch(`${s.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, {
            headers: cookie ? { cookie } : {},
          });
          expect([path, res.status]).toEqual([path, 200]);
          const html = await res.text();
          bytes += html.length;
          judged += html.split(/[^A-Za-z0-9]+/).length;
          // The page's own address is in it (og:url) without its query: judge the rest.
          cards.push(...[...cardsIn(html, deck)].map((c) => `${path}: ${c}`));
          for (const x of secrets) if (html.includes(x)) leaked.push(`${path} (${lang}): ${x}`);
          if (path.startsWith('/t/') || path.startsWith('/review/')) {
            const og = tags(html);
            expect(og['og:title'], path).toBeTruthy();
            expect(og['og:url'], path).toBe(`${s.url}${path.split('?')[0]}`);
            for (const v of Object.values(og)) expect([...cardsIn(v, deck)]).toEqual([]);
          }
        }
    expect(cards).toEqual([]);
    expect(leaked).toEqual([]);

    // The push key: the server's public key, nothing of a table or a profile.
    const key = await http<Record<string, unknown>>(s.url, 'GET', '/api/push/key');
    expect(Object.keys(key.body)).toEqual(['key']);
    expect([...cardsIn(key.body, deck)]).toEqual([]);

    // The since frame: the version a seat last saw at a slow table, nothing else.
    const slow = await kari.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      slow: { moveMs: 86_400_000, onDeadline: 'bot' },
    });
    const per = await http<{ token: string }>(s.url, 'POST', `/api/tables/${slow.body.table.id}/join`, {
      invite: slow.body.invite,
      name: 'Per',
    });
    const frames: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await Client.open(s.url);
      c.send({ type: 'subscribe', table: slow.body.table.id, token: per.body.token });
      await c.next('view');
      frames.push(...c.messages.filter((x) => x.type === 'since'));
      c.close();
      await until(() => c.closed !== null, 5000, 'closed');
    }
    for (const f of frames) {
      expect(Object.keys(f as object).sort()).toEqual(['table', 'type', 'version']);
      expect([...cardsIn(f, deck)]).toEqual([]);
    }
    ola.close();
    console.log(
      `[proof previews-38] ${pages.length} pages × 3 languages × 2 readers (${(bytes / 1024).toFixed(1)} KiB, ${judged} words judged): cards found 0 (control: ${control} in the seat's own view), ${secrets.length} secrets (invite codes, seat tokens, a session) found 0; push key: one key; since frames: ${frames.length}, table and version only`,
    );
  }, 60_000);
});
