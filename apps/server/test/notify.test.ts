/**
 * Being told (issue 34), by both channels at once: Web Push to a push service that decrypts each
 * message (RFC 8291) and e-mail to a real SMTP server that parses each mail. Four profiles play a
 * Vri åtter match on a slow table over test days, never two connected at once, and each is told
 * once per turn, in its own language, by push and by e-mail; the others are told they are invited
 * and that the match ended. An address is confirmed by its link; quiet hours hold a message until
 * they end; the unsubscribe links (one click, no sign-in) stop a table's e-mail, then all e-mail.
 * A mail in flight at a real SIGKILL is sent once after the restart; two nodes on PostgreSQL and
 * Redis send each message once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTable } from '@kortbord/protocol';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { openDb } from '../src/db';
import {
  browser,
  Client,
  exited,
  freshDatabase,
  REDIS_URL,
  services,
  http,
  serverProcess,
  tempDir,
  testServer,
  viewOver,
  eventually,
} from './helpers';
import { decryptPush, testPushService, type TestSubscription } from './push-service';
import { testSmtp, type Mail } from './smtp-service';

const HOUR = 3_600_000;
type Push = Awaited<ReturnType<typeof testPushService>>;
type Smtp = Awaited<ReturnType<typeof testSmtp>>;
let push: Push;
let smtp: Smtp;
const tmp = tempDir();
beforeAll(async () => {
  push = await testPushService();
  smtp = await testSmtp();
});
afterAll(async () => {
  await push?.close();
  await smtp?.close();
  tmp.remove();
});

let skew = 0;
const now = () => Date.now() + skew;
const start = () =>
  testServer({
    dataDir: tmp.dir,
    now,
    clockRecheckMs: 10,
    mail: { url: smtp.url },
    push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
    outbox: { backoffMs: 10, pollMs: 20 },
    reap: { everyMs: 3_600_000 },
  });
type Server = Awaited<ReturnType<typeof start>>;

interface Person {
  readonly name: string;
  readonly lang: 'nb' | 'sv' | 'en';
  readonly email: string;
  readonly b: ReturnType<typeof browser>;
  readonly sub: TestSubscription;
  seat: number;
}

const pushesTo = (p: Person) =>
  push.received
    .filter((r) => r.path === new URL(p.sub.endpoint).pathname)
    .map((r) => JSON.parse(decryptPush(r.body, p.sub)) as { title: string; url: string; table: string });
const mailsTo = (p: Person): Mail[] => smtp.received.filter((m) => m.to === p.email);
/** The path and query of the link after `label: ` in a mail's text. */
const linkAfter = (m: Mail, label: string) => {
  const line = m.text.split('\n').find((l) => l.startsWith(`${label}: `)) ?? '';
  const u = new URL(line.slice(label.length + 2));
  return u.pathname + u.search;
};

/** A profile with push on this "device" and a confirmed e-mail address (by its link, signed out). */
async function person(s: Server, name: string, lang: Person['lang'], tag: string): Promise<Person> {
  const b = browser(s.url);
  expect((await b.call('POST', '/api/profiles', { name })).status).toBe(201);
  const sub = push.subscription(`/push/${tag}-${name}`);
  expect(
    (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang })).status,
  ).toBe(201);
  const email = `${tag}-${encodeURIComponent(name.toLowerCase())}@example.test`;
  const put = await b.call('PUT', '/api/me/notify', {
    events: ['turn', 'invited', 'ended', 'chat'],
    quiet: null,
    timeZone: 'Europe/Oslo',
    reminder: true,
    lang,
    email,
  });
  expect(put.status).toBe(200);
  const p: Person = { name, lang, email, b, sub, seat: -1 };
  const [confirm] = await eventually(
    () => mailsTo(p),
    (m) => m.length === 1,
    `${name}'s confirmation`,
  );
  expect(confirm!.subject).toBe(
    {
      nb: 'Bekreft e-postadressen din hos kortbord',
      sv: 'Bekräfta din e-postadress hos kortbord',
      en: 'Confirm your e-mail address at kortbord',
    }[lang],
  );
  const link = linkAfter(
    confirm!,
    { nb: 'Bekreft adressen', sv: 'Bekräfta adressen', en: 'Confirm the address' }[lang],
  );
  // Opening the link shows a button and changes nothing; the button (a POST, no cookie) confirms.
  expect((await fetch(s.url + link)).status).toBe(200);
  expect((await b.call<{ emailConfirmed: boolean }>('GET', '/api/me/notify')).body.emailConfirmed).toBe(
    false,
  );
  const done = await fetch(s.url + link, { method: 'POST' });
  expect([done.status, await done.text()]).toEqual([200, expect.stringContaining('<p>')]);
  expect((await b.call<{ emailConfirmed: boolean }>('GET', '/api/me/notify')).body.emailConfirmed).toBe(true);
  return p;
}

describe('being told, by push and by e-mail', () => {
  it('four profiles play a slow Vri åtter match, never two connected, each told once per turn', async () => {
    const s = await start();
    const people = [
      await person(s, 'Kari', 'nb', 'four'),
      await person(s, 'Per', 'sv', 'four'),
      await person(s, 'Ada', 'en', 'four'),
      await person(s, 'Ola', 'nb', 'four'),
    ];
    const [kari] = people as [Person, ...Person[]];
    const group = await kari.b.call<{ group: { id: string; invite: string } }>('POST', '/api/groups', {
      name: 'Familien Berg',
    });
    for (const p of people.slice(1))
      expect((await p.b.call('POST', '/api/groups/join', { invite: group.body.group.invite })).status).toBe(
        200,
      );
    const made = await kari.b.call<{ table: { id: string }; invite: string; seat: number }>(
      'POST',
      '/api/tables',
      {
        game: 'vri-atter',
        seats: people.map(() => ({ kind: 'open' })),
        join: { name: 'Kari' },
        group: group.body.group.id,
        slow: { moveMs: 24 * HOUR, onDeadline: 'wait' },
      },
    );
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    kari.seat = 0;
    // The three others are told they are invited, each in their language, and the link opens it.
    for (const p of people.slice(1)) {
      const [invited] = await eventually(
        () => pushesTo(p),
        (m) => m.length === 1,
        `${p.name}'s invitation`,
      );
      expect(invited!.title).toBe(
        {
          nb: 'Du er invitert til Vri åtter – Familien Berg',
          sv: 'Du är inbjuden till Vri åtter – Familien Berg',
          en: 'You are invited to Vri åtter (Crazy Eights) – Familien Berg',
        }[p.lang],
      );
      expect(invited!.url).toBe(`/t/${id}?invite=${encodeURIComponent(made.body.invite)}`);
      const mails = await eventually(
        () => mailsTo(p),
        (m) => m.length === 2,
        `${p.name}'s invitation mail`,
      );
      expect(mails[1]!.subject).toBe(invited!.title);
    }
    expect(pushesTo(kari)).toEqual([]);
    for (const p of people.slice(1)) {
      const j = await p.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
        invite: made.body.invite,
        name: p.name,
      });
      expect(j.status).toBe(200);
      p.seat = j.body.seat;
    }
    const bySeat = new Map(people.map((p) => [p.seat, p]));
    const toAct = async () =>
      (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id)
        ?.toAct ?? [];
    const connected = async () =>
      (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats.some(
        (x) => x.connected,
      );

    // Told once per turn: a turn is told when the seat to act changes to someone else.
    const turns = new Map(people.map((p) => [p.name, 0]));
    let acting = (await eventually(toAct, (a) => a.length === 1, 'the first turn'))[0]!;
    const firstToAct = bySeat.get(acting);
    turns.set(firstToAct!.name, 1);
    const began = now();
    let over = false;
    let moves = 0;
    let last: Person | undefined;
    let lastRound: number | undefined;
    while (!over) {
      const p = bySeat.get(acting)!;
      skew += 8 * HOUR; // days pass between the moves, never near a deadline (a reminder at 18 h)
      const c = await Client.open(s.url, { cookie: p.b.cookie() });
      c.send({ type: 'subscribe', table: id });
      const v = await c.next('view', (m) => m.legal.length > 0 || viewOver(m));
      if (viewOver(v)) break;
      // A new round's deal is a new turn, also for the one who made the last round's last move.
      const round = (v.view as { round: number }).round;
      if (p === last && lastRound !== undefined && round !== lastRound)
        turns.set(p.name, (turns.get(p.name) ?? 0) + 1);
      lastRound = round;
      c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
      const ack = await c.next('ack', (m) => m.id === 1);
      over = viewOver(await c.next('view', (m) => m.version >= (ack as { version: number }).version));
      c.ws.close();
      await eventually(connected, (x) => !x, 'nobody connected');
      moves++;
      last = p;
      if (over) break;
      const next = (await eventually(toAct, (a) => a.length === 1, 'the next turn'))[0]!;
      if (next !== acting) {
        const q = bySeat.get(next)!;
        turns.set(q.name, (turns.get(q.name) ?? 0) + 1);
      }
      acting = next;
    }
    expect(moves).toBeGreaterThan(8);
    // Over several (test) days.
    expect(now() - began).toBeGreaterThanOrEqual(3 * 24 * HOUR);
    for (const p of people) {
      const turnTitle = {
        nb: 'Din tur i Vri åtter – Familien Berg',
        sv: 'Din tur i Vri åtter – Familien Berg',
        en: 'Your turn in Vri åtter (Crazy Eights) – Familien Berg',
      }[p.lang];
      const endTitle = {
        nb: 'Kampen i Vri åtter er ferdig – Familien Berg',
        sv: 'Matchen i Vri åtter är slut – Familien Berg',
        en: 'The match of Vri åtter (Crazy Eights) is over – Familien Berg',
      }[p.lang];
      const want = turns.get(p.name) ?? 0;
      // The one whose move ended it saw the end at the table (connected): the others are told. The
      // outbox sends after the moves' commits, in its own time: wait for every message due, then
      // count (one more than due would be a message sent twice).
      const ended = p === last ? 0 : 1;
      const pushed = await eventually(
        () => pushesTo(p),
        (m) =>
          m.filter((x) => x.title === endTitle).length === ended &&
          m.filter((x) => x.title === turnTitle).length >= want,
        `${p.name} told every turn and the match's end`,
      );
      // Every turn told, the first of the match (its deal, not a move) too.
      const told = pushed.filter((x) => x.title === turnTitle).length;
      expect([p.name, told]).toEqual([p.name, want]);
      expect(pushed.every((x) => x.table === id)).toBe(true);
      const mails = await eventually(
        () => mailsTo(p),
        (m) =>
          m.filter((x) => x.subject === endTitle).length === ended &&
          m.filter((x) => x.subject === turnTitle).length >= told,
        `${p.name} mailed every turn and the match's end`,
      );
      expect([p.name, mails.filter((m) => m.subject === turnTitle).length]).toEqual([p.name, told]);
      // No reminder: every move came long before three quarters of the day.
      expect(mails.some((m) => /Fristen|Tiden|Time is/.test(m.subject))).toBe(false);
    }
    await s.close();
  }, 120_000);

  it('quiet hours hold a message until they end; the links stop a table’s e-mail, then all; a name in the chat', async () => {
    const s = await start();
    const kari = await person(s, 'Kari', 'nb', 'quiet');
    const per = await person(s, 'Per', 'nb', 'quiet');
    const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      slow: { moveMs: 8 * HOUR, onDeadline: 'wait' },
    });
    const id = made.body.table.id;
    kari.seat = 0;
    per.seat = (
      await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
        invite: made.body.invite,
        name: 'Per',
      })
    ).body.seat;
    const toAct = async () =>
      (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id)
        ?.toAct ?? [];
    const connected = async () =>
      (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats.some(
        (x) => x.connected,
      );
    /** The seat to act makes one move and leaves; the seat to act next. */
    const move = async () => {
      const seat = (await eventually(toAct, (a) => a.length === 1, 'a turn'))[0]!;
      const p = seat === kari.seat ? kari : per;
      const c = await Client.open(s.url, { cookie: p.b.cookie() });
      c.send({ type: 'subscribe', table: id });
      const v = await c.next('view', (m) => m.legal.length > 0);
      c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
      await c.next('ack', (m) => m.id === 1);
      c.ws.close();
      await eventually(connected, (x) => !x, 'nobody connected');
      return (await eventually(toAct, (a) => a.length === 1, 'the next turn'))[0]!;
    };
    /** Moves until it is Per's turn by a move of Kari's. */
    const untilPersTurn = async () => {
      for (;;) {
        const before = (await eventually(toAct, (a) => a.length === 1, 'a turn'))[0]!;
        const after = await move();
        if (before === kari.seat && after === per.seat) return;
      }
    };
    const turnTitle = 'Din tur i Vri åtter';
    const told = () => pushesTo(per).filter((m) => m.title === turnTitle).length;
    const mailed = () => mailsTo(per).filter((m) => m.subject === turnTitle);

    // Per's quiet hours are now, in his time zone: 60 minutes from the present minute on.
    const minute = (d: Date) => d.getUTCHours() * 60 + d.getUTCMinutes();
    const fromAt = new Date(now());
    fromAt.setUTCSeconds(0, 0);
    const from = minute(fromAt);
    const prefs = {
      events: ['turn', 'chat'],
      quiet: { from, to: (from + 60) % 1440 },
      timeZone: 'UTC',
      reminder: false,
      lang: 'nb',
    };
    expect((await per.b.call('PUT', '/api/me/notify', prefs)).status).toBe(200);
    await untilPersTurn();
    // The outbox looked at both rows (push and mail) and held them until the quiet hours end.
    const quietEnd = new Date(fromAt.getTime() + 60 * 60_000).toISOString();
    const outboxRows = () => {
      const file = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
      try {
        return file
          .prepare<[string], { channel: string; next_at: string; sent_at: string | null; tries: number }>(
            `select n.channel, n.next_at, n.sent_at, n.tries from notifications n join profiles p on p.id = n.profile_id
             where p.name = 'Per' and n.table_id = ? and n.kind = 'turn'`,
          )
          .all(id);
      } finally {
        file.close();
      }
    };
    const heldRows = await eventually(
      async () => outboxRows(),
      (r) => r.length === 2 && r.every((x) => x.next_at === quietEnd),
      'both held until the quiet hours end',
    );
    expect(heldRows.map((r) => [r.channel, r.sent_at, r.tries]).sort()).toEqual([
      ['email', null, 0],
      ['push', null, 0],
    ]);
    expect([told(), mailed().length]).toEqual([0, 0]);
    skew += 61 * 60_000; // the quiet hours end
    await eventually(
      () => told(),
      (n) => n === 1,
      'the held message, once quiet hours ended',
    );
    const [mail] = await eventually(mailed, (m) => m.length === 1, 'the held mail');
    expect(mail!.html).toContain('Åpne bordet');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const stopTable = new URL(mail!.headers['list-unsubscribe']!.replace(/^<|>$/g, ''));
    expect(stopTable.pathname + stopTable.search).toBe(
      linkAfter(mail!, 'Ingen flere e-poster om dette bordet'),
    );
    // A forged link does nothing; the mail program's one click (no Origin, no cookie) stops this table.
    const forged = new URL(stopTable);
    forged.searchParams.set('t', 'another');
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
    const click = await fetch(stopTable, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([click.status, await click.text()]).toEqual([
      200,
      expect.stringContaining('ikke flere e-poster om dette bordet'),
    ]);
    await untilPersTurn();
    await eventually(
      () => told(),
      (n) => n === 2,
      'the next turn by push',
    );
    // No mail about this table: its row was never written (the table is muted).
    expect(
      outboxRows()
        .map((r) => r.channel)
        .sort(),
    ).toEqual(['email', 'push', 'push']);
    expect(mailed().length).toBe(1);

    // His name in the chat while he is away: told by push and (another table's e-mail is still on)
    // not by mail here; then "no more e-mail from kortbord" stops all mail.
    const c = await Client.open(s.url, { cookie: kari.b.cookie() });
    c.send({ type: 'subscribe', table: id });
    await c.next('view');
    c.send({ type: 'chat', table: id, text: 'per, nå er det din tur!' });
    await eventually(
      () => pushesTo(per).filter((m) => m.title === 'Kari nevnte deg i Vri åtter').length,
      (n) => n === 1,
      'the mention',
    );
    c.ws.close();
    const stopAll = linkAfter(mail!, 'Ingen flere e-poster fra kortbord');
    expect((await fetch(s.url + stopAll, { method: 'POST' })).status).toBe(200);
    expect((await per.b.call<{ mailOff: boolean }>('GET', '/api/me/notify')).body.mailOff).toBe(true);
    // The address is his data: in the download, and gone with the profile.
    const mine = await per.b.call<{ notify: { email: string } | null }>('GET', '/api/me/data');
    expect(mine.body.notify?.email).toBe(per.email);
    expect((await per.b.call('POST', '/api/me/delete')).status).toBe(200);
    const file = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
    try {
      const left = file
        .prepare<[string, string], { n: number }>(
          `select (select count(*) from notify_prefs where email = ?) + (select count(*) from push_subscriptions where endpoint = ?) as n`,
        )
        .get(per.email, per.sub.endpoint);
      expect(left?.n).toBe(0);
    } finally {
      file.close();
    }
    await s.close();
  }, 120_000);
});

describe('the reminder', () => {
  it('comes once when a quarter of the move time is left, not to one who wants no "your turn"', async () => {
    const s = await start();
    const kari = await person(s, 'Kari', 'nb', 'remind');
    const per = await person(s, 'Per', 'en', 'remind');
    const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      slow: { moveMs: 8 * HOUR, onDeadline: 'wait' },
    });
    const id = made.body.table.id;
    const joined = await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    const seatOf = new Map([
      [0, kari],
      [joined.body.seat, per],
    ]);
    const toAct = async () =>
      (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id)
        ?.toAct ?? [];
    const connected = async () =>
      (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats.some(
        (x) => x.connected,
      );
    // Kari wants no "your turn" (so no reminder either); Per wants both.
    expect(
      (
        await kari.b.call('PUT', '/api/me/notify', {
          events: ['ended'],
          quiet: null,
          timeZone: 'UTC',
          reminder: true,
          lang: 'nb',
        })
      ).status,
    ).toBe(200);
    // Moves until it is Per's turn by a move of Kari's: then six hours and a minute pass.
    for (;;) {
      const seat = (await eventually(toAct, (a) => a.length === 1, 'a turn'))[0]!;
      const p = seatOf.get(seat)!;
      const c = await Client.open(s.url, { cookie: p.b.cookie() });
      c.send({ type: 'subscribe', table: id });
      const v = await c.next('view', (m) => m.legal.length > 0);
      c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
      await c.next('ack', (m) => m.id === 1);
      c.ws.close();
      await eventually(connected, (x) => !x, 'nobody connected');
      const next = (await eventually(toAct, (a) => a.length === 1, 'the next turn'))[0]!;
      if (p === kari && seatOf.get(next) === per) break;
    }
    const reminder = 'Time is running out: your turn in Vri åtter (Crazy Eights)';
    skew += 6 * HOUR + 60_000;
    await eventually(
      () => pushesTo(per).filter((m) => m.title === reminder),
      (m) => m.length === 1,
      'the reminder',
    );
    await eventually(
      () => mailsTo(per).filter((m) => m.subject === reminder),
      (m) => m.length === 1,
      'the reminder by mail',
    );
    // Kari wants no "your turn": none of her reminders was ever sent.
    expect(pushesTo(kari).some((m) => m.title.startsWith('Fristen'))).toBe(false);
    await s.close();
  }, 120_000);
});

describe('a message pending at a SIGKILL', () => {
  it('is sent once after the restart', async () => {
    const data = tempDir();
    const env = {
      DATA_DIR: data.dir,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      OUTBOX_LEASE_MS: '500',
      OUTBOX_BACKOFF_MS: '50',
    };
    let srv = await serverProcess(env);
    try {
      const kari = browser(srv.url);
      expect((await kari.call('POST', '/api/profiles', { name: 'Kari' })).status).toBe(201);
      const email = 'kill-kari@example.test';
      const notify = { events: ['turn'], quiet: null, timeZone: 'UTC', reminder: true, lang: 'en', email };
      // The mail's send is in flight (the SMTP server took it and has not answered) when the
      // process is killed: it was committed, not sent.
      smtp.hold(1);
      const heldBefore = smtp.held();
      expect((await kari.call('PUT', '/api/me/notify', notify)).status).toBe(200);
      await eventually(
        () => smtp.held(),
        (n) => n === heldBefore + 1,
        'the send in flight',
      );
      srv.child.kill('SIGKILL');
      await exited(srv.child);
      expect(smtp.received.filter((m) => m.to === email)).toEqual([]);

      srv = await serverProcess(env);
      const sent = async () => {
        const db = new SQLite(join(data.dir, 'kortbord.sqlite'), { readonly: true });
        try {
          return db
            .prepare<[], { sent_at: string | null; tries: number }>(
              `select sent_at, tries from notifications where kind = 'confirm'`,
            )
            .all();
        } finally {
          db.close();
        }
      };
      const rows = await eventually(
        sent,
        (r) => r.length === 1 && r[0]!.sent_at !== null,
        'sent after the restart',
      );
      expect(rows[0]!.tries).toBe(2);
      const got = smtp.received.filter((m) => m.to === email);
      expect(got.map((m) => m.subject)).toEqual(['Confirm your e-mail address at kortbord']);
    } finally {
      srv.child.kill('SIGKILL');
      await exited(srv.child);
      data.remove();
    }
  }, 120_000);
});

describe('two nodes on PostgreSQL and Redis', async () => {
  const { pg, redis } = await services();
  it.skipIf(!pg || !redis)(
    'send each message once, by push and by e-mail',
    async () => {
      const fresh = await freshDatabase();
      const node = () =>
        testServer({
          databaseUrl: fresh.url,
          redisUrl: REDIS_URL,
          mail: { url: smtp.url },
          push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
          outbox: { backoffMs: 10, pollMs: 20 },
        });
      const a = await node();
      const b = await node();
      try {
        const kari = await person(a, 'Kari', 'nb', 'two');
        const per = await person(b, 'Per', 'sv', 'two');
        const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
          game: 'vri-atter',
          seats: [{ kind: 'open' }, { kind: 'open' }],
          join: { name: 'Kari' },
          slow: { moveMs: 24 * HOUR, onDeadline: 'wait' },
        });
        const id = made.body.table.id;
        kari.seat = 0;
        per.seat = (
          await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
            invite: made.body.invite,
            name: 'Per',
          })
        ).body.seat;
        // The table as Kari's list has it: whose turn, or over (a match of Vri åtter without scores is
        // one round, which two hands of five can finish within the twelve moves below).
        const mine = async () =>
          (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find(
            (t) => t.id === id,
          );
        const connected = async () =>
          (
            await http<{ seats: { connected: boolean }[] }>(a.url, 'GET', `/api/tables/${id}`)
          ).body.seats.some((x) => x.connected);
        // Kari plays on node a, Per on node b; both nodes' outboxes run.
        for (let n = 0; n < 12; n++) {
          const now = await eventually(mine, (x) => x?.toAct.length === 1 || x?.status === 'over', 'a turn');
          if (now!.status === 'over') break;
          const seat = now!.toAct[0]!;
          const p = seat === kari.seat ? kari : per;
          const c = await Client.open((p === kari ? a : b).url, { cookie: p.b.cookie() });
          c.send({ type: 'subscribe', table: id });
          const v = await c.next('view', (m) => m.legal.length > 0 || viewOver(m));
          if (viewOver(v)) break;
          c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
          await c.next('ack', (m) => m.id === 1);
          c.ws.close();
          await eventually(connected, (x) => !x, 'nobody connected');
        }
        const reader = await openDb({ dataDir: '', databaseUrl: fresh.url });
        try {
          const turnRows = async () =>
            reader.db
              .selectFrom('notifications')
              .select(['id', 'channel', 'profile_id', 'sent_at'])
              .where('kind', '=', 'turn')
              .execute();
          const rows = await eventually(
            turnRows,
            (r) => r.length > 0 && r.every((x) => x.sent_at !== null),
            'every turn sent',
          );
          for (const p of [kari, per]) {
            const title = 'Din tur i Vri åtter';
            const pushes = pushesTo(p).filter((m) => m.title === title).length;
            const mails = mailsTo(p).filter((m) => m.subject === title).length;
            expect([p.name, pushes]).toEqual([p.name, mails]);
            expect(pushes).toBeGreaterThan(0);
          }
          // Each row once: as many messages as rows, on both channels together.
          const told = [kari, per].reduce(
            (n, p) =>
              n +
              pushesTo(p).filter((m) => m.title === 'Din tur i Vri åtter').length +
              mailsTo(p).filter((m) => m.subject === 'Din tur i Vri åtter').length,
            0,
          );
          expect(told).toBe(rows.length);
          expect(rows.filter((r) => r.channel === 'email').length).toBe(rows.length / 2);
        } finally {
          await reader.db.destroy();
        }
      } finally {
        await a.close();
        await b.close();
        await fresh.drop();
      }
    },
    120_000,
  );
});
