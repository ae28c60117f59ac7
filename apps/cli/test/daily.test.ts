/**
 * `kortbord daily` against a real server (issue 35): a guest plays today's deal of Idiot at the
 * server through the terminal's prompt to its end, is told its place among everyone with the text
 * to share (no card in it), and a second ranked try the same day is refused in words. The
 * connection is cut once mid-match (a proxy between them drops it, as a network that blinks would):
 * the terminal connects again and the match carries on. Offline, the deal of the day is the same for
 * two runs and says it is not ranked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealAt } from '../../server/src/daily/days';
import { testServer } from '../../server/test/helpers';
import type { DailyField } from '@kortbord/protocol';
import { makePaint } from '../src/colour';
import { cardText } from '../src/describe';
import { converse, kortbord } from './kortbord';

const PROMPT = /Your move> |Enter: next round/;

/** A TCP proxy to `port` that can cut every connection through it at once. */
async function proxyTo(port: number) {
  const open = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    for (const [a, b] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Drops every connection (the terminal's socket to the table among them). */
    cut: () => {
      for (const s of open) s.destroy();
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('kortbord daily', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  /** The server's clock: moved a day on to reveal the day's seed. */
  let clock = Date.now();
  const config = mkdtempSync(join(tmpdir(), 'kortbord-daily-cli-'));
  beforeAll(async () => {
    server = await testServer({ dailyBotIterations: 40, now: () => clock });
  });
  afterAll(async () => {
    await server?.cleanup();
    rmSync(config, { recursive: true, force: true });
  });

  it('plays today’s deal at a server to its end through a dropped connection, then says the place among everyone', async () => {
    const env = { XDG_CONFIG_HOME: config };
    const proxy = await proxyTo(Number(new URL(server.url).port));
    const run = await converse(
      ['daily', 'idiot', '--server', proxy.url],
      PROMPT,
      (_, n) => {
        if (n === 3) proxy.cut();
        return '1';
      },
      env,
    );
    // What the terminal said, if it ended early.
    expect(run.code, `${run.err}\n${run.out.slice(-2000)}`).toBe(0);
    expect(run.out).toMatch(/Today's deal \d{4}-\d{2}-\d{2} at http:\/\/127\.0\.0\.1:\d+: you sit at seat 1/);
    // The drop is said, and so is the way back; the match went on after it.
    const drop = run.out.indexOf('Connection lost – retrying …');
    expect(drop).toBeGreaterThan(0);
    expect(run.out.indexOf('Connected', drop)).toBeGreaterThan(drop);
    expect(run.out).toMatch(/Your hand: /);
    expect(run.out).toMatch(/^Seat \d (played|picked up|laid) /m);
    expect(run.out).toMatch(/The match is over: 1\. /);
    expect(run.out).toContain('You are no. 1 of 1. Better than you: 0 · worse: 0 · the same: 0.');
    const share = run.out.slice(run.out.indexOf('To share:'));
    expect(share).toMatch(/🃏 kortbord · Idiot · \d{4}-\d{2}-\d{2}\n🏅 No\. 1 of 1\n(🟩){10}\n/u);
    expect(share).not.toMatch(/[♣♦♥♠]/);
    const day = /Idiot · (\d{4}-\d{2}-\d{2})/.exec(share)?.[1];
    expect(run.out).toContain(`All the results: ${proxy.url}/daily/idiot/${day}`);

    // The same guest (its cookie kept in the config folder) may not play it ranked again.
    // (Run without blocking: the server answers from this test's own process.)
    const again = await converse(['daily', 'idiot', '--server', proxy.url], PROMPT, () => null, env).finally(
      () => proxy.close(),
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain("You have already played today's deal in this game.");

    // Once the day is over its seed is out (two hours after Oslo's midnight), and `--seed` deals the
    // server's cards of that day here. The clock goes to that moment, not a day on: a run that
    // started within two hours after Oslo's midnight was a day on still before it.
    clock = revealAt(day ?? '');
    const field = (await (await fetch(`${server.url}/api/daily/idiot/${day}/field`)).json()) as DailyField;
    expect(field.seed).toMatch(/\w+/);
    const review = field.best?.review.split('/') ?? [];
    const record = (await (
      await fetch(`${server.url}/api/tables/${review[2]}/record?match=${review[3]}`)
    ).json()) as { seed: string; deal: { hands: string[][]; faceUp: string[][] } };
    expect(record.seed).toBe(field.seed);
    const offline = await converse(['daily', 'idiot', '--seed', field.seed ?? ''], PROMPT, () => 'q');
    expect(offline.out).toMatch(/^Offline: the deal from the seed you gave\. Not ranked\./);
    const paint = makePaint(false);
    const shown = (/Your hand: (.*)/.exec(offline.out)?.[1] ?? '').split(' ').sort();
    const dealt = [...(record.deal.hands[0] ?? [])].map((c) => cardText(c, { lang: 'en', paint })).sort();
    expect(dealt.length).toBeGreaterThan(0);
    expect(shown).toEqual(dealt);
  }, 180_000);

  it('offline: the deal made here from the date, the same twice, and not ranked', () => {
    const one = kortbord(['daily', 'president'], '1\n'.repeat(400));
    const two = kortbord(['daily', 'president'], '1\n'.repeat(400));
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(
      /^Offline: today's deal made on this computer \(\d{4}-\d{2}-\d{2}\), not the server's\. Not ranked\./,
    );
    expect(one.stdout).toMatch(/seed kortbord-offline:president:\d{4}-\d{2}-\d{2}/);
    // President's day is one round: the header says so, and the match ends after it.
    expect(one.stdout).toContain('── President · Round 1 of 1 ──');
    expect(one.stdout).toMatch(/The match is over: 1\. /);
    const hand = (s: string) => /Your hand: (.*)/.exec(s)?.[1];
    expect(hand(one.stdout)).toBe(hand(two.stdout));
  }, 120_000);

  it('says what offline means in its help, and refuses --day without a server', () => {
    const help = kortbord(['daily', '--help']);
    expect(help.stdout).toMatch(/Without\s+--server the deal is made on this computer/);
    const bad = kortbord(['daily', 'viggo', '--day', '2026-12-01']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--day needs --server');
  });
});
