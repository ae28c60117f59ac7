/**
 * `kortbord daily --server URL`: today's deal (or a past day's, for practice) at a server, as a
 * guest. The server makes the table (you at seat 1, hard bots) and is the authority: this renders
 * the seat's views it sends and offers exactly its legal moves, through the same prompt as `play`
 * (play.ts's `choose`) and the same table text (describe.ts). At the end, the field: your place
 * among everyone, and the text to share.
 */
import {
  DAILY_TABLES,
  ERROR_WORDS,
  isErrorKey,
  sayEvent,
  sayReason,
  type Action,
  type GameEvent,
  type GameId,
  type Json,
  type Seat,
} from '@kortbord/engine';
import { shareText } from '@kortbord/words';
import {
  applyViewChange,
  type DailyField,
  type DailyStarted,
  type DailyToday,
  type ViewMessage,
} from '@kortbord/protocol';
import { actionCards } from './cards-of';
import { actionTextIn, capitalName, eventLines, seatName, viewText, type Ctx } from './describe';
import { Guest, type Refused } from './daily-http';
import { openLink } from './link';
import { choose, lineReader, out, QUIT, type Lines, type Turn } from './play';
import { t, tt, type Lang } from './words';

type Obj = { readonly [key: string]: Json };

/** A refusal in the player's words: the reason where one is given, else the words of its code. */
export function refusedText(e: Refused, game: GameId | null, L: Lang): string {
  if (e.reason) return sayReason(game, e.reason, L);
  return (isErrorKey(e.code) ? ERROR_WORDS[e.code] : ERROR_WORDS.internal)[L];
}

export interface RemoteArgs {
  readonly server: URL;
  readonly game: GameId;
  /** A past day, for practice; absent: today's deal, ranked. */
  readonly day?: string;
  readonly lang: Lang;
  readonly ctx: Ctx;
  readonly env: NodeJS.ProcessEnv;
}

/** 0 when the match ends (or you leave, to carry on later), 1 when the server refuses or is gone. */
export async function playRemote(a: RemoteArgs): Promise<number> {
  const L = a.lang;
  const c = a.ctx;
  const origin = a.server.origin;
  const guest = new Guest(origin, a.env);
  const fail = (message: string) => {
    process.stderr.write(`kortbord daily: ${message}\n`);
    return 1;
  };
  const started = await guest.call<DailyStarted>('POST', `/api/daily/${a.game}`, a.day ? { day: a.day } : {});
  if (!started.ok)
    return fail(
      started.error.code === 'network'
        ? t(L, 'dailyNoServer', { server: origin, why: started.error.message })
        : refusedText(started.error, a.game, L),
    );
  const s = started.value;
  out(
    c.paint.bold(
      s.ranked
        ? t(L, 'dailyRanked', { day: s.day, server: origin })
        : t(L, 'dailyPractice', { day: s.day, server: origin }),
    ),
  );
  if (s.resumed) out(t(L, 'dailyResumed'));

  const link = openLink({
    url: `${origin.replace(/^http/, 'ws')}/ws`,
    headers: { cookie: guest.header() },
    hello: { type: 'subscribe', table: s.table, token: s.token },
  });
  const send = link.send;
  const lines: Lines = lineReader(() => {
    out(`\n${t(L, 'bye')}`);
    out(t(L, 'dailyLeft'));
    process.exit(130);
  });
  const me: Seat = s.seat;
  const ctx: Ctx = { ...c, me };
  let last: ViewMessage | undefined;
  /** The log's lines are printed once: those after this version. */
  let shown = -1;
  let fresh: readonly string[] = [];
  let nextId = 1;
  /** A version the player has answered (a move sent, or a knock let go): not asked again. */
  let answered = -1;
  /** The connection the last answer went on (null: held while the link mends, sent on its next). */
  let answeredOn: number | null = 1;

  const printLog = (v: ViewMessage) => {
    const events: GameEvent[] = [];
    for (const line of v.log)
      if (line.version > shown && line.event && typeof line.event === 'object')
        events.push(line.event as unknown as GameEvent);
    shown = Math.max(shown, v.version);
    const name = (st: number) => seatName(st, ctx, true);
    for (const l of eventLines(events, ctx)) out(l);
    for (const e of events)
      if (e.kind === 'round-over' || e.kind === 'match-over')
        out(`\n${c.paint.bold(capitalName(sayEvent(e, L, name)))}`);
  };

  try {
    for (;;) {
      const got = await link.next();
      if (got.kind === 'gone') return fail(t(L, 'dailyLost'));
      if (got.kind === 'dropped') {
        out(tt(L, 'conn_reconnecting'));
        continue;
      }
      if (got.kind === 'back') {
        out(tt(L, 'conn_open'));
        // An answer sent on an earlier connection, just before the drop, may never have arrived:
        // the view that follows asks for it again (one that did arrive moved the table on, and the
        // newer view asks for the next one). One held meanwhile went on this connection.
        if (answeredOn === null) answeredOn = got.serial;
        else if (answeredOn < got.serial) answered = -1;
        continue;
      }
      const msg = got.message;
      if (msg.type === 'error') {
        out(refusedText(msg, a.game, L));
        // The move was refused: ask again on the view in hand.
        answered = -1;
        send({ type: 'sync', table: s.table });
        continue;
      }
      if (msg.type !== 'view' || msg.table !== s.table) continue;
      const whole = applyViewChange(last, msg);
      if (!whole) {
        send({ type: 'sync', table: s.table });
        continue;
      }
      last = whole;
      printLog(whole);
      // A newer view is already here: read it before asking anything.
      if (link.pending()) continue;
      const v = whole.view as Obj;
      if (v['over'] === true) break;
      if (v['phase'] === 'round-over') {
        if (answered === whole.version) continue;
        answered = whole.version;
        out(t(L, 'nextRound'));
        const line = await lines.next();
        if (line === null || QUIT.has(line.trim().toLowerCase())) {
          out(t(L, 'dailyLeft'));
          return 0;
        }
        answeredOn = send({ type: 'next-round', table: s.table, id: nextId++ });
        continue;
      }
      const legal = whole.legal as unknown as Action[];
      if (!legal.length || answered === whole.version) continue;
      const toAct = Array.isArray(v['toAct']) ? (v['toAct'] as number[]) : [];
      out('');
      const table = viewText(whole.view, ctx, fresh);
      for (const l of table) out(l);
      const turn: Turn = {
        game: a.game,
        options: v['options'] ?? {},
        say: (x) => actionTextIn(x, ctx, whole.view),
        // The server is the judge of a move: words that name none of the legal ones are said so.
        refusal: () => t(L, 'noSuchMove'),
      };
      const room = Math.max(5, (process.stdout.rows || 24) - table.length - 4);
      const picked = await choose(turn, legal, !toAct.includes(me), ctx, lines, room);
      answered = whole.version;
      if (picked.kind === 'quit') {
        out(`\n${t(L, 'bye')}`);
        out(t(L, 'dailyLeft'));
        return 0;
      }
      if (picked.kind === 'decline') continue;
      fresh = actionCards(picked.action);
      answeredOn = send({
        type: 'act',
        table: s.table,
        id: nextId++,
        version: whole.version,
        action: picked.action,
      });
    }
  } finally {
    lines.close();
    link.close();
  }

  // The match is over: where it puts you among everyone.
  const field = await guest.call<DailyField>('GET', `/api/daily/${a.game}/${s.day}/field`);
  const today = await guest.call<DailyToday>('GET', '/api/daily');
  const url = `${origin}/daily/${a.game}/${s.day}`;
  if (field.ok && field.value.you && s.ranked) {
    const f = field.value;
    const you = f.you as NonNullable<DailyField['you']>;
    out(
      `\n${c.paint.bold(t(L, 'dailyYou', { rank: you.rank, n: f.attempts, better: you.better, worse: you.worse, equal: you.equal }))}`,
    );
    out(`\n${t(L, 'dailyShare')}`);
    out(
      shareText({
        game: a.game,
        day: s.day,
        lang: L,
        rank: you.rank,
        attempts: f.attempts,
        worse: you.worse,
        equal: you.equal,
        place: you.place,
        seats: DAILY_TABLES[a.game].players,
        score: you.score,
        streak: today.ok && today.value.day === s.day ? today.value.streak.days : 0,
        url: origin,
      }),
    );
  } else if (!field.ok) out(refusedText(field.error, a.game, L));
  out(`\n${t(L, 'dailyFieldAt', { url })}`);
  return 0;
}
