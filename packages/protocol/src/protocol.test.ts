import { describe, expect, it } from 'vitest';
import { clientMessage, createTable, ERROR_CODES, parseClientMessage, serverMessage } from './index';

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
});
