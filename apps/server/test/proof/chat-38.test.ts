/**
 * Chat limited per seat and per address, not per connection (issue 38, 7), and kept per table up to a
 * bound: a seat on several sockets, or an address with several seats, gets no more lines through.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@kortbord/protocol';
import { openDb } from '../../src/db';
import { CHAT_KEPT, chatRepo } from '../../src/repos/chat';
import { Client, tempDir, testServer } from '../helpers';
import { humanTable } from './proof-helpers';

/** Sends a chat line and tells its answer: `ack`, or the error's code. */
async function say(c: Client, table: string, id: string): Promise<string> {
  c.send({ type: 'chat', table, text: `line ${id}`, id });
  const r = await c.reply(id);
  return r.type === 'ack' ? 'ack' : r.code;
}

async function seatedClients(url: string, table: string, tokens: readonly string[]): Promise<Client[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const c = await Client.open(url);
      c.send({ type: 'subscribe', table, token });
      await c.next('view');
      return c;
    }),
  );
}

describe('chat limits', () => {
  it('counts a seat’s lines over all its sockets', async () => {
    const s = await testServer();
    try {
      const seated = await humanTable(s.url, 'idiot', 2);
      const token = seated.tokens[0] as string;
      const sockets = await seatedClients(s.url, seated.table, [token, token, token]);
      const answers: string[] = [];
      for (let i = 0; i < CHAT_LIMITS.perWindow + 3; i++)
        answers.push(await say(sockets[i % 3] as Client, seated.table, `a${i}`));
      expect(answers).toEqual([
        ...Array.from({ length: CHAT_LIMITS.perWindow }, () => 'ack'),
        'chat-refused',
        'chat-refused',
        'chat-refused',
      ]);
      for (const c of sockets) c.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);

  it('counts an address’s lines over all its seats', async () => {
    const s = await testServer({ limits: { chatLinesPerAddress: 2 * CHAT_LIMITS.perWindow } });
    try {
      const seated = await humanTable(s.url, 'idiot', 3);
      const [a, b, c] = (await seatedClients(s.url, seated.table, seated.tokens)) as [Client, Client, Client];
      const answers: string[] = [];
      for (const [n, who] of [a, b].entries())
        for (let i = 0; i < CHAT_LIMITS.perWindow; i++)
          answers.push(await say(who, seated.table, `s${n}-${i}`));
      answers.push(await say(c, seated.table, 'third'));
      expect(answers.filter((x) => x === 'ack').length).toBe(2 * CHAT_LIMITS.perWindow);
      expect(answers.at(-1)).toBe('chat-refused');
      expect(c.messages.find((m) => m.type === 'error')).toMatchObject({
        message: `At most ${2 * CHAT_LIMITS.perWindow} chat messages per ${CHAT_LIMITS.windowMs / 1000} s from one address.`,
      });
      for (const x of [a, b, c]) x.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);

  it(`keeps a table's last ${CHAT_KEPT} lines`, async () => {
    const data = tempDir();
    const { db } = await openDb({ dataDir: data.dir });
    try {
      const chat = chatRepo(db);
      await db
        .insertInto('tables')
        .values({
          id: 'T',
          game: 'idiot',
          players: 2,
          options: '{}',
          status: 'playing',
          version: 0,
          match_no: 1,
          stand_in_ms: null,
          public: 0,
          invite_hash: 'x',
          creator: 'x',
          created_at: 'now',
        })
        .execute();
      for (let i = 1; i <= CHAT_KEPT + 20; i++)
        await chat.add('T', { seat: 0, name: 'Ola', kind: 'text', body: `line ${i}` });
      const kept = await db
        .selectFrom('chat')
        .select('seq')
        .where('table_id', '=', 'T')
        .orderBy('seq')
        .execute();
      expect(kept.length).toBe(CHAT_KEPT);
      expect([kept[0]?.seq, kept.at(-1)?.seq]).toEqual([21, CHAT_KEPT + 20]);
    } finally {
      await db.destroy();
      data.remove();
    }
  }, 30_000);
});
