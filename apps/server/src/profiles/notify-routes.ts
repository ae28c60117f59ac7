/**
 * How a profile is told (issue 34): its choices (events, quiet hours, one reminder) and its e-mail
 * address, and the pages an e-mail's links open. The address is the only personal datum kept for
 * it; a new one gets a confirmation link (written to the outbox with the change) and nothing else
 * goes there until it is opened. The links work without signing in: each is signed with the
 * server's mail key. A link's GET only shows a button (a mail scanner that opens links changes
 * nothing); its POST acts, and that is also the one-click unsubscribe of RFC 8058 that a mail
 * program sends (`List-Unsubscribe=One-Click`, no Origin).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLang, reason } from '@kortbord/engine';
import { noticeWord, type NOTICE_WORDS } from '@kortbord/words';
import { notifyPrefs, type NotifyInfo } from '@kortbord/protocol';
import type { Db } from '../db';
import { signedOk } from '../mail';
import { NOTICE_EVENTS, knownZone, prefsOf } from '../notify-prefs';
import { Refused } from '../table';
import type { GroupDeps } from './route-deps';

export interface NotifyDeps {
  /** The server sends e-mail (SMTP_URL). */
  readonly mailOn: boolean;
  /** Signs the links in the mail (mail.ts). */
  readonly key: Buffer;
  /** Tells the outbox that rows were written. */
  readonly wake: () => void;
}

export async function notifyRoutes(
  scope: FastifyInstance,
  deps: Pick<GroupDeps, 'me' | 'parse' | 'now'> & { db: Db; notify: NotifyDeps },
): Promise<void> {
  const { db, me, parse, now, notify } = deps;
  const read = (id: string) =>
    db.selectFrom('notify_prefs').selectAll().where('profile_id', '=', id).executeTakeFirst();

  scope.get('/api/me/notify', async (req): Promise<NotifyInfo> => {
    const p = await me(req);
    const row = await read(p.id);
    const prefs = prefsOf(row);
    return {
      events: [...prefs.events],
      quiet: prefs.quiet,
      timeZone: prefs.timeZone,
      reminder: prefs.reminder,
      email: row?.email ?? null,
      emailConfirmed: !!row?.email_confirmed_at,
      mailOff: row?.mail_off === 1,
      mailOn: notify.mailOn,
    };
  });

  scope.put('/api/me/notify', async (req) => {
    const p = await me(req);
    const body = parse(notifyPrefs, req.body);
    if (!knownZone(body.timeZone))
      throw new Refused('bad-message', `Unknown time zone ${body.timeZone}.`, reason('unknown-time-zone'));
    if (body.email && !notify.mailOn)
      throw new Refused('bad-message', 'This server does not send e-mail.', reason('mail-not-sent-here'));
    const at = new Date(now()).toISOString();
    const wrote = await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('notify_prefs')
        .selectAll()
        .where('profile_id', '=', p.id)
        .executeTakeFirst();
      // Left out, the address stays; a new one is unconfirmed until its link is opened.
      const email = body.email === undefined ? (old?.email ?? null) : body.email || null;
      const same = !!old && old.email === email;
      const row = {
        events: NOTICE_EVENTS.filter((e) => body.events.includes(e)).join(','),
        quiet_from: body.quiet?.from ?? null,
        quiet_to: body.quiet?.to ?? null,
        time_zone: body.timeZone,
        reminder: body.reminder ? 1 : 0,
        lang: body.lang,
        email,
        email_confirmed_at: same ? old.email_confirmed_at : null,
        // Saving the address again (it is given) turns e-mail on again after "no more e-mail".
        mail_off: same && body.email === undefined ? old.mail_off : 0,
        updated_at: at,
      };
      if (old) await trx.updateTable('notify_prefs').set(row).where('profile_id', '=', p.id).execute();
      else
        await trx
          .insertInto('notify_prefs')
          .values({ profile_id: p.id, ...row })
          .execute();
      if (!email || same) return false;
      // The confirmation goes to the address although it is not confirmed: one e-mail row.
      await trx
        .insertInto('notifications')
        .values({
          id: `mail:${p.id}::confirm:${now()}`,
          subscription_id: p.id,
          profile_id: p.id,
          table_id: '',
          kind: 'confirm',
          created_at: at,
          next_at: at,
          tries: 0,
          claimed_until: null,
          sent_at: null,
          failed_at: null,
          channel: 'email',
          version: null,
          data: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return true;
    });
    if (wrote) notify.wake();
    return { ok: true };
  });
}

type Word = keyof typeof NOTICE_WORDS;

/** A small page in the player's language: a line, and a button that posts to the same address. */
function page(reply: FastifyReply, lang: string, line: string, button?: { label: string; action: string }) {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const form = button
    ? `<form method="post" action="${esc(button.action)}"><button type="submit">${esc(button.label)}</button></form>`
    : '<p><a href="/">kortbord</a></p>';
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>kortbord</title></head>` +
        `<body><main><p>${esc(line)}</p>${form}</main></body></html>`,
    );
}

/** The pages of the links in the mail: stop (a table, or everything) and confirm an address. */
export async function mailLinkRoutes(
  app: FastifyInstance,
  deps: { db: Db; notify: NotifyDeps },
): Promise<void> {
  const { db, notify } = deps;
  await app.register(async (scope) => {
    // A mail program's one-click POST is a form body ("List-Unsubscribe=One-Click"): read and ignored.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const q = (raw: unknown) => {
      const v = (raw ?? {}) as Record<string, unknown>;
      const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
      const l = s('l');
      return { p: s('p'), t: s('t'), s: s('s'), lang: isLang(l) ? l : 'nb' };
    };
    const say = (k: Word, lang: string, params = {}) => noticeWord(k, lang, params);
    const self = (url: string) => url.slice(url.indexOf('/mail/'));

    const stopOk = (x: ReturnType<typeof q>) =>
      !!x.p && !!x.t && signedOk(notify.key, `stop:${x.p}:${x.t}`, x.s);
    scope.get('/mail/stop', async (req, reply) => {
      const x = q(req.query);
      if (!stopOk(x)) return page(reply.code(400), x.lang, say('pageLinkBad', x.lang));
      return page(reply, x.lang, say(x.t === '*' ? 'pageStopAllAsk' : 'pageStopTableAsk', x.lang), {
        label: say('pageStopYes', x.lang),
        action: self(req.url),
      });
    });
    scope.post('/mail/stop', async (req, reply) => {
      const x = q(req.query);
      if (!stopOk(x)) return page(reply.code(400), x.lang, say('pageLinkBad', x.lang));
      if (x.t === '*')
        await db.updateTable('notify_prefs').set({ mail_off: 1 }).where('profile_id', '=', x.p).execute();
      else {
        const known = await db.selectFrom('profiles').select('id').where('id', '=', x.p).executeTakeFirst();
        if (known)
          await db
            .insertInto('mail_mutes')
            .values({ profile_id: x.p, table_id: x.t })
            .onConflict((oc) => oc.columns(['profile_id', 'table_id']).doNothing())
            .execute();
      }
      return page(reply, x.lang, say(x.t === '*' ? 'pageStoppedAll' : 'pageStoppedTable', x.lang));
    });

    /** The address the link was made for, if it is still the profile's. */
    const confirming = async (x: ReturnType<typeof q>) => {
      const row = x.p
        ? await db.selectFrom('notify_prefs').selectAll().where('profile_id', '=', x.p).executeTakeFirst()
        : undefined;
      return row?.email && signedOk(notify.key, `confirm:${x.p}:${row.email}`, x.s) ? row.email : null;
    };
    scope.get('/mail/confirm', async (req, reply) => {
      const x = q(req.query);
      const email = await confirming(x);
      if (!email) return page(reply.code(400), x.lang, say('pageLinkBad', x.lang));
      return page(reply, x.lang, say('pageConfirmAsk', x.lang, { email }), {
        label: say('pageConfirmYes', x.lang),
        action: self(req.url),
      });
    });
    scope.post('/mail/confirm', async (req, reply) => {
      const x = q(req.query);
      const email = await confirming(x);
      if (!email) return page(reply.code(400), x.lang, say('pageLinkBad', x.lang));
      await db
        .updateTable('notify_prefs')
        .set({ email_confirmed_at: new Date().toISOString(), mail_off: 0 })
        .where('profile_id', '=', x.p)
        .where('email', '=', email)
        .where('email_confirmed_at', 'is', null)
        .execute();
      return page(reply, x.lang, say('pageConfirmed', x.lang));
    });
  });
}
