/**
 * The gate in front of every HTTP request (issue 38, item 7): per address (req.ip, so behind
 * TRUST_PROXY the client's), before any route, its body or the 404 is looked at.
 *
 * - Pacing: at most `requestsPerMinute` requests a minute, of which at most `getsPerMinute` GETs (a
 *   sixth of either may come at once). Counted as a generic cell rate (GCRA: each request books the
 *   next slot), so a request that comes a little early waits for its slot, up to `holdMs`, and is
 *   served then: a burst is spread out rather than refused.
 * - In flight: at most `requestsInFlightPerAddress` at once; the next waits for one to end, up to
 *   `holdMs`.
 * - Beyond them: `429 rate-limited` with Retry-After, in our shape with its reason in the visitor's
 *   language, answered only after `holdMs`. A refusal costs the server about what a cheap answer does,
 *   so a loop that is refused at once floods as fast as an answered one; held, each of a flooder's
 *   loops sends one request per `holdMs`. Holding costs a timer; at most `HELD_PER_ADDRESS` are held
 *   at once for an address, beyond them the refusal goes at once.
 *
 * WebSocket upgrades pass: a socket has its own caps (connections per address, messages per second).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reason, say, SHARED_REASONS } from '@kortbord/engine';
import { visitorLang } from './web';

export interface GateLimits {
  /** Requests of any method one address may make per minute (a sixth of them at once). */
  requestsPerMinute: number;
  /** Of those, GETs (and HEADs): pages, files, tables, histories, records. */
  getsPerMinute: number;
  /** Requests one address may have in flight at once; more wait for a place. */
  requestsInFlightPerAddress: number;
}

export interface GateSettings extends GateLimits {
  /** How long a request may wait for its slot or place, and how long a refusal is held. */
  holdMs: number;
  now?: () => number;
}

/** Refusals held at once for one address; beyond them one is answered at once. */
const HELD_PER_ADDRESS = 64;

interface Address {
  /** The next slot each cell books (GCRA's theoretical arrival time), ms. */
  all: number;
  gets: number;
  inFlight: number;
  /** Requests waiting for a place in flight, first come first served. */
  waiting: (() => void)[];
  held: number;
}

/** One cell: when this request's slot comes (ms from now, 0: at once) and the cell's next slot after it. */
function slot(next: number, now: number, perMinute: number): { wait: number; after: number } {
  const interval = 60_000 / Math.max(1, perMinute);
  const burst = Math.max(1, Math.ceil(perMinute / 6));
  const after = Math.max(next, now) + interval;
  return { wait: Math.max(0, after - now - burst * interval), after };
}

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export function requestGate(app: FastifyInstance, settings: GateSettings): { addresses: () => number } {
  const now = settings.now ?? Date.now;
  const addresses = new Map<string, Address>();
  const of = (ip: string): Address => {
    let a = addresses.get(ip);
    if (!a) addresses.set(ip, (a = { all: 0, gets: 0, inFlight: 0, waiting: [], held: 0 }));
    return a;
  };
  // An address whose slots have all passed and that has nothing in flight is forgotten.
  const forget = setInterval(() => {
    const t = now();
    for (const [ip, a] of addresses)
      if (a.inFlight === 0 && a.held === 0 && !a.waiting.length && a.all <= t && a.gets <= t)
        addresses.delete(ip);
  }, 60_000);
  forget.unref();
  app.addHook('onClose', async () => clearInterval(forget));

  /** A refusal, held first unless it has waited already; `retryMs`: when to come again, from now. */
  const refuse = async (
    req: FastifyRequest,
    reply: FastifyReply,
    a: Address,
    retryMs: number,
    hold: boolean,
  ) => {
    if (hold && a.held < HELD_PER_ADDRESS) {
      a.held++;
      await sleep(settings.holdMs);
      a.held--;
      retryMs -= settings.holdMs;
    }
    const s = Math.max(1, Math.ceil(retryMs / 1000));
    const why = reason('requests-paced', { s });
    return reply
      .code(429)
      .header('retry-after', String(s))
      .send({
        error: {
          code: 'rate-limited',
          message: say(SHARED_REASONS['requests-paced'], visitorLang(req), { s }),
          reason: why,
        },
      });
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.upgrade) return;
    const a = of(req.ip);
    const t = now();
    const get = req.method === 'GET' || req.method === 'HEAD';
    const all = slot(a.all, t, settings.requestsPerMinute);
    const gets = get ? slot(a.gets, t, settings.getsPerMinute) : { wait: 0, after: a.gets };
    const wait = Math.max(all.wait, gets.wait);
    if (wait > settings.holdMs) return refuse(req, reply, a, wait, true);
    a.all = all.after;
    a.gets = gets.after;
    if (wait > 0) await sleep(wait);

    if (a.inFlight >= settings.requestsInFlightPerAddress) {
      const placed = await new Promise<boolean>((ok) => {
        const timer = setTimeout(() => {
          const i = a.waiting.indexOf(go);
          if (i >= 0) a.waiting.splice(i, 1);
          ok(false);
        }, settings.holdMs);
        const go = () => {
          clearTimeout(timer);
          ok(true);
        };
        a.waiting.push(go);
      });
      // Already held for holdMs: the refusal goes at once.
      if (!placed) return refuse(req, reply, a, settings.holdMs, false);
    } else a.inFlight++;
    // A place is handed on to the next waiting request, else given back, when the answer is done
    // (or its connection closed).
    reply.raw.once('close', () => {
      const next = a.waiting.shift();
      if (next) next();
      else a.inFlight--;
    });
  });
  return { addresses: () => addresses.size };
}
