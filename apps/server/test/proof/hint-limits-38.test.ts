/**
 * Hints limited per address and per node (issue 38, 2): an address gets so many hints a minute over
 * all its seats and tables, and the node searches so many at once, refusing the rest with a reason
 * (the lane keeps them behind the bots: hint-lane-38). Driven through the hints service with a search
 * held open until the proof lets it go, so "at once" is a state, not a time.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { reasonText } from '@kortbord/engine';
import type { ServerMessage } from '@kortbord/protocol';
import { inProcessDriver, type BotDriver } from '../../src/bots';
import type { Conn } from '../../src/conn';
import { createHints } from '../../src/hints';
import type { TableStore } from '../../src/store';
import { Refused, type Table } from '../../src/table';
import { legalOf } from '../../src/views';
import { playingTable } from '../../src/commands/test-tables';

const PER_ADDRESS = 5;
const PER_NODE = 3;

/** A connection from `ip` that keeps what it is sent. */
const conn = (ip: string, got: ServerMessage[]): Conn =>
  ({
    ip,
    ws: { readyState: 1, OPEN: 1, send: (s: string) => got.push(JSON.parse(s) as ServerMessage) },
    subs: new Map(),
  }) as unknown as Conn;

describe('hint limits per address and per node', () => {
  it('serves an address so many a minute and the node so many at once, refusing the rest with a reason', async () => {
    let gate: (() => void) | null = null;
    let held = Promise.resolve();
    const real = inProcessDriver();
    const driver: BotDriver = {
      ...real,
      analyse: async (...a) => {
        await held;
        return real.analyse(...a);
      },
    };
    const hold = () => {
      held = new Promise<void>((r) => (gate = r));
    };
    let clock = 1_000_000;
    const store = { countHint: async () => ({ counted: true, round: 1 }) } as unknown as TableStore;
    const hints = createHints({
      store,
      driver,
      log: pino({ level: 'silent' }),
      settings: {
        budgetMs: 20,
        gapMs: 0,
        perRound: 1000,
        perAddressPerMinute: PER_ADDRESS,
        inFlightPerNode: PER_NODE,
      },
      now: () => clock,
    });
    const t = Object.assign(playingTable(2), { hints: true }) as Table;
    const seat = [0, 1].find((s) => legalOf(t, s).length > 0) as number;
    const got: ServerMessage[] = [];
    const ask = async (ip: string) => {
      try {
        return await hints.ask(conn(ip, got), t, seat, ip);
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        return e;
      }
    };
    const why = (r: unknown) => (r instanceof Refused ? `${r.code} ${r.reason?.code}` : 'served');

    // Per node: the searches held open, five addresses ask; the node takes three and refuses two.
    hold();
    const first = await Promise.all(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'].map(ask));
    expect(first.map(why)).toEqual([
      'served',
      'served',
      'served',
      'too-many-hints hint-busy',
      'too-many-hints hint-busy',
    ]);
    const running = first
      .filter((r): r is () => Promise<void> => typeof r === 'function')
      .map((run) => run());
    (gate as (() => void) | null)?.();
    await Promise.all(running);
    expect(got.filter((m) => m.type === 'hint')).toHaveLength(PER_NODE);
    // Once answered, the node takes hints again.
    const again = await ask('10.0.0.4');
    expect(why(again)).toBe('served');
    await (again as () => Promise<void>)();

    // Per address: five a minute from one address over its asks, then refused; another is served;
    // a minute on, the first is served again.
    const served: string[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      clock += 1_000;
      const r = await ask('10.0.1.1');
      served.push(why(r));
      if (typeof r === 'function') await r();
    }
    expect(served).toEqual([
      ...Array<string>(PER_ADDRESS).fill('served'),
      'too-many-hints hint-address-limit',
      'too-many-hints hint-address-limit',
    ]);
    const other = await ask('10.0.1.2');
    expect(why(other)).toBe('served');
    await (other as () => Promise<void>)();
    clock += 60_000;
    const later = await ask('10.0.1.1');
    expect(why(later)).toBe('served');
    await (later as () => Promise<void>)();
    for (const code of ['hint-busy', 'hint-address-limit'])
      for (const lang of ['nb', 'sv', 'en'] as const) expect(reasonText(null, code)?.[lang]).toMatch(/\S/);
    console.log(
      `[proof hint-limits-38] per node: ${PER_NODE} searches at once, 2 more refused hint-busy, served again once answered; per address: ${PER_ADDRESS} a minute then refused, another address served, the next minute served (${got.filter((m) => m.type === 'hint').length} hints sent)`,
    );
  });
});
