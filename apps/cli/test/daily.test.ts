/**
 * `kortbord daily` against a real server (issue 35): a guest plays today's deal of Idiot at the
 * server through the terminal's prompt to its end, is told its place among everyone with the text
 * to share (no card in it), and a second ranked try the same day is refused in words. Offline, the
 * deal of the day is the same for two runs and says it is not ranked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

  it('plays today’s deal at a server to its end, then says the place among everyone', async () => {
    const env = { XDG_CONFIG_HOME: config };
    const run = await converse(['daily', 'idiot', '--server', server.url], PROMPT, () => '1', env);
    // What the terminal said, if it ended early (once so in a whole run at load 10-12, not since).
    expect(run.code, `${run.err}\n${run.out.slice(-2000)}`).toBe(0);
    expect(run.out).toMatch(/Today's deal \d{4}-\d{2}-\d{2} at http:\/\/127\.0\.0\.1:\d+: you sit at seat 1/);
    expect(run.out).toMatch(/Your hand: /);
    expect(run.out).toMatch(/^Seat \d (played|picked up|laid) /m);
    expect(run.out).toMatch(/The match is over: 1\. /);
    expect(run.out).toContain('You are no. 1 of 1. Better than you: 0 · worse: 0 · the same: 0.');
    const share = run.out.slice(run.out.indexOf('To share:'));
    expect(share).toMatch(/🃏 kortbord · Idiot · \d{4}-\d{2}-\d{2}\n🏅 No\. 1 of 1\n(🟩){10}\n/u);
    expect(share).not.toMatch(/[♣♦♥♠]/);
    const day = /Idiot · (\d{4}-\d{2}-\d{2})/.exec(share)?.[1];
    expect(run.out).toContain(`All the results: ${server.url}/daily/idiot/${day}`);

    // The same guest (its cookie kept in the config folder) may not play it ranked again.
    // (Run without blocking: the server answers from this test's own process.)
    const again = await converse(['daily', 'idiot', '--server', server.url], PROMPT, () => null, env);
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
