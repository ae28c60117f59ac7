/**
 * The table's chat: short lines, quick phrases and reactions from the seated (and, where the table
 * allows, its spectators). Cleaned like names, limited in length and rate, kept with the table in
 * its own table (so a reload and a restart show them) and never among the events: the game record
 * does not see them. Muting is each reader's own choice, kept in their browser.
 */
import { CHAT_LIMITS, type ChatLine, type ClientMessage } from '@kortbord/protocol';
import type { ChatRow } from './db';
import { prepare, send, sendPrepared, type Conn } from './conn';
import type { Fanout } from './fanout';
import { cleanText } from './names';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { Refused, type Table } from './table';

type ChatMessage = Extract<ClientMessage, { type: 'chat' }>;

const lineOf = (r: ChatRow): ChatLine => ({
  seq: r.seq,
  seat: r.seat,
  name: r.name,
  kind: r.kind as ChatLine['kind'],
  body: r.body,
  at: r.at,
});

export interface Chat {
  /** A line from a connection watching the table (seat null: a spectator). Throws Refused. */
  post(c: Conn, t: Table, seat: number | null, msg: ChatMessage): Promise<void>;
  /** The table's last lines, to a connection that just subscribed. */
  history(c: Conn, t: Table): Promise<void>;
  /** Another node stored line `seq`: this node's watchers get it. */
  relay(table: string, seq: number): Promise<void>;
}

/** What the message says: exactly one of a text, a phrase or an emoji. */
function bodyOf(msg: ChatMessage): { kind: ChatLine['kind']; body: string } {
  const given = [msg.text, msg.phrase, msg.emoji].filter((x) => x !== undefined);
  if (given.length !== 1)
    throw new Refused('chat-refused', 'A chat message is one text, one quick phrase or one reaction.');
  if (msg.phrase) return { kind: 'phrase', body: msg.phrase };
  if (msg.emoji) return { kind: 'emoji', body: msg.emoji };
  const body = cleanText(msg.text ?? '');
  if (!body) throw new Refused('chat-refused', 'A chat message needs at least one visible character.');
  if ([...body].length > CHAT_LIMITS.maxChars)
    throw new Refused('chat-refused', `A chat message may be at most ${CHAT_LIMITS.maxChars} characters.`);
  return { kind: 'text', body };
}

export function createChat(deps: {
  store: TableStore;
  rooms: Rooms;
  fanout: Fanout;
  /** Lines one address may send per window, over all its seats, tables and connections. */
  perAddress: number;
}): Chat {
  const { store, rooms, fanout, perAddress } = deps;
  /**
   * When the last lines were sent (within the window), per seat (a spectator: per address at the
   * table) and per address across every table, whatever connections they came through (issue 38).
   */
  const sent = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] =>
    (sent.get(key) ?? []).filter((x) => now - x < CHAT_LIMITS.windowMs);
  const forgetOld = (now: number): void => {
    for (const [k, times] of sent) if (!times.some((x) => now - x < CHAT_LIMITS.windowMs)) sent.delete(k);
  };

  const push = (table: string, lines: ChatLine[]) => {
    const bytes = prepare({ type: 'chat', table, lines });
    for (const c of rooms.watchers(table)) sendPrepared(c, bytes);
  };

  return {
    async post(c, t, seat, msg) {
      if (seat === null && !t.spectatorChat)
        throw new Refused('chat-refused', 'Spectators may not write at this table.');
      const what = bodyOf(msg);
      const now = Date.now();
      const who = seat === null ? `${t.id}@${c.ip}` : `${t.id}#${seat}`;
      const mine = recent(who, now);
      if (mine.length >= CHAT_LIMITS.perWindow)
        throw new Refused(
          'chat-refused',
          `At most ${CHAT_LIMITS.perWindow} chat messages per ${CHAT_LIMITS.windowMs / 1000} s.`,
        );
      const address = recent(c.ip, now);
      if (address.length >= perAddress)
        throw new Refused(
          'chat-refused',
          `At most ${perAddress} chat messages per ${CHAT_LIMITS.windowMs / 1000} s from one address.`,
        );
      sent.set(who, [...mine, now]);
      sent.set(c.ip, [...address, now]);
      if (sent.size > 10_000) forgetOld(now);
      const name = seat === null ? null : (t.seats[seat]?.name ?? null);
      const row = await store.addChat(t, { seat, name, ...what });
      push(t.id, [lineOf(row)]);
      fanout.publish({ table: t.id, version: t.version, seats: false, chat: row.seq });
    },
    async history(c, t) {
      const rows = await store.chatSince(t.id, 0, CHAT_LIMITS.kept);
      if (rows.length) send(c, { type: 'chat', table: t.id, lines: rows.map(lineOf) });
    },
    async relay(table, seq) {
      if (!rooms.watched(table)) return;
      const rows = await store.chatSince(table, seq - 1, CHAT_LIMITS.kept);
      const line = rows.find((r) => r.seq === seq);
      if (line) push(table, [lineOf(line)]);
    },
  };
}
