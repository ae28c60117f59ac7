/**
 * `kortbord play G`: one match in the terminal, you at seat 1 against bots. Reads one line per
 * choice from stdin (so a pipe can drive it); EOF, `q` or Ctrl-C leaves the table. With --record the
 * game record is rewritten after every move, so leaving at any moment keeps it; --resume goes on.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  analyse,
  botInput,
  chooseAction,
  HINT_TIME_MS,
  nextToAsk,
  suggestion,
  suggestionWhy,
  type Level,
} from '@kortbord/bots';
import {
  endByAgreement,
  firstPlace,
  isRoundOver,
  matchOverEvent,
  matchStanding,
  newMatch,
  resolveChance,
  rngFromSeed,
  roundOverEvent,
  sayEvent,
  sayRefusal,
  seatByNumber,
  standingSource,
  step,
  stepDeal,
  stepEvents,
  type Action,
  type GameEvent,
  type GameId,
  type Json,
  type Match,
  type Moved,
  type Seat,
} from '@kortbord/engine';
import { sayHintReason } from '@kortbord/words';
import { colourWanted, makePaint, restoreTerminal } from './colour';
import { actionCards } from './cards-of';
import {
  actionText,
  capitalName,
  eventLines,
  groupText,
  pointsCount,
  pointsText,
  seatName,
  tableText,
  type Ctx,
} from './describe';
import { mailbox } from './mailbox';
import { matchTyped, menu, menuPath, readTyped, type MenuItem, type Typed } from './moves';
import { helpLines, HELP, RULES, rulesLines, wrap } from './help';
import { checkNewRecord, loadRecord, saveRecord } from './record-file';
import { refusalText } from './refusal';
import { CARD_TYPING } from './typing';
import { t, tt, type Lang, gameName } from './words';

export interface PlayArgs {
  /** Absent only with `resume`, which names the game itself. */
  readonly game?: GameId;
  readonly players?: number;
  readonly level: Level;
  readonly options?: Json;
  readonly lang: Lang;
  readonly seed?: string;
  readonly record?: string;
  readonly resume?: string;
  /** End the match after this many rounds (today's deal of a game with no end of its own: President). */
  readonly rounds?: number;
  /** A line said before the table's header (what kind of deal this is). */
  readonly banner?: string;
}

export interface Lines {
  next(): Promise<string | null>;
  close(): void;
}

export function lineReader(onInterrupt: () => void): Lines {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const box = mailbox<string | null>(null);
  rl.on('line', (line) => box.put(line));
  rl.on('close', () => box.end());
  rl.on('SIGINT', onInterrupt);
  return { next: () => box.next(), close: () => rl.close() };
}

export const out = (s: string): void => {
  process.stdout.write(`${s}\n`);
};

/**
 * What the terminal prints when a round ends, and when the match ends: the order, titles and
 * points as the engine's standing and the catalogue give them (a shared first place is told as
 * shared, never as one winner). One function, so the wording changes in one place.
 */
export function resultText(m: Match, c: Ctx): string {
  const L = c.lang;
  const name = (s: Seat) => seatName(s, c, true);
  const say = (e: GameEvent) => capitalName(sayEvent(e, L, name));
  const lines: string[] = [];
  const round = roundOverEvent(m);
  // The points follow, one line per seat, so the list itself names places and titles only.
  if (round) lines.push(`\n${c.paint.bold(say({ ...round, points: undefined, unit: undefined }))}`);
  const points = standingSource(m).points ?? [];
  if (pointsCount(m))
    for (const [s, total] of m.scores.entries())
      lines.push(
        `  ${capitalName(name(s))}: ${t(L, 'roundPoints', {
          points: pointsText(m.game.id, points[s] ?? 0, L) ?? '',
          total: pointsText(m.game.id, total, L) ?? '',
        })}`,
      );
  if (m.over) {
    const first = firstPlace(matchStanding(standingSource(m))).map((s) => capitalName(name(s)));
    lines.push(`\n${c.paint.bold(say(matchOverEvent(m)))}`);
    const last = first.pop() ?? '';
    lines.push(
      first.length
        ? tt(L, 'sharedWin', { names: `${first.join(', ')} ${tt(L, 'listAnd')} ${last}` })
        : tt(L, 'winner', { name: last }),
    );
  }
  return lines.join('\n');
}

/** The events of a move (or a deal) the terminal made, as this seat may see them. */
function movedLines(moved: Moved, c: Ctx): string[] {
  const entry = moved.acted.log.toArray()[moved.before.log.length];
  return entry ? eventLines(stepEvents(moved.before, entry, moved.acted, moved.match), c) : [];
}

/** How many screen rows these lines take on a terminal this wide (long lines wrap). */
function screenRows(lines: readonly string[], columns: number): number {
  // eslint-disable-next-line no-control-regex -- colour codes take no room
  const visible = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '').length;
  return lines.reduce((n, l) => n + Math.max(1, Math.ceil(visible(l) / columns)), 0);
}

export type Choice =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'decline' }
  | { readonly kind: 'quit' };

export const QUIT = new Set(['q', 'quit', 'avslutt', 'avsluta', 'exit']);
const HINT = new Set(['tips', 'hint', '?']);

/**
 * The hint at the terminal: the same analysis as the server's (analyse.ts, from this seat's input
 * only) under the same time budget, printed as the whole move, the numbers to type for it from the
 * menu shown (the group's, then the one inside it), and the reason in the player's language.
 */
function hintLines(
  m: Match,
  legal: readonly Action[],
  items: readonly MenuItem[],
  room: number,
  c: Ctx,
  seed: string,
): string[] {
  const L = c.lang;
  const input = botInput(m, c.me, legal);
  const s = suggestion(analyse(input, { seed, timeMs: HINT_TIME_MS, halving: true }));
  const key = m.game.actionKey(s.action);
  const path = menuPath(items, (a) => m.game.actionKey(a) === key, room);
  const number = path
    ? ` ${tt(L, 'hintMenuNumber', {
        n: [String(path[0]), ...path.slice(1).map((n) => tt(L, 'hintMenuThen', { n }))].join(', '),
      })}`
    : '';
  return [
    `${c.paint.bold(tt(L, 'hintSuggest', { move: actionText(s.action, c, m) }))}${number}`,
    `  ${sayHintReason(
      m.game.id,
      { ...s, why: suggestionWhy(input, s.action) },
      L,
      (a) => actionText(a, c, m),
      (seat, as) => seatName(seat, c, true, as),
    )}`,
  ];
}
const DECLINE = new Set(['la', 'låt', 'lat', 'let', 'nei', 'nej', 'no']);

/**
 * What the prompt needs of the table, wherever it is played: here with the engine (`localTurn`), or
 * at a server from the seat's view (daily.ts). The moves offered are always the legal ones given.
 */
export interface Turn {
  readonly game: GameId;
  readonly options: Json;
  /** A legal action in words, as the menu lists it. */
  say(a: Action): string;
  /** Why typed words name no legal move now. */
  refusal(typed: Typed): string;
  /** The hint's lines (where hints are given), with the menu shown and the room it has. */
  hint?(items: readonly MenuItem[], room: number): string[];
}

/** The prompt's view of a match played here: the engine answers refusals, the hint searches. */
function localTurn(m: Match, legal: readonly Action[], c: Ctx, hints: { used: number; seed: string }): Turn {
  return {
    game: m.game.id,
    options: m.options,
    say: (a) => actionText(a, c, m),
    refusal: (typed) => refusalText(m, c, typed),
    hint: (items, room) => {
      hints.used++;
      return hintLines(m, legal, items, room, c, `${hints.seed}/${m.log.length}/${hints.used}`);
    },
  };
}

/** Asks until the player names a legal move (typed, or from the menu), declines a knock, or leaves. */
export async function choose(
  turn: Turn,
  legal: readonly Action[],
  outOfTurn: boolean,
  c: Ctx,
  lines: Lines,
  room: number,
): Promise<Choice> {
  const L = c.lang;
  const options = (turn.options ?? {}) as { [k: string]: Json };
  const callWord = typeof options['callWord'] === 'string' ? options['callWord'] : '';
  const like = { game: { id: turn.game }, options: turn.options };
  const stack: MenuItem[][] = [];
  let items = menu(legal, room);
  const show = () => {
    items.forEach((it, i) =>
      out(
        `  ${i + 1}) ${it.kind === 'action' ? turn.say(it.action) : groupText(it.label, it.actions.length, c)}`,
      ),
    );
    if (stack.length) out(`  0) ${t(L, 'back')}`);
    else if (outOfTurn) out(`  0) ${t(L, 'letItGo')}`);
    out(`  ${t(L, turn.hint ? 'hintHelpTyped' : 'dailyHelpTyped')}`);
  };
  out(`${c.paint.bold(t(L, 'yourTurn'))} — ${t(L, CARD_TYPING[turn.game].prompt)}:`);
  show();
  for (;;) {
    process.stdout.write(`${t(L, 'promptShort')}> `);
    const line = await lines.next();
    if (line === null) return { kind: 'quit' };
    const text = line.trim().toLowerCase();
    if (!text) continue;
    if (QUIT.has(text)) return { kind: 'quit' };
    if (HELP.has(text) || RULES.has(text)) {
      for (const l of HELP.has(text) ? helpLines(like, L) : rulesLines(like, L)) out(l);
      continue;
    }
    if (HINT.has(text)) {
      for (const l of turn.hint ? turn.hint(items, room) : [t(L, 'dailyNoHints')]) out(l);
      continue;
    }
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      if (n === 0 && stack.length) {
        items = stack.pop() as MenuItem[];
        show();
        continue;
      }
      if (n === 0 && outOfTurn) return { kind: 'decline' };
      const it = items[n - 1];
      if (it?.kind === 'action') return { kind: 'action', action: it.action };
      if (it?.kind === 'group') {
        stack.push(items);
        items = menu(it.actions, room);
        show();
        continue;
      }
      out(t(L, 'noSuchChoice', { n }));
      continue;
    }
    if (outOfTurn && DECLINE.has(text)) return { kind: 'decline' };
    const typed = readTyped(text, callWord);
    const found = matchTyped(typed, legal);
    if (found.length === 1) return { kind: 'action', action: found[0] as Action };
    if (found.length > 1) {
      stack.push(items);
      items = menu(found, room);
      out(t(L, 'whichOne'));
      show();
      continue;
    }
    // One sentence (the rules' reason where it is one), folded to the screen's width.
    for (const l of wrap(turn.refusal(typed), (process.stdout.columns || 80) - 1)) out(l);
  }
}

type Started =
  | { readonly ok: true; readonly match: Match; readonly entries: number }
  | { readonly ok: false; readonly message: string };

function start(a: PlayArgs): Started {
  const L = a.lang;
  if (a.resume) {
    const loaded = loadRecord(a.resume);
    if (!loaded.ok) {
      const why = sayRefusal(null, loaded.why, L, seatByNumber(L));
      return {
        ok: false,
        message:
          loaded.index === null
            ? t(L, 'recordUnreadable', { f: a.resume, why })
            : t(L, 'recordRefused', { f: a.resume, i: loaded.index + 1, why }),
      };
    }
    const m = loaded.match;
    if (a.game && a.game !== m.game.id)
      return {
        ok: false,
        message: t(L, 'resumeGame', { x: gameName(m.game.id, L), y: gameName(a.game, L) }),
      };
    if (m.over) return { ok: false, message: t(L, 'recordOver', { f: a.resume }) };
    // A fresh source for what is still to be drawn: the record holds every deal and draw so far.
    const rng = rngFromSeed(`${a.seed ?? m.seed ?? 'resume'}/resume/${loaded.entries}`).state();
    return { ok: true, match: { ...m, rng }, entries: loaded.entries };
  }
  const started = newMatch({ game: a.game ?? '', players: a.players ?? 4, options: a.options, seed: a.seed });
  if (!started.ok) return { ok: false, message: sayRefusal(a.game ?? null, started, L) };
  return { ok: true, match: resolveChance(started.value), entries: 0 };
}

/** Why `--record FILE` will not start a record there, in the player's words; null when it may. */
function recordRefusal(a: PlayArgs): string | null {
  const f = a.record;
  if (!f || f === a.resume) return null;
  const L = a.lang;
  const problem = checkNewRecord(f);
  if (!problem) return null;
  switch (problem.kind) {
    case 'folder':
      return t(L, 'recordIsFolder', { f, eg: join(f, 'match.json') });
    case 'no-folder':
      return t(L, 'recordNoFolder', { d: problem.dir });
    case 'match':
      return problem.over
        ? t(L, 'recordHoldsOver', { f, game: gameName(problem.game, L) })
        : t(L, 'recordHoldsMatch', { f, game: gameName(problem.game, L), n: problem.entries });
    case 'other-file':
      return t(L, 'recordHoldsOther', { f });
  }
}

/** A write's error code as a player reads it. */
const writeWhy = (code: string, L: Lang): string =>
  code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
    ? t(L, 'writeNoAccess')
    : code === 'ENOSPC'
      ? t(L, 'writeDiskFull')
      : code;

/** `kortbord play`: 0 when the match ends or you leave, 2 on bad arguments, 130 on Ctrl-C. */
export async function playCommand(a: PlayArgs): Promise<number> {
  const refused = recordRefusal(a);
  if (refused) {
    process.stderr.write(`kortbord play: ${refused}\n`);
    return 2;
  }
  const started = start(a);
  if (!started.ok) {
    process.stderr.write(`kortbord play: ${started.message}\n`);
    return 2;
  }
  let m = started.match;
  const seed = a.seed ?? m.seed ?? 'play';
  const file = a.record ?? a.resume;
  const c: Ctx = {
    lang: a.lang,
    paint: makePaint(colourWanted(process.stdout, process.env)),
    level: a.level,
    me: 0,
    ...(a.rounds !== undefined ? { rounds: a.rounds } : {}),
  };
  const L = c.lang;
  // A record that cannot be written stops being written, said once; the match goes on.
  let saving = !!file;
  const save = (x: Match): boolean => {
    if (!file || !saving) return true;
    const r = saveRecord(file, x);
    if (r.ok) return true;
    saving = false;
    process.stderr.write(
      `kortbord play: ${t(L, 'cannotWrite', { f: file, why: writeWhy(r.code, L) })}\n${t(L, 'recordStopped', { f: file })}\n`,
    );
    return false;
  };
  let interrupted = false;
  const leave = () => {
    if (interrupted) return;
    interrupted = true;
    restoreTerminal();
    out(`\n${t(L, 'bye')}`);
    if (file && saving) out(t(L, 'byeSaved', { f: file }));
    process.exit(130);
  };
  const bye = () => {
    out(`\n${t(L, 'bye')}`);
    if (file && saving) out(t(L, 'byeSaved', { f: file }));
    return 0;
  };
  process.on('SIGINT', leave);
  const lines = lineReader(leave);
  const rng = rngFromSeed(`${seed}/bots/${started.entries}`);
  const game = m.game;
  if (a.banner) out(a.banner);
  out(
    c.paint.bold(
      [
        gameName(game.id, L),
        t(L, 'players', { n: m.players }),
        `${tt(L, 'bot')} ${tt(L, `level_${a.level}`)}`,
        t(L, 'seedIs', { s: m.seed ?? seed }),
      ].join(' · '),
    ),
  );
  if (a.resume) out(t(L, 'resumed', { f: a.resume, n: started.entries }));
  else if (file) out(t(L, 'recordingTo', { f: file }));
  if (!save(m)) {
    process.removeListener('SIGINT', leave);
    lines.close();
    return 2;
  }
  let declinedAt = -1;
  let fresh: readonly string[] = [];
  const hints = { used: 0, seed: `${seed}/hint` };
  try {
    for (;;) {
      if (isRoundOver(m)) {
        if (a.rounds !== undefined && !m.over && m.results.length >= a.rounds) m = endByAgreement(m);
        out(resultText(m, c));
        if (m.over) {
          if (hints.used) out(capitalName(tt(L, 'hintsUsedN', { n: hints.used })));
          return 0;
        }
        out(t(L, 'nextRound'));
        const line = await lines.next();
        if (line === null || QUIT.has(line.trim().toLowerCase())) return bye();
        const next = stepDeal(m);
        if (!next.ok) throw new Error(next.message);
        for (const l of movedLines(next.value, c)) out(l);
        m = next.value.match;
        fresh = [];
        save(m);
        continue;
      }
      let ask = nextToAsk(m);
      // You may knock out of turn; if you let it go, the seats in turn go on.
      if (ask && ask.seat === c.me && declinedAt === m.log.length) {
        const acting = game.toAct(m.state) as Seat[];
        const seat = acting.find((s) => (game.legalActions(m.state, s) as Action[]).length > 0);
        ask = seat === undefined ? null : { seat, legal: game.legalActions(m.state, seat) as Action[] };
      }
      if (!ask) throw new Error('nobody can act');
      let action: Action;
      if (ask.seat === c.me) {
        const outOfTurn = !(game.toAct(m.state) as Seat[]).includes(c.me);
        out('');
        const table = tableText(m, c, fresh);
        for (const line of table) out(line);
        // The menu gets what the screen has left below the table: the turn line, a back line, the
        // hint's line and the prompt.
        const rows = process.stdout.rows || 24;
        const room = Math.max(5, rows - screenRows(table, process.stdout.columns || 80) - 4);
        const picked = await choose(localTurn(m, ask.legal, c, hints), ask.legal, outOfTurn, c, lines, room);
        if (picked.kind === 'quit') return bye();
        if (picked.kind === 'decline') {
          declinedAt = m.log.length;
          continue;
        }
        action = picked.action;
      } else action = chooseAction(a.level, botInput(m, ask.seat, ask.legal), rng);
      const r = step(m, ask.seat, action as unknown as Json);
      if (!r.ok) throw new Error(r.message);
      for (const l of movedLines(r.value, c)) out(l);
      if (actionCards(action).length && action.type !== 'take' && action.type !== 'give')
        fresh = actionCards(action);
      m = r.value.match;
      save(m);
    }
  } finally {
    process.removeListener('SIGINT', leave);
    if (!interrupted) lines.close();
  }
}
