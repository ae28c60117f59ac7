/** Shared bits of the proof tests: seats at a live table, card scanning, replay of stored records. */
import {
  act,
  applyChance,
  dealNext,
  newMatch,
  type Json,
  type Match,
  type RecordEntry,
} from '@kortbord/engine';
import type { ServerMessage } from '@kortbord/protocol';
import { Client, http } from '../helpers';

export interface Seated {
  readonly table: string;
  readonly tokens: string[];
  readonly invite: string;
}

/** A table whose seats are all people: the creator takes seat 0, the others join with the invite. */
export async function humanTable(
  base: string,
  game: string,
  players: number,
  options: Record<string, Json> = {},
  /** More of the table's settings (e.g. `hints`). */
  settings: Record<string, Json> = {},
): Promise<Seated> {
  const made = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
    base,
    'POST',
    '/api/tables',
    {
      game,
      options,
      seats: Array.from({ length: players }, () => ({ kind: 'open' })),
      standInAfterMs: null,
      public: false,
      join: { name: 'P0', seat: 0 },
      ...settings,
    },
  );
  if (made.status !== 201) throw new Error(`table not made: ${JSON.stringify(made.body)}`);
  const tokens = [made.body.joined.token];
  for (let s = 1; s < players; s++) {
    const j = await http<{ token: string }>(base, 'POST', `/api/tables/${made.body.table.id}/join`, {
      invite: made.body.invite,
      name: `P${s}`,
      seat: s,
    });
    if (j.status !== 200) throw new Error(`join failed: ${JSON.stringify(j.body)}`);
    tokens.push(j.body.token);
  }
  return { table: made.body.table.id, tokens, invite: made.body.invite };
}

/** A client that also keeps every frame exactly as it arrived. */
export async function rawClient(base: string): Promise<{ c: Client; raw: string[] }> {
  const c = await Client.open(base);
  const raw: string[] = [];
  c.ws.on('message', (d) => raw.push(String(d)));
  return { c, raw };
}

export type View = Extract<ServerMessage, { type: 'view' }>;

/** Every string in a JSON value that is one of the deck's cards, also inside sentences. */
export function cardsIn(
  v: unknown,
  deck: ReadonlySet<string>,
  into = new Set<string>(),
  skip = SKIP,
): Set<string> {
  if (typeof v === 'string') {
    if (deck.has(v)) into.add(v);
    else for (const w of v.split(/[^A-Za-z0-9]+/)) if (deck.has(w)) into.add(w);
  } else if (Array.isArray(v)) for (const x of v) cardsIn(x, deck, into, skip);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v))
      if (!((skip.has(k) || ID_KEY.test(k)) && typeof x === 'string')) cardsIn(x, deck, into, skip);
  return into;
}
/** Keys whose string values are ids, hashes or names, never cards. */
const SKIP = new Set(['table', 'id', 'seedHash', 'seed', 'token', 'invite', 'name']);
/**
 * A key that names an id (`table_id`, `profileId`): a random id split at its `-` and `_` can hold
 * two letters that spell a card (the data download's `table_id` once gave "QH").
 */
const ID_KEY = /(_id|Id)$/;

/**
 * The match after each stored event of a full record: index 0 is version 1 (the start); entry i of
 * `moves` is version i + 2. Replayed from the written-out deals and chance outcomes.
 */
export function statesOf(rec: Record<string, Json>): Match[] {
  const started = newMatch({
    game: rec['game'] as string,
    players: rec['players'] as number,
    options: rec['options'],
    dealer: rec['dealer'] as number,
    deal: rec['deal'],
  });
  if (!started.ok) throw new Error(`record does not start: ${started.message}`);
  let m = started.value;
  const out = [m];
  for (const e of rec['moves'] as unknown as RecordEntry[]) {
    const next =
      'deal' in e ? dealNext(m, e.deal) : 'chance' in e ? applyChance(m, e.chance) : act(m, e.seat, e.action);
    if (!next.ok) throw new Error(`record entry does not apply: ${next.message}`);
    m = next.value;
    out.push(m);
  }
  return out;
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

/**
 * Ends a match among people: every seat asks (end-match); each ask before the last is answered
 * `needs-agreement`, the last one is acked (README: who may end a match). A match already over is left.
 */
export async function endByEveryone(clients: readonly Client[], table: string, tag = 'end'): Promise<void> {
  for (const [i, c] of clients.entries()) {
    c.send({ type: 'end-match', table, id: `${tag}${i}` });
    const r = await c.reply(`${tag}${i}`);
    if (i === 0 && r.type === 'error' && r.code === 'game-over') return; // it ended by itself
    const last = i === clients.length - 1;
    if (last ? r.type !== 'ack' : r.type !== 'error' || r.code !== 'needs-agreement')
      throw new Error(`end-match by seat ${i}: ${JSON.stringify(r)}`);
  }
}

export interface Asked<T> {
  readonly status: number;
  readonly body: T;
  /** The session cookie the answer set (`name=value`), else the one sent. */
  readonly cookie: string | undefined;
}

/** One HTTP request as a browser sends it: its cookie, its page's Origin, a JSON body. */
export async function ask<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  o: { cookie?: string; origin?: string; body?: unknown; ip?: string } = {},
): Promise<Asked<T>> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.origin ? { origin: o.origin } : {}),
      ...(o.ip ? { 'x-forwarded-for': o.ip } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const set = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, body: body as T, cookie: set ?? o.cookie };
}

/** Every route the server answers, as Fastify lists it: one entry per method and full path. */
export function routesOf(app: { printRoutes(o: { commonPrefix: false }): string }): {
  method: string;
  url: string;
}[] {
  const out: { method: string; url: string }[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = Math.floor((m[1] as string).length / 4);
    path.length = depth;
    path.push(m[2] as string);
    const url = path.join('');
    for (const method of (m[3] as string).split(', ')) out.push({ method, url });
  }
  return out;
}
