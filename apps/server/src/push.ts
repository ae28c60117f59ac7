/**
 * Web Push (issue 34, the `web-push` library): the server's VAPID keys, made at first start and kept
 * in the database (every node signs with the same ones, no setup), and the one door out. A push
 * endpoint comes from a browser, so a message goes only to an https endpoint whose host is on the
 * allow-list (the public push services; tests add their own), never at a private address, with a
 * short timeout for the whole exchange, no redirect followed (a 3xx is a failure, tried again up to
 * the outbox's limit) and the answer's body never read. The library makes the signed, encrypted
 * request (`generateRequestDetails`); the request itself is made here, where those limits are kept.
 */
import { Agent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import webpush, { type RequestDetails } from 'web-push';
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

/**
 * One POST to a push service: the answer's status, or an error. No redirect is followed (a 3xx is
 * only a status); the whole exchange, not just an idle socket, ends at `timeoutMs` (a service that
 * trickles a byte a second is cut off too); and the answer's body is never read, so a service that
 * answers with gigabytes costs nothing (the status is all a push service has to say).
 */
function post(
  details: RequestDetails,
  agent: Agent,
  timeoutMs: number,
): Promise<{ status: number } | { error: NodeJS.ErrnoException }> {
  return new Promise((resolve) => {
    const url = new URL(details.endpoint);
    let settled = false;
    const settle = (v: { status: number } | { error: NodeJS.ErrnoException }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    const req = httpsRequest(
      {
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: url.pathname + url.search,
        method: details.method,
        headers: details.headers as Record<string, string>,
        agent,
      },
      (res) => {
        settle({ status: res.statusCode ?? 0 });
        res.destroy();
        req.destroy();
      },
    );
    const timer = setTimeout(() => {
      const e: NodeJS.ErrnoException = new Error(`no answer from the push service in ${timeoutMs} ms`);
      e.code = 'ETIMEDOUT';
      req.destroy(e);
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => settle({ error }));
    req.end(details.body ?? undefined);
  });
}

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
    let details: RequestDetails;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
        payload,
        {
          vapidDetails: { subject: settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          contentEncoding: 'aes128gcm',
          // A later message of the same topic replaces one the service still holds: a resend is one.
          topic,
        },
      );
    } catch {
      return 'refused'; // keys that are no keys: nothing to send, ever
    }
    const answer = await post(details, agent, settings.timeoutMs);
    if ('error' in answer) return answer.error.code === PRIVATE_ADDRESS ? 'refused' : 'failed';
    const { status } = answer;
    if (status >= 200 && status < 300) return 'sent';
    return status === 404 || status === 410 ? 'gone' : 'failed';
  };
}
