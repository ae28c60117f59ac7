/**
 * Today's deal under attack (issue 38, the new surface; the deal is issue 35): nobody peeks at a
 * deal, its record or someone's play of it before they have played it themselves or the day's deals
 * are open (two hours after the day ends in Oslo, days.ts revealAt). Every read path of a daily
 * table someone else plays, then has finished: the table (GET /api/tables/:id, its seed null), the
 * record, the matches, the coach, the field, joining, watching over the WebSocket, the review and
 * table pages and their Open Graph tags, to a signed-in stranger, to a guest playing the same deal
 * (its own cookie), to a guest with a made-up cookie and to a browser with none (the review's page
 * drawn with its record for those who may read it): refused or without a card of any hand (the leak judge, with the control that it finds them in the player's own view and
 * record) and without the seed (checked once the seed is out). Once the deal opens, the record is
 * given and its seed hashes to the hash published all day. One ranked attempt per player: a second
 * start is refused with its reason, also when starts race and from a second browser of the profile.
 * A finished attempt counts once in the field, also when its moves (the last too) are sent again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import type { DailyField, DailyStarted, DailyToday, TableInfo } from '@kortbord/protocol';
import { browser, Client, tempDir, testServer, until, viewOver, writeReviewDrawer } from '../helpers';
import { ask, cardsIn } from './proof-helpers';

const INDEX = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>kortbord</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Idiot: the shortest game. Noon in Oslo on an ordinary winter day (UTC+1). */
const GAME = 'idiot';
const DAY = '2026-12-03';
const NOON = Date.parse('2026-12-03T11:00:00Z');
/** The day ends at 23:00 UTC; its deals open two hours later. */
const OPENS = Date.parse('2026-12-04T01:00:00Z');

const web = tempDir('kortbord-web-');
let clock = NOON;
let s: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  mkdirSync(join(web.dir, 'assets'));
  writeFileSync(join(web.dir, 'index.html'), INDEX);
  // A review drawn into its page carries its record: judged with every page below.
  writeReviewDrawer(web.dir);
  s = await testServer({ webDir: web.dir, now: () => clock, dailyBotIterations: 20 });
});
afterAll(async () => {
  await s?.cleanup();
  web.remove();
});

const reasonOf = (b: unknown): string | undefined =>
  (b as { error?: { reason?: { code?: string } } } | undefined)?.error?.reason?.code;

/** The Open Graph and Twitter tags of a page, by name. */
const tags = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );

/** Every card Idiot's four-seat deck has (the judge's vocabulary). */
const deck = (() => {
  const m = newMatch({ game: GAME, players: 4, options: { preset: 'idiot' }, seed: 1 });
  if (!m.ok) throw new Error(m.message);
  return new Set(m.value.game.cards(m.value.state));
})();

interface Seen {
  readonly what: string;
  readonly text: string;
}

/**
 * Everything a reader who has not played the deal gets from every read path of `table`: the
 * answers (kept to be judged, and searched for the seed once it is out) and the statuses.
 */
async function readAll(table: string, readers: Record<string, string | undefined>): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const [who, cookie] of Object.entries(readers)) {
    const o = cookie ? { cookie } : {};
    const got = async (what: string, r: { status: number; body: unknown }) => {
      seen.push({ what: `${who} ${what} ${r.status}`, text: JSON.stringify(r.body) });
      return r;
    };
    // The table: shown (it has an address), its seed held back.
    const info = await got('table', await ask<TableInfo>(s.url, 'GET', `/api/tables/${table}`, o));
    expect([who, info.status, (info.body as TableInfo).seed]).toEqual([who, 200, null]);
    // The record (each form, each match), the matches, the coach, the field: refused until played.
    for (const path of [
      `/api/tables/${table}/record`,
      `/api/tables/${table}/record?match=1`,
      `/api/tables/${table}/record?form=seed`,
      `/api/tables/${table}/matches`,
      `/api/tables/${table}/matches/1/coach`,
      `/api/tables/${table}/matches/1/coach?round=1`,
      `/api/daily/${GAME}/${DAY}/field`,
    ]) {
      const r = await got(path, await ask(s.url, 'GET', path, o));
      expect([who, path, r.status, reasonOf(r.body)]).toEqual([who, path, 403, 'daily-play-first']);
    }
    // The coach with a made-up seat token: still nothing.
    const forged = await fetch(`${s.url}/api/tables/${table}/matches/1/coach`, {
      headers: { ...(cookie ? { cookie } : {}), authorization: `Bearer ${randomBytes(16).toString('hex')}` },
    });
    const forgedBody: unknown = await forged.json();
    seen.push({ what: `${who} coach forged token ${forged.status}`, text: JSON.stringify(forgedBody) });
    expect([who, forged.status, reasonOf(forgedBody)]).toEqual([who, 403, 'daily-play-first']);
    // Joining: nobody else sits down.
    const joined = await got(
      'join',
      await ask(s.url, 'POST', `/api/tables/${table}/join`, { ...o, body: { name: 'Eve' } }),
    );
    expect([who, joined.status, reasonOf(joined.body)]).toEqual([who, 403, 'daily-alone']);
    // Watching: refused, and no frame before or with the refusal names a card.
    const w = await Client.open(s.url, cookie ? { cookie } : undefined);
    w.send({ type: 'subscribe', table });
    const refused = await w.next('error', (m) => m.table === table);
    expect([who, refused.code, refused.reason?.code]).toEqual([who, 'daily-refused', 'daily-alone']);
    w.send({ type: 'sync', table });
    await w.next('error', (m) => m.table === table);
    expect(w.messages.filter((m) => m.type === 'view')).toEqual([]);
    seen.push({ what: `${who} websocket`, text: JSON.stringify(w.messages) });
    w.close();
    // The pages a link to it opens, in every language: no card in the page or its preview tags.
    for (const path of [`/review/${table}/1`, `/t/${table}`])
      for (const lang of ['nb', 'sv', 'en']) {
        const res = await fetch(`${s.url}${path}?lang=${lang}`, { headers: cookie ? { cookie } : {} });
        const html = await res.text();
        expect([who, path, res.status]).toEqual([who, path, 200]);
        const og = tags(html);
        expect(og['og:title'], path).toBeTruthy();
        for (const v of Object.values(og)) {
          expect([who, path, [...cardsIn(v, deck)]]).toEqual([who, path, []]);
          // Nor its player's name: a preview has no asker, and she has not let her name show.
          expect([who, path, v.includes('Anna')]).toEqual([who, path, false]);
        }
        seen.push({ what: `${who} ${path} ${lang}`, text: html });
      }
  }
  return seen;
}

/** The cards the judge finds in what was seen (each text parsed where it is JSON). */
const judged = (seen: readonly Seen[]): string[] =>
  seen.flatMap(({ what, text }) => {
    let v: unknown = text;
    try {
      v = JSON.parse(text);
    } catch {
      /* a page */
    }
    return [...cardsIn(v, deck)].map((c) => `${what}: ${c}`);
  });

describe("today's deal under attack", () => {
  it('shows nobody the deal before they have played it or it opens; one ranked attempt, counted once', async () => {
    const anna = browser(s.url);
    const carl = browser(s.url);
    const annaMade = await anna.call<{ profile: { id: string } }>('POST', '/api/profiles', { name: 'Anna' });
    expect(annaMade.status).toBe(201);
    expect((await carl.call('POST', '/api/profiles', { name: 'Carl' })).status).toBe(201);
    const hash = (await carl.call<DailyToday>('GET', '/api/daily')).body.games[GAME].seedHash;

    // Anna plays. Dora, a guest, has begun the same deal and not finished it.
    const a = await anna.call<DailyStarted>('POST', `/api/daily/${GAME}`, {});
    expect([a.status, a.body.ranked, a.body.day]).toEqual([201, true, DAY]);
    const dora = browser(s.url);
    const d = await dora.call<DailyStarted>('POST', `/api/daily/${GAME}`, {});
    expect([d.status, d.body.ranked]).toEqual([201, true]);
    const table = a.body.table;
    const readers = {
      stranger: carl.cookie(),
      'guest playing it': dora.cookie(),
      'guest, made-up cookie': `kortbord_daily=${randomBytes(18).toString('base64url')}`,
      'no cookie': undefined,
    };

    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table, token: a.body.token });
    await until(() => (c.lastView(table)?.legal.length ?? 0) > 0, 60_000, 'Anna’s first turn');
    // The control: the judge finds the cards in Anna's own view.
    const control = cardsIn(c.lastView(table)?.view, deck).size;
    expect(control).toBeGreaterThan(0);

    // While she plays.
    const playing = await readAll(table, readers);

    // She plays to the end; every move is sent twice with its id (a client that lost the ack), the
    // last one too: the same ack, applied once.
    let seen = 0;
    let n = 0;
    let last: { id: string; action: unknown; version: number; acked: number } | null = null;
    for (;;) {
      await until(
        () => {
          const v = c.lastView(table);
          return !!v && v.version >= seen && (v.legal.length > 0 || viewOver(v));
        },
        60_000,
        'her turn or the end',
      );
      const v = c.lastView(table)!;
      if (viewOver(v)) break;
      const id = `m${n++}`;
      const action = v.legal[0];
      const r = await c.act(table, id, action, v.version);
      expect(r.type).toBe('ack');
      const from = c.messages.length;
      c.send({ type: 'act', table, id, action, version: v.version });
      const again = await c.reply(id, 20_000, from);
      expect(again).toMatchObject({ type: 'ack', version: (r as { version: number }).version });
      seen = (r as { version: number }).version;
      last = { id, action, version: v.version, acked: seen };
    }
    expect(last).not.toBeNull();
    // The last move once more after the end, on the same connection and on a new one.
    const from = c.messages.length;
    c.send({ type: 'act', table, id: last!.id, action: last!.action, version: last!.version });
    expect(await c.reply(last!.id, 20_000, from)).toMatchObject({ type: 'ack', version: last!.acked });
    c.close();
    const c2 = await Client.open(s.url);
    c2.send({ type: 'subscribe', table, token: a.body.token });
    await c2.next('view', (m) => m.table === table);
    const late = await c2.act(table, last!.id, last!.action, last!.version);
    expect(late.type).toBe('error');
    c2.close();
    const field = await anna.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
    expect(field.status).toBe(200);
    expect([field.body.attempts, field.body.distribution.reduce((x, b) => x + b.count, 0)]).toEqual([1, 1]);
    expect(field.body.you?.rank).toBe(1);
    expect((await carl.call<DailyToday>('GET', '/api/daily')).body.games[GAME].players).toBe(1);

    // The control in the record: Anna (who has played) gets it, and the judge finds the deal in it.
    const own = await ask<{ seed: string | null }>(s.url, 'GET', `/api/tables/${table}/record`, {
      cookie: anna.cookie(),
    });
    expect([own.status, own.body.seed]).toEqual([200, null]);
    const recordControl = cardsIn(own.body, deck).size;
    expect(recordControl).toBeGreaterThan(control);
    // And her review's page, drawn for her with that record in it: the judge finds the deal there too.
    const ownPage = await (
      await fetch(`${s.url}/review/${table}/1`, { headers: { cookie: anna.cookie() } })
    ).text();
    expect(ownPage).toContain('id="kortbord-drawn"');
    expect(cardsIn(ownPage, deck).size).toBeGreaterThanOrEqual(recordControl);

    // After she has finished.
    const finished = await readAll(table, readers);
    const all = [...playing, ...finished];
    expect(judged(all)).toEqual([]);

    // One ranked attempt: again, from a second browser of her profile, and two at once.
    const again = await anna.call('POST', `/api/daily/${GAME}`);
    expect([again.status, reasonOf(again.body)]).toEqual([403, 'daily-already-played']);
    const code = (await ask<{ code: string }>(s.url, 'POST', '/api/me/link-codes', { cookie: anna.cookie() }))
      .body.code;
    const phone = await ask(s.url, 'POST', '/api/sign-in/code', { body: { code } });
    expect(phone.status).toBe(200);
    const fromPhone = await ask(s.url, 'POST', `/api/daily/${GAME}`, { cookie: phone.cookie, body: {} });
    expect([fromPhone.status, reasonOf(fromPhone.body)]).toEqual([403, 'daily-already-played']);
    const both = await Promise.all([
      ask(s.url, 'POST', `/api/daily/${GAME}`, { cookie: anna.cookie(), body: {} }),
      ask(s.url, 'POST', `/api/daily/${GAME}`, { cookie: phone.cookie, body: {} }),
    ]);
    expect(both.map((r) => [r.status, reasonOf(r.body)])).toEqual([
      [403, 'daily-already-played'],
      [403, 'daily-already-played'],
    ]);

    // Starts racing before any attempt exists: exactly one table is dealt; the others are refused
    // (`daily-already-played`) or, when the winner's row is already there, given its table back.
    const races = 5;
    let refusedInRace = 0;
    for (let i = 0; i < races; i++) {
      const who = browser(s.url);
      expect((await who.call('POST', '/api/profiles', { name: `Racer ${i}` })).status).toBe(201);
      const code2 = (
        await ask<{ code: string }>(s.url, 'POST', '/api/me/link-codes', { cookie: who.cookie() })
      ).body.code;
      const second = (await ask(s.url, 'POST', '/api/sign-in/code', { body: { code: code2 } })).cookie;
      const starts = await Promise.all(
        [who.cookie(), who.cookie(), second, second].map((cookie) =>
          ask<DailyStarted>(s.url, 'POST', `/api/daily/${GAME}`, { cookie, body: {} }),
        ),
      );
      // A new table answers 201; a table given back answers 200 with `resumed`.
      const won = starts.filter((r) => r.status === 201 && !r.body.resumed);
      expect(won).toHaveLength(1);
      for (const r of starts)
        if (r.status === 201 || r.status === 200)
          expect([r.body.table, r.body.ranked]).toEqual([won[0]!.body.table, true]);
        else {
          expect([r.status, reasonOf(r.body)]).toEqual([403, 'daily-already-played']);
          refusedInRace++;
        }
      const mine = await ask<DailyToday>(s.url, 'GET', '/api/daily', { cookie: second });
      expect(mine.body.games[GAME].attempt).toEqual({
        status: 'playing',
        table: won[0]!.body.table,
        ranked: true,
      });
    }

    // A guest is its browser: clearing the cookie makes a new guest with a new ranked attempt. That
    // is the bound the issue sets for guests (one ranked attempt per browser), not per person; a
    // profile's attempt is its own on every device (above). The field counts finished attempts.
    const dora2 = await ask<DailyStarted>(s.url, 'POST', `/api/daily/${GAME}`, { body: {} });
    expect([dora2.status, dora2.body.resumed, dora2.body.ranked]).toEqual([201, false, true]);
    expect(dora2.cookie).toMatch(/^kortbord_daily=/);
    expect(dora2.cookie).not.toBe(dora.cookie());
    expect(dora2.body.table).not.toBe(d.body.table);
    const doraAgain = await dora.call<DailyStarted>('POST', `/api/daily/${GAME}`, {});
    expect([doraAgain.body.table, doraAgain.body.resumed]).toEqual([d.body.table, true]);

    // The day ends; within the two hours after it the deal stays shut (Dora may still be playing).
    clock = OPENS - 1;
    expect((await ask(s.url, 'GET', `/api/tables/${table}/record`, { cookie: carl.cookie() })).status).toBe(
      403,
    );
    // It opens: the record is given, with the seed that hashes to the hash published all day.
    clock = OPENS;
    const open = await ask<{ seed: string; moves: unknown[] }>(s.url, 'GET', `/api/tables/${table}/record`, {
      cookie: carl.cookie(),
    });
    expect(open.status).toBe(200);
    expect(typeof open.body.seed).toBe('string');
    expect(createHash('sha256').update(open.body.seed).digest('hex')).toBe(hash);
    expect((await ask<TableInfo>(s.url, 'GET', `/api/tables/${table}`)).body.seed).toBe(open.body.seed);
    // Nothing read before it opened held the seed.
    expect(all.filter((x) => x.text.includes(open.body.seed)).map((x) => x.what)).toEqual([]);
    expect(hash).not.toBe(open.body.seed);

    const bytes = all.reduce((x, y) => x + y.text.length, 0);
    console.log(
      `[proof daily-38] ${Object.keys(readers).length} readers × 2 moments (playing, finished) × ${all.length / 2 / Object.keys(readers).length} answers (REST, coach, field, join, WebSocket, 2 pages × 3 languages; ${(bytes / 1024).toFixed(1)} KiB): cards found 0 (control: ${control} in Anna's view, ${recordControl} in her record), seed found 0; opened at ${new Date(OPENS).toISOString()}: seed hashes to the published hash; ${n} moves each sent twice + the last after the end: counted 1; second start refused (same browser, second browser, 2 at once); ${races} races of 4 starts: 1 table each, ${refusedInRace} refused, the rest given it back; a guest without its cookie: a new guest`,
    );
  }, 120_000);
});
