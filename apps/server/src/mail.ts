/**
 * E-mail, the other channel (issue 34): off unless SMTP_URL is set. A message is text and HTML in
 * the player's language; each carries its unsubscribe links (this table, everything), signed with a
 * key kept in the database so they work without signing in and on every node, and named in the
 * List-Unsubscribe and List-Unsubscribe-Post headers so a mail program offers one click (RFC 8058).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import nodemailer from 'nodemailer';
import { noticeWord } from '@kortbord/words';
import type { Db } from './db';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Sent, or worth another try (the outbox backs off and gives up after its limit). */
export type MailOutcome = 'sent' | 'failed';
export type MailSend = (m: MailMessage) => Promise<MailOutcome>;

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://… */
  readonly url: string;
  readonly from: string;
}

export function mailSender(s: MailSettings): MailSend {
  const transport = nodemailer.createTransport(s.url);
  return async (m) => {
    try {
      await transport.sendMail({
        from: s.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: { ...m.headers },
      });
      return 'sent';
    } catch {
      return 'failed';
    }
  };
}

/** The key that signs the links, made by the first node to start (as the VAPID keys are). */
export async function mailKey(db: Db): Promise<Buffer> {
  const read = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', 'mail').executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_keys')
      .values({ name: 'mail', value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the mail key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** A link's signature over what it does: `stop:<profile>:<table or *>`, `confirm:<profile>:<address>`. */
export const sign = (key: Buffer, what: string): string =>
  createHmac('sha256', key).update(what).digest('base64url').slice(0, 32);

export function signedOk(key: Buffer, what: string, sig: string): boolean {
  const want = Buffer.from(sign(key, what));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The address of "no more e-mail about this table" (`table` null: about anything). */
export function stopLink(
  base: string,
  key: Buffer,
  profile: string,
  table: string | null,
  lang: string,
): string {
  const t = table ?? '*';
  const q = new URLSearchParams({ p: profile, t, l: lang, s: sign(key, `stop:${profile}:${t}`) });
  return `${base}/mail/stop?${q.toString()}`;
}

export function confirmLink(
  base: string,
  key: Buffer,
  profile: string,
  address: string,
  lang: string,
): string {
  const q = new URLSearchParams({ p: profile, l: lang, s: sign(key, `confirm:${profile}:${address}`) });
  return `${base}/mail/confirm?${q.toString()}`;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A notice by e-mail: its line, the table's link, why it came, and the two ways to stop. */
export function noticeMail(m: {
  to: string;
  lang: string;
  title: string;
  open: string;
  stopTable: string;
  stopAll: string;
}): MailMessage {
  const w = (k: Parameters<typeof noticeWord>[0]) => noticeWord(k, m.lang);
  const text = [
    m.title,
    '',
    `${w('mailOpen')}: ${m.open}`,
    '',
    '-- ',
    w('mailWhy'),
    `${w('mailStopTable')}: ${m.stopTable}`,
    `${w('mailStopAll')}: ${m.stopAll}`,
    '',
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const html =
    `<!doctype html><html lang="${escape(m.lang)}"><body>` +
    `<p style="font-size:18px">${escape(m.title)}</p>` +
    `<p>${a(m.open, w('mailOpen'))}</p>` +
    `<hr><p style="font-size:13px;color:#555">${escape(w('mailWhy'))}<br>` +
    `${a(m.stopTable, w('mailStopTable'))} · ${a(m.stopAll, w('mailStopAll'))}</p></body></html>`;
  return {
    to: m.to,
    subject: m.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${m.stopTable}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The mail that asks to confirm an address: no unsubscribe (nothing was subscribed yet). */
export function confirmMail(m: { to: string; lang: string; link: string }): MailMessage {
  const w = (k: Parameters<typeof noticeWord>[0]) => noticeWord(k, m.lang);
  return {
    to: m.to,
    subject: w('mailConfirmSubject'),
    text: [w('mailConfirmBody'), '', `${w('mailConfirmLink')}: ${m.link}`, ''].join('\n'),
    html:
      `<!doctype html><html lang="${escape(m.lang)}"><body><p>${escape(w('mailConfirmBody'))}</p>` +
      `<p><a href="${escape(m.link)}">${escape(w('mailConfirmLink'))}</a></p></body></html>`,
    headers: {},
  };
}
