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

/** Plays until every client's view shows the round over; returns that view (the first client's). */
export async function playToRoundOver(id: string, clients: readonly Client[]): Promise<View> {
  let version = 0;
  let n = 0;
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
    const ref = `play${++n}-${Math.random().toString(36).slice(2, 8)}`;
    const r = await c.act(id, ref, v.legal[0], v.version);
    // A refusal (the position moved under us) changes nothing: read the new views.
    version = r.type === 'ack' ? r.version : top;
  }
  expect.fail('the round did not end');
}
