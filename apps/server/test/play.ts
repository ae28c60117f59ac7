/**
 * Playing a round from the test's side: each person acts (the first legal action) when their view
 * offers something, the bots play by themselves, until the round is over. Waits for views, never
 * for time.
 */
import { expect } from 'vitest';
import { until, type Client } from './helpers';

export type View = NonNullable<ReturnType<Client['lastView']>>;

export const phaseOf = (v: View | undefined): string =>
  (v?.view as { phase?: string } | undefined)?.phase ?? '';

/** The messages a second the server allows this client (its welcome), 20 if it sent none. */
function messageRate(c: Client): number {
  for (const m of c.messages) if (m.type === 'welcome') return m.limits.messagesPerSecond;
  return 20;
}

/** Until `gap` ms after `since` (a client keeping to a rate, not a test waiting for a state). */
const pause = (since: number, gap: number): Promise<void> =>
  new Promise((r) => setTimeout(r, Math.max(0, since + gap - Date.now())));

/** Plays until every client's view shows the round over; returns that view (the first client's). */
export async function playToRoundOver(id: string, clients: readonly Client[]): Promise<View> {
  let version = 0;
  let n = 0;
  const slow = new Set<Client>();
  const sentAt = new Map<Client, number>();
  for (let i = 0; i < 5000; i++) {
    await until(
      () => clients.every((c) => (c.lastView(id)?.version ?? -1) >= version),
      20_000,
      `every view at ${version}`,
    );
    const vs = clients.map((c) => c.lastView(id) as View);
    const top = Math.max(...vs.map((v) => v.version));
    // Someone's view is behind: wait for all to agree before reading the position.
    if (vs.some((v) => v.version !== top)) {
      version = top;
      continue;
    }
    if (phaseOf(vs[0]) === 'round-over') return vs[0] as View;
    const who = vs.findIndex((v) => v.legal.length > 0);
    if (who < 0) {
      // A bot is to act: its move is the next version.
      version = top + 1;
      continue;
    }
    const c = clients[who] as Client;
    const v = vs[who] as View;
    if (slow.has(c)) await pause(sentAt.get(c) ?? 0, 1000 / messageRate(c));
    sentAt.set(c, Date.now());
    const ref = `play${++n}-${Math.random().toString(36).slice(2, 8)}`;
    c.send({ type: 'act', table: id, id: ref, version: v.version, action: v.legal[0] });
    const r = await c.reply(ref);
    // Told to slow down (the move was dropped), a client keeps to the rate of the server's welcome
    // from then on (a person never plays this fast; these players do): going on at once would close
    // the connection.
    if (r.type === 'error' && r.code === 'rate-limited') slow.add(c);
    // A refusal (the position moved under us) changes nothing: read the new views.
    version = r.type === 'ack' ? r.version : top;
  }
  expect.fail('the round did not end');
}
