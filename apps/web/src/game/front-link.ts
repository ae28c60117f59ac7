import { GAME_IDS, isObject, type GameId, type Json, type OptionSpec } from '@kortbord/engine';
import { BOT_LEVELS } from '@kortbord/protocol';
import { optionSpecs, playerRange, presetNames, resolvedOptions, type OptionValues } from './setup';

/**
 * The front page's choices in its address (issue 16: house rules as a link): the game, the preset,
 * the house rules changed from it and the seats, so that a family can bookmark or send "our rules".
 * `?game=idiot&preset=…&o={"option":value}&seats=you,bot-hard,open`. Pure: the page reads it on
 * load and writes it with history.replaceState as the player changes things. Anything in the
 * address that is not a valid choice is left out, and the page shows the default for it.
 */

export type SeatChoice = { kind: 'you' } | { kind: 'open' } | { kind: 'bot'; level: string };

export interface FrontChoice {
  readonly game: GameId;
  readonly preset: string | null;
  /** Only the options the player changed (over the preset): what the link carries. */
  readonly overrides: OptionValues;
  readonly seats: readonly SeatChoice[];
}

export const DEFAULT_SEATS: readonly SeatChoice[] = [
  { kind: 'you' },
  { kind: 'bot', level: 'medium' },
  { kind: 'bot', level: 'medium' },
  { kind: 'bot', level: 'medium' },
];

export const defaultChoice = (): FrontChoice => ({
  game: 'viggo',
  preset: null,
  overrides: {},
  seats: DEFAULT_SEATS,
});

/** Whether `v` is a value the option may take. */
export function validOption(spec: OptionSpec, v: unknown): v is Json {
  switch (spec.kind) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'enum':
      return spec.values.includes(v as string | number);
    case 'int':
      return Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max;
    case 'json':
      try {
        return v !== undefined && spec.check(v) === null;
      } catch {
        return false;
      }
  }
}

const seatText = (s: SeatChoice): string => (s.kind === 'bot' ? `bot-${s.level}` : s.kind);

function readSeat(x: string): SeatChoice | null {
  if (x === 'you' || x === 'open') return { kind: x };
  const bot = /^bot-([a-z]+)$/.exec(x);
  if (bot && (BOT_LEVELS as readonly string[]).includes(bot[1] as string))
    return { kind: 'bot', level: bot[1] as string };
  return null;
}

/** The seats as they are on the page when the game is picked: as many as fit the game, bots added. */
export function fitSeats(game: GameId, seats: readonly SeatChoice[]): SeatChoice[] {
  const [lo, hi] = playerRange(game, resolvedOptions(game, null, 4, {}));
  const n = Math.min(hi, Math.max(lo, seats.length));
  const next = seats.slice(0, n);
  while (next.length < n) next.push({ kind: 'bot', level: 'medium' });
  return next;
}

/** The address's query for these choices ('' for the page's defaults, so `/` stays `/`). */
export function encodeFront(c: FrontChoice): string {
  const d = defaultChoice();
  const seats = c.seats.map(seatText).join(',');
  const plain =
    c.game === d.game &&
    c.preset === null &&
    Object.keys(c.overrides).length === 0 &&
    seats === d.seats.map(seatText).join(',');
  if (plain) return '';
  const q = new URLSearchParams({ game: c.game });
  if (c.preset) q.set('preset', c.preset);
  if (Object.keys(c.overrides).length) q.set('o', JSON.stringify(c.overrides));
  q.set('seats', seats);
  return `?${q.toString()}`;
}

/** The choices an address carries; whatever is missing or invalid takes the default. Never throws. */
export function decodeFront(search: string): FrontChoice {
  const d = defaultChoice();
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return d;
  }
  const g = q.get('game');
  const game = g !== null && (GAME_IDS as readonly string[]).includes(g) ? (g as GameId) : d.game;
  const p = q.get('preset');
  const preset = p !== null && presetNames(game).includes(p) ? p : null;
  let given: unknown = {};
  try {
    given = JSON.parse(q.get('o') ?? '{}');
  } catch {
    given = {};
  }
  const specs = optionSpecs(game);
  const overrides: OptionValues = {};
  if (isObject(given))
    for (const [k, v] of Object.entries(given)) {
      const spec = Object.prototype.hasOwnProperty.call(specs, k) ? specs[k] : undefined;
      if (spec && validOption(spec, v)) overrides[k] = v;
    }
  const raw = q.get('seats');
  let seats: SeatChoice[] = fitSeats(game, d.seats);
  if (raw !== null) {
    const read = raw.split(',').map(readSeat);
    const [lo, hi] = playerRange(game, resolvedOptions(game, preset, read.length, overrides));
    const ok =
      read.every((s) => s !== null) &&
      read.length >= lo &&
      read.length <= hi &&
      read.filter((s) => s?.kind === 'you').length <= 1;
    if (ok) seats = read as SeatChoice[];
  }
  return { game, preset, overrides, seats };
}
