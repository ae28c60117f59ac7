import { describe, expect, it } from 'vitest';
import {
  CHAT_EMOJI,
  clientMessage,
  createTable,
  ERROR_CODES,
  applyViewChange,
  parseClientMessage,
  readAct,
  serverMessage,
  tableInfo,
} from './index';

describe('protocol', () => {
  it('reads every client message and refuses the rest', () => {
    const good = [
      { type: 'subscribe', table: 'abc', token: 'T0k-en_1' },
      { type: 'subscribe', table: 'abc' },
      { type: 'unsubscribe', table: 'abc' },
      { type: 'sync', table: 'abc' },
      { type: 'act', table: 'abc', id: 7, version: 3, action: { type: 'play', cards: ['5H'] } },
      { type: 'next-round', table: 'abc' },
      { type: 'end-match', table: 'abc', id: 'x' },
      { type: 'rematch', table: 'abc' },
      { type: 'ping' },
    ];
    for (const m of good) expect(parseClientMessage(JSON.stringify(m)).ok, JSON.stringify(m)).toBe(true);
    const bad = [
      'not json',
      '[]',
      'null',
      '{"type":"nope"}',
      '{"type":"act","table":"abc"}',
      '{"type":"act","table":"abc","action":{"type":""}}',
      '{"type":"subscribe","table":"../../etc"}',
      '{"type":"act","table":"abc","version":-1,"action":{"type":"pass"}}',
    ];
    for (const t of bad) {
      const r = parseClientMessage(t);
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(r.code).toBe('bad-message');
    }
  });

  it('keeps unknown action fields (the engine judges actions)', () => {
    const r = clientMessage.parse({
      type: 'act',
      table: 't',
      action: { type: 'play', cards: ['8H'], suit: 'S' },
    });
    expect(r.type === 'act' && r.action).toEqual({ type: 'play', cards: ['8H'], suit: 'S' });
  });

  it('fills table defaults', () => {
    const t = createTable.parse({ game: 'viggo', seats: [{ kind: 'open' }, { kind: 'bot' }] });
    expect(t.standInAfterMs).toBe(30_000);
    expect(t.seats[1]).toEqual({ kind: 'bot', level: 'random' });
    expect(t.public).toBe(true);
  });

  it('has unique error codes including the engine ones', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const c of [
      'malformed',
      'illegal',
      'bad-token',
      'rate-limited',
      'too-large',
      'stale-version',
      'not-found',
    ])
      expect(ERROR_CODES).toContain(c);
  });

  it('describes server messages', () => {
    expect(serverMessage.safeParse({ type: 'ack', id: null, table: 't', version: 2 }).success).toBe(true);
    expect(
      serverMessage.safeParse({ type: 'error', id: 1, table: null, code: 'illegal', message: 'no' }).success,
    ).toBe(true);
    expect(
      serverMessage.safeParse({ type: 'error', id: 1, table: null, code: 'what', message: 'no' }).success,
    ).toBe(false);
  });

  it('reads the waiting room, chat and clock messages (issue 15)', () => {
    const good = [
      { type: 'set-seat', table: 'abc', seat: 2, kind: 'bot', level: 'hard' },
      { type: 'set-seat', table: 'abc', seat: 2, kind: 'open' },
      { type: 'start-now', table: 'abc', level: 'easy' },
      { type: 'cancel-table', table: 'abc', id: 3 },
      { type: 'chat', table: 'abc', text: 'hei' },
      { type: 'chat', table: 'abc', phrase: 'goodLuck' },
      { type: 'chat', table: 'abc', emoji: CHAT_EMOJI[0] },
    ];
    for (const m of good) expect(parseClientMessage(JSON.stringify(m)).ok, JSON.stringify(m)).toBe(true);
    const bad = [
      { type: 'set-seat', table: 'abc', seat: 1, kind: 'human' },
      { type: 'set-seat', table: 'abc', seat: -1, kind: 'open' },
      { type: 'chat', table: 'abc', phrase: 'insult' },
      { type: 'chat', table: 'abc', emoji: 'x' },
      { type: 'chat', table: 'abc', text: 'x'.repeat(801) },
    ];
    for (const m of bad) expect(parseClientMessage(JSON.stringify(m)).ok, JSON.stringify(m)).toBe(false);
    expect(
      serverMessage.safeParse({
        type: 'clock',
        table: 'a',
        version: 3,
        seats: [0],
        remainingMs: 900,
        totalMs: 1000,
      }).success,
    ).toBe(true);
    const line = { seq: 1, seat: null, name: null, kind: 'emoji', body: '🎉', at: '2026-01-01T00:00:00Z' };
    expect(serverMessage.safeParse({ type: 'chat', table: 'a', lines: [line] }).success).toBe(true);
    expect(serverMessage.safeParse({ type: 'cancelled', table: 'a' }).success).toBe(true);
  });

  it('fills the new table fields for an older server, and leaves the clock to the server', () => {
    const t = createTable.parse({ game: 'viggo', seats: [{ kind: 'open' }, { kind: 'bot' }] });
    expect([t.turnClockMs, t.spectatorChat]).toEqual([undefined, false]);
    const info = tableInfo.parse({
      id: 'a',
      game: 'viggo',
      players: 2,
      options: {},
      status: 'waiting',
      match: 0,
      version: 0,
      seats: [{ seat: 0, kind: 'open', name: null, level: null, connected: false, standIn: false }],
      standInAfterMs: null,
      public: true,
      seedHash: null,
      seed: null,
      createdAt: '',
    });
    expect([info.turnClockMs, info.host, info.seats[0]?.away, info.seats[0]?.rematch]).toEqual([
      null,
      null,
      false,
      false,
    ]);
  });

  it('reads an act without the schema exactly as the schema does, over many shapes', () => {
    // A small generator of its own (the protocol depends on zod alone): seeded, so a failure repeats.
    let x = 20261201;
    const int = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
    const values: unknown[] = [
      undefined,
      null,
      true,
      0,
      -0,
      3,
      -1,
      1.5,
      2 ** 53,
      2 ** 53 - 1,
      1e308,
      NaN,
      '',
      'abc',
      'a-b_C9',
      'x'.repeat(64),
      'x'.repeat(65),
      'bad id',
      'é',
      [],
      {},
      { type: 'play' },
      { type: '' },
      { type: 'x'.repeat(32) },
      { type: 'x'.repeat(33) },
      { type: 7 },
      { type: 'play', cards: ['5H'] },
      [{ type: 'play' }],
    ];
    let agreed = 0;
    for (let i = 0; i < 20_000; i++) {
      const m: Record<string, unknown> = { type: int(12) ? 'act' : pick(['ping', 'sync', 'Act', 7]) };
      for (const k of ['table', 'id', 'version', 'action', 'extra'])
        if (int(4)) m[k] = k === 'table' && int(2) ? pick(['abc', 'T-1_x', 'x'.repeat(64)]) : pick(values);
      if (int(3)) m['action'] = { type: pick(['play', 'pass', '', 'x'.repeat(33)]), n: pick(values) };
      const raw = JSON.parse(JSON.stringify(m)) as unknown;
      const fast = readAct(raw);
      const slow = clientMessage.safeParse(raw);
      if (fast) expect(slow.success && slow.data, JSON.stringify(m)).toEqual(fast);
      else if (slow.success) expect(slow.data.type, JSON.stringify(m)).not.toBe('act');
      if (fast) agreed++;
    }
    expect(agreed).toBeGreaterThan(500);
    // Anything unusual goes to the schema, which says what is wrong.
    expect(
      readAct(JSON.parse('{"type":"act","table":"a","action":{"__proto__":{"type":"x"},"type":"p"}}')),
    ).toBe(null);
  });

  it('reads a view change against the last whole view, and asks again after a gap', () => {
    const line = (version: number) => ({ version, seat: 0, kind: 'play', cards: [], count: null, text: '' });
    const base = { type: 'view' as const, table: 'a', match: 1, seat: 0, view: {}, legal: [] };
    const last = { ...base, version: 4, log: [line(3), line(4)] };
    const change = { ...base, version: 6, from: 4, log: [line(5), line(6)] };
    expect(serverMessage.safeParse(change).success).toBe(true);
    expect(applyViewChange(last, change)).toEqual({ ...base, version: 6, log: [3, 4, 5, 6].map(line) });
    expect(applyViewChange({ ...last, version: 3 }, change)).toBe(null);
    expect(applyViewChange(undefined, change)).toBe(null);
    expect(applyViewChange({ ...last, seat: 1 }, change)).toBe(null);
    const whole = { ...base, version: 9, log: [line(9)] };
    expect(applyViewChange(undefined, whole)).toBe(whole);
  });
});
