/**
 * `kortbord play G`: one match in the terminal, you at seat 0 against bots. Reads one choice per line
 * from stdin (so a pipe can drive it); EOF, `q` or Ctrl-C leaves the table.
 */
import { createInterface } from 'node:readline';
import { botInput, chooseAction, nextToAsk, type Level } from '@kortbord/bots';
import {
  act,
  dealNext,
  firstPlace,
  isRoundOver,
  matchStanding,
  matchView,
  newMatch,
  resolveChance,
  rngFromSeed,
  roundStanding,
  sharesPlace,
  standingSource,
  type Action,
  type Json,
  type Match,
  type Seat,
  type Standing,
} from '@kortbord/engine';
import { parseGame, parseLevel, parseOptions, positiveInt, readFlags } from './simulate';

type Lang = 'nb' | 'en';

const WORDS = {
  you: { nb: 'du', en: 'you' },
  seat: { nb: 'plass', en: 'seat' },
  bot: { nb: 'bot', en: 'bot' },
  yourHand: { nb: 'Din hånd', en: 'Your hand' },
  cards: { nb: 'kort', en: 'cards' },
  yourTurn: { nb: 'Ditt valg', en: 'Your choice' },
  choose: { nb: 'Velg et nummer (q avslutter)', en: 'Pick a number (q quits)' },
  bad: { nb: 'Skriv et nummer fra listen, eller q.', en: 'Type a number from the list, or q.' },
  round: { nb: 'Runde', en: 'Round' },
  roundOver: { nb: 'Runden er over', en: 'The round is over' },
  points: { nb: 'poeng', en: 'points' },
  total: { nb: 'totalt', en: 'total' },
  next: { nb: 'Enter: neste runde, q: avslutt', en: 'Enter: next round, q: quit' },
  matchOver: { nb: 'Kampen er over', en: 'The match is over' },
  winner: { nb: 'Vinner', en: 'Winner' },
  sharedFirst: { nb: 'Delt førsteplass', en: 'Shared first place' },
  shared: { nb: 'delt', en: 'shared' },
  and: { nb: 'og', en: 'and' },
  bye: { nb: 'Du forlot bordet.', en: 'You left the table.' },
  letPass: { nb: 'la det gå', en: 'let it go' },
  waiting: { nb: 'venter på', en: 'waiting for' },
  phase: { nb: 'fase', en: 'phase' },
  group: { nb: 'gruppe', en: 'group' },
  newGroup: { nb: 'ny', en: 'new' },
} as const;

const PHASE_WORDS: Record<string, { nb: string; en: string }> = {
  play: { nb: 'spill', en: 'play' },
  draft: { nb: 'trekk kort', en: 'draft' },
  exchange: { nb: 'bytte', en: 'exchange' },
  arrange: { nb: 'legg opp bordkort', en: 'arrange' },
  answer: { nb: 'svar', en: 'answer' },
  'round-over': { nb: 'runden er over', en: 'round over' },
};

const ACTION_WORDS: Record<string, { nb: string; en: string }> = {
  play: { nb: 'spill', en: 'play' },
  pass: { nb: 'pass', en: 'pass' },
  draw: { nb: 'trekk', en: 'draw' },
  knock: { nb: 'bank', en: 'knock' },
  keep: { nb: 'behold', en: 'keep' },
  reject: { nb: 'avvis', en: 'reject' },
  take: { nb: 'ta', en: 'take' },
  give: { nb: 'gi', en: 'give' },
  arrange: { nb: 'legg opp', en: 'arrange' },
  flip: { nb: 'snu', en: 'flip' },
  pickup: { nb: 'ta opp bunken', en: 'pick up the pile' },
  chance: { nb: 'sjanse', en: 'chance' },
  suit: { nb: 'velg farge', en: 'name the suit' },
  yield: { nb: 'gi etter', en: 'yield' },
  discard: { nb: 'kast', en: 'discard' },
};

const FIELD_WORDS: Record<string, { nb: string; en: string }> = {
  table: { nb: 'bordet', en: 'table' },
  pile: { nb: 'bunken', en: 'pile' },
  top: { nb: 'øverst', en: 'top' },
  suit: { nb: 'farge', en: 'suit' },
  stockCount: { nb: 'i stokken', en: 'in the stock' },
  discardCount: { nb: 'i kastebunken', en: 'in the discard pile' },
  passed: { nb: 'har passet', en: 'passed' },
  roles: { nb: 'roller', en: 'roles' },
  faceUp: { nb: 'åpne', en: 'face up' },
  faceDown: { nb: 'skjulte', en: 'face down' },
  faceDownCount: { nb: 'skjulte', en: 'face down' },
  groups: { nb: 'grupper', en: 'groups' },
  secured: { nb: 'sikret', en: 'secured' },
  glasses: { nb: 'glass', en: 'glasses' },
  handCount: { nb: 'kort', en: 'cards' },
};

const SUIT_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const CARD = /^([2-9TJQKA])([CDHS])$/;

/** "TH" → "10♥"; other strings as they are. */
export const cardText = (code: string): string => {
  const m = CARD.exec(code);
  return m ? `${m[1] === 'T' ? '10' : m[1]}${SUIT_SYMBOL[m[2] as string]}` : code;
};

/** Any view value as short text: cards with suit symbols, lists joined, groups bracketed. */
export function valueText(v: Json | undefined, lang: Lang): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string')
    return v.length === 1 && SUIT_SYMBOL[v] ? (SUIT_SYMBOL[v] as string) : cardText(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) {
    if (v.every((x) => Array.isArray(x))) return v.map((x) => `[${valueText(x, lang)}]`).join(' ') || '–';
    return v.map((x) => valueText(x, lang)).join(' ') || '–';
  }
  const o = v as { readonly [key: string]: Json };
  if ('cards' in o && 'by' in o)
    return `${valueText(o['cards'], lang)} (${WORDS.seat[lang]} ${String(o['by'])})`;
  return Object.entries(o)
    .map(([k, x]) => `${FIELD_WORDS[k]?.[lang] ?? k}: ${valueText(x, lang)}`)
    .join(', ');
}

/** An action as a player reads it: "play 5♥ 5♠", "play 8♣ → ♥ (one card left!)", "knock seat 2". */
export function actionText(a: Action, lang: Lang): string {
  const o = a as unknown as { readonly [key: string]: Json };
  const parts = [ACTION_WORDS[a.type]?.[lang] ?? a.type];
  for (const [k, v] of Object.entries(o)) {
    if (k === 'type' || v === undefined) continue;
    if (k === 'cards' || k === 'card' || k === 'faceUp' || k === 'add') {
      if (Array.isArray(v) && !v.length) continue;
      parts.push(valueText(v, lang));
    } else if (k === 'suit' && typeof v === 'string') parts.push(`→ ${SUIT_SYMBOL[v] ?? v}`);
    else if (k === 'call') {
      if (v) parts.push(lang === 'nb' ? '(«ett kort igjen»)' : '(“one card left”)');
    } else if (k === 'target') parts.push(`${WORDS.seat[lang]} ${String(v)}`);
    else if (k === 'index') parts.push(`#${Number(v) + 1}`);
    else if (k === 'group')
      parts.push(`${WORDS.group[lang]} ${v === null ? WORDS.newGroup[lang] : Number(v) + 1}`);
    else if (k === 'into')
      parts.push(`→ ${v === null ? WORDS.newGroup[lang] : `${WORDS.group[lang]} ${Number(v) + 1}`}`);
    else parts.push(`${k} ${valueText(v, lang)}`);
  }
  return parts.join(' ');
}

const seatName = (seat: Seat, lang: Lang, level: Level): string =>
  seat === 0
    ? `${WORDS.seat[lang]} 0 (${WORDS.you[lang]})`
    : `${WORDS.seat[lang]} ${seat} (${WORDS.bot[lang]} ${level})`;

const COMMON = new Set([
  'game',
  'players',
  'options',
  'dealer',
  'round',
  'phase',
  'toAct',
  'placings',
  'seats',
  'over',
  'scores',
  'points',
]);
/** View fields a player at the table does not need spelled out (long histories, bookkeeping). */
const QUIET = new Set([
  'passIsFinal',
  'sources',
  'deck',
  'roleHistory',
  'exchange',
  'order',
  'leader',
  'direction',
  'idleTurns',
  'drawDone',
  'owed',
  'discard',
  'burned',
  'cleared',
  'turn',
  'holdsAmong',
  'faceDownSlots',
  'firstTurnDone',
  'knownCards',
]);
/** Fields shown even when empty: the table itself. */
const ALWAYS = new Set(['table', 'pile', 'top']);
const shown = ([k, x]: [string, Json]): boolean =>
  !QUIET.has(k) &&
  (ALWAYS.has(k) || !(x === null || x === false || x === 0 || (Array.isArray(x) && x.length === 0)));

/** The table as seat 0 sees it. */
export function tableText(m: Match, lang: Lang, level: Level): string {
  const v = matchView(m, 0) as { readonly [key: string]: Json };
  const seats = (v['seats'] ?? []) as readonly { readonly [key: string]: Json }[];
  const lines: string[] = [];
  const scores = (v['scores'] ?? []) as readonly number[];
  const phase = String(v['phase']);
  lines.push(`── ${WORDS.round[lang]} ${m.round} · ${PHASE_WORDS[phase]?.[lang] ?? phase} ──`);
  seats.forEach((s, seat) => {
    const rest = Object.entries(s)
      .filter(
        (e) =>
          e[0] !== 'hand' && ((e[0] === 'handCount' && seat !== 0) || (e[0] !== 'handCount' && shown(e))),
      )
      .map(([k, x]) =>
        k === 'handCount'
          ? `${String(x)} ${WORDS.cards[lang]}`
          : `${FIELD_WORDS[k]?.[lang] ?? k}: ${valueText(x, lang)}`,
      );
    if (seat === 0) rest.unshift(`${valueText(s['hand'] ?? [], lang)}`);
    lines.push(`  ${seatName(seat, lang, level)} [${scores[seat] ?? 0}]: ${rest.join(' · ')}`);
  });
  for (const [k, x] of Object.entries(v))
    if (!COMMON.has(k) && shown([k, x]))
      lines.push(`  ${FIELD_WORDS[k]?.[lang] ?? k}: ${valueText(x, lang)}`);
  return lines.join('\n');
}

/** A standing as one line: "1. seat 2 (bot medium), 2. seat 0 (you)", a shared place marked. */
function standingText(st: readonly Standing[], lang: Lang, level: Level): string {
  return st
    .map(
      (s) =>
        `${s.place}. ${seatName(s.seat, lang, level)}${sharesPlace(st, s.seat) ? ` (${WORDS.shared[lang]})` : ''}`,
    )
    .join(', ');
}

/**
 * What the terminal prints when a round ends, and when the match ends: the order and the winner as
 * the engine's standing gives them (a shared first place is told as shared, never as one winner).
 */
export function resultText(m: Match, lang: Lang, level: Level): string {
  const src = standingSource(m);
  const points = src.points ?? [];
  const lines = [
    `\n${WORDS.roundOver[lang]}: ${standingText(roundStanding(src), lang, level)}`,
    m.scores
      .map(
        (t, s) =>
          `  ${seatName(s, lang, level)}: ${points[s] ?? 0} ${WORDS.points[lang]}, ${WORDS.total[lang]} ${t}`,
      )
      .join('\n'),
  ];
  if (m.over) {
    const standing = matchStanding(src);
    const first = firstPlace(standing).map((s) => seatName(s, lang, level));
    lines.push(`\n${WORDS.matchOver[lang]}: ${standingText(standing, lang, level)}`);
    lines.push(
      first.length === 1
        ? `${WORDS.winner[lang]}: ${first[0]}`
        : `${WORDS.sharedFirst[lang]}: ${first.slice(0, -1).join(', ')} ${WORDS.and[lang]} ${first[first.length - 1]}`,
    );
  }
  return lines.join('\n');
}

interface Lines {
  next(): Promise<string | null>;
  close(): void;
}

function lineReader(onInterrupt: () => void): Lines {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const buffered: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else buffered.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  rl.on('SIGINT', onInterrupt);
  return {
    next: () => {
      const line = buffered.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => rl.close(),
  };
}

export interface PlayArgs {
  readonly game: string;
  readonly players: number;
  readonly level: Level;
  readonly options?: Json;
  readonly lang: Lang;
  readonly seed: string;
}

export const PLAY_USAGE = `kortbord play G [--players N] [--level random|easy|medium|hard] [--options JSON] [--lang nb|en] [--seed S]\n`;

function parsePlayArgs(args: readonly string[]): PlayArgs {
  const [game, ...rest] = args;
  const f = readFlags(rest, ['players', 'level', 'options', 'lang', 'seed']);
  const id = parseGame(game);
  const lang = f.get('lang') ?? 'en';
  if (lang !== 'nb' && lang !== 'en') throw new Error(`--lang is nb or en, not "${lang}"`);
  const options = parseOptions(f.get('options'));
  return {
    game: id,
    players: positiveInt('players', f.get('players'), 4),
    level: parseLevel(f.get('level') ?? 'medium'),
    ...(options !== undefined ? { options } : {}),
    lang,
    seed: f.get('seed') ?? `play-${Date.now().toString(36)}`,
  };
}

/** `kortbord play`: 0 when the match ends or you leave, 2 on bad arguments, 130 on Ctrl-C. */
export async function playCommand(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(PLAY_USAGE);
    return 0;
  }
  let a: PlayArgs;
  try {
    a = parsePlayArgs(args);
  } catch (e) {
    process.stderr.write(`kortbord play: ${(e as Error).message}\n\n${PLAY_USAGE}`);
    return 2;
  }
  const started = newMatch({ game: a.game, players: a.players, options: a.options, seed: a.seed });
  if (!started.ok) {
    process.stderr.write(`kortbord play: ${started.message}\n`);
    return 2;
  }
  const lang = a.lang;
  const out = (s: string) => process.stdout.write(`${s}\n`);
  let interrupted = false;
  const leave = () => {
    if (interrupted) return;
    interrupted = true;
    out(`\n${WORDS.bye[lang]}`);
    process.exit(130);
  };
  process.on('SIGINT', leave);
  const lines = lineReader(leave);
  const rng = rngFromSeed(`${a.seed}/bots`);
  let m = resolveChance(started.value);
  const game = m.game;
  out(`${game.name[lang]} · ${a.players} · ${a.level} · seed ${a.seed}`);
  let declinedAt = -1;
  try {
    for (;;) {
      if (isRoundOver(m)) {
        out(resultText(m, lang, a.level));
        if (m.over) return 0;
        out(WORDS.next[lang]);
        const line = await lines.next();
        if (line === null || line.trim().toLowerCase() === 'q') {
          out(WORDS.bye[lang]);
          return 0;
        }
        const next = dealNext(m);
        if (!next.ok) throw new Error(next.message);
        m = resolveChance(next.value);
        continue;
      }
      let ask = nextToAsk(m);
      // You may knock out of turn; if you let it go, the seats in turn go on.
      if (ask && ask.seat === 0 && declinedAt === m.log.length) {
        const acting = game.toAct(m.state) as Seat[];
        const seat = acting.find((s) => (game.legalActions(m.state, s) as Action[]).length > 0);
        ask = seat === undefined ? null : { seat, legal: game.legalActions(m.state, seat) as Action[] };
      }
      if (!ask) throw new Error('nobody can act');
      let action: Action;
      if (ask.seat === 0) {
        const outOfTurn = !(game.toAct(m.state) as Seat[]).includes(0);
        out(`\n${tableText(m, lang, a.level)}`);
        out(`${WORDS.yourTurn[lang]}:`);
        ask.legal.forEach((x, i) => out(`  ${i + 1}) ${actionText(x, lang)}`));
        if (outOfTurn) out(`  0) ${WORDS.letPass[lang]}`);
        let picked: Action | null | undefined;
        while (picked === undefined) {
          process.stdout.write(`${WORDS.choose[lang]}: `);
          const line = await lines.next();
          if (line === null || line.trim().toLowerCase() === 'q') {
            out(`\n${WORDS.bye[lang]}`);
            return 0;
          }
          const n = Number(line.trim());
          if (outOfTurn && line.trim() === '0') picked = null;
          else if (Number.isInteger(n) && n >= 1 && n <= ask.legal.length)
            picked = ask.legal[n - 1] as Action;
          else out(WORDS.bad[lang]);
        }
        if (picked === null) {
          declinedAt = m.log.length;
          continue;
        }
        action = picked;
      } else {
        action = chooseAction(a.level, botInput(m, ask.seat, ask.legal), rng);
        out(`${seatName(ask.seat, lang, a.level)}: ${actionText(action, lang)}`);
      }
      const r = act(m, ask.seat, action as unknown as Json);
      if (!r.ok) throw new Error(r.message);
      m = resolveChance(r.value);
    }
  } finally {
    process.removeListener('SIGINT', leave);
    if (!interrupted) lines.close();
  }
}
