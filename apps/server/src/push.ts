/**
 * Web Push (issue 34, the `web-push` library): the server's VAPID keys, made at first start and kept
 * in the database (every node signs with the same ones, no setup), and the one door out. A push
 * endpoint comes from a browser, so a message goes only to an https endpoint whose host is on the
 * allow-list (the public push services; tests add their own), with a short timeout, no redirect
 * followed (a 3xx is a failure) and a bounded body.
 */
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { Db } from './db';
import { isPrivateAddress, PRIVATE_ADDRESS, publicLookup } from './push-address';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The push services of the browsers (a host, or `.suffix` for any host under it). */
export const PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
];

/** The largest message body sent (a push service takes about 4 KB once encrypted). */
export const MAX_PUSH_BYTES = 3000;

/** The keys in `server_keys`, made by the first node to start; a second node racing keeps the first's. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const read = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', 'vapid').executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('server_keys')
      .values({ name: 'vapid', value: JSON.stringify(made) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the VAPID keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}

/** An endpoint the server may post to: https, and its host on the list. */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h));
}

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What became of one message: sent, the subscription is gone (404/410), or worth another try. */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

export interface PushSettings {
  readonly hosts: readonly string[];
  readonly timeoutMs: number;
  /** Who runs the server, for the push services (a mailto: or https: address). */
  readonly subject: string;
  /** Tests: the agent that trusts their push service's certificate. */
  readonly agent?: Agent | undefined;
  /**
   * Tests only: a push service on this machine may be called (127.0.0.1). Otherwise an endpoint at a
   * private or loopback address, written or resolved (push-address.ts), is refused (issue 38).
   */
  readonly privateAddresses?: boolean;
}

/** Where `host` resolves to, checked: null when every address is public, else why not. */
const resolvesPrivate = (host: string): Promise<string | null> =>
  new Promise((resolve) =>
    publicLookup(host, { all: true }, (err) => resolve(err ? (err.code ?? 'lookup failed') : null)),
  );

export type PushSend = (to: PushTarget, body: object, topic: string) => Promise<PushOutcome>;

export function pushSender(keys: VapidKeys, settings: PushSettings): PushSend {
  // The connection itself is opened only to a public address (the lookup is checked again there).
  const agent =
    settings.agent ??
    new Agent({ keepAlive: false, ...(settings.privateAddresses ? {} : { lookup: publicLookup }) });
  return async (to, body, topic) => {
    if (!allowedEndpoint(to.endpoint, settings.hosts)) return 'refused';
    if (!settings.privateAddresses) {
      const host = new URL(to.endpoint).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) ? isPrivateAddress(host) : (await resolvesPrivate(host)) === PRIVATE_ADDRESS)
        return 'refused';
    }
    const payload = JSON.stringify(body);
    if (Buffer.byteLength(payload) > MAX_PUSH_BYTES) return 'refused';
    try {
      await webpush.sendNotification(
        { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
        payload,
        {
          vapidDetails: { subject: settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          contentEncoding: 'aes128gcm',
          timeout: settings.timeoutMs,
          // A later message of the same topic replaces one the service still holds: a resend is one.
          topic,
          agent,
        },
      );
      return 'sent';
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === PRIVATE_ADDRESS) return 'refused';
      const status = (e as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}
