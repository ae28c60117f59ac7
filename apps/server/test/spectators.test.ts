import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@kortbord/protocol';
import { SLICE } from '../src/spectators';
import { Client, http, testServer, until } from './helpers';

const server = await testServer();
afterAll(() => server.cleanup());

type View = Extract<ServerMessage, { type: 'view' }>;

describe('a crowd of spectators', () => {
  it('ends with the newest view, never an older view after a newer nor one twice', async () => {
    const made = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
      server.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        standInAfterMs: null,
        join: { name: 'A' },
      },
    );
    const id = made.body.table.id;
    const b = await http<{ token: string }>(server.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'B',
    });
    const players = await Promise.all([Client.open(server.url), Client.open(server.url)]);
    const tokens = [made.body.joined.token, b.body.token];
    players.forEach((p, i) => p.send({ type: 'subscribe', table: id, token: tokens[i] }));
    const crowd = await Promise.all(Array.from({ length: SLICE + 50 }, () => Client.open(server.url)));
    for (const c of crowd) c.send({ type: 'subscribe', table: id });
    const views = (c: Client) => c.messages.filter((m): m is View => m.type === 'view');
    await until(() => crowd.every((c) => views(c).length > 0));

    // Three moves in a row, each sent as soon as its player has the view it answers.
    let version = 0;
    for (let move = 0; move < 3; move++) {
      const latest = players.map((p) => views(p).at(-1) as View);
      const mover = latest.findIndex((v) => v.legal.length);
      const v = latest[mover] as View;
      (players[mover] as Client).send({
        type: 'act',
        table: id,
        id: move + 1,
        version: v.version,
        action: v.legal[0],
      });
      version = (await (players[mover] as Client).next('ack', (a) => a.id === move + 1)).version;
      await until(() => players.every((p) => (views(p).at(-1)?.version ?? 0) >= version));
    }
    await until(() => crowd.every((c) => (views(c).at(-1)?.version ?? 0) >= version));
    for (const c of crowd) {
      const seen = views(c).map((v) => v.version);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(new Set(seen).size).toBe(seen.length);
      expect(views(c).at(-1)?.seat).toBeNull();
    }
    for (const c of [...players, ...crowd]) c.ws.close();
  });
});
