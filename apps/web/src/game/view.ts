import {
  GAME_IDS,
  GAME_SETUPS,
  rankingOf,
  type AnyMatchView,
  type GameId,
  type Json,
} from '@kortbord/engine';
import { isCardCode, isCardList } from '../cards/codes';

/** A view as the server sends it (RECORD.md's state fields), read defensively into plain fields. */
export interface SeatView {
  readonly hand: string[] | null;
  readonly handCount: number;
  readonly faceUp: string[] | null;
  /** Face-down cards by position; null where hidden (or gone: see faceDownSlots). */
  readonly faceDown: (string | null)[] | null;
  readonly faceDownCount: number | null;
  readonly groups: string[][] | null;
  readonly secured: string[][] | null;
  readonly glasses: number | null;
}

export interface TrickView {
  readonly cards: string[];
  readonly by: number;
}

export interface TableView {
  readonly game: GameId;
  readonly players: number;
  readonly options: Record<string, Json>;
  readonly dealer: number;
  readonly round: number;
  readonly phase: string;
  readonly toAct: number[];
  readonly placings: number[];
  /** Between rounds, the finished round's points per seat; null while a round goes on. */
  readonly points: number[] | null;
  readonly over: boolean;
  readonly scores: number[];
  readonly seats: SeatView[];
  readonly table: TrickView | null;
  readonly passed: number[];
  readonly roles: (string | null)[] | null;
  readonly top: string | null;
  readonly suit: string | null;
  readonly stockCount: number | null;
  readonly discardCount: number | null;
  readonly pile: string[] | null;
  /** Ended at the table by agreement (President's "end the match"): how many rounds were finished. */
  readonly ended: number | null;
  /**
   * The game's own view, typed by its game (the engine's GameViews): where a game's own fields are
   * read (Vri åtter's penalty, Tuffa Viktor's attack), narrowed by `own.game`.
   */
  readonly own: AnyMatchView;
}

type Obj = Record<string, Json | undefined>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const nums = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const cards = (v: unknown): string[] | null => (isCardList(v) ? v : null);
const cardLists = (v: unknown): string[][] | null =>
  Array.isArray(v) && v.every((g) => isCardList(g)) ? (v as string[][]) : null;

export function readSeat(raw: unknown): SeatView {
  const o: Obj = isObj(raw) ? raw : {};
  const hand = cards(o['hand']);
  const fd = o['faceDown'];
  const faceDown = Array.isArray(fd) ? fd.map((c) => (isCardCode(c) ? c : null)) : null;
  return {
    hand,
    handCount: hand ? hand.length : num(o['handCount'], 0),
    faceUp: cards(o['faceUp']),
    faceDown,
    faceDownCount: typeof o['faceDownCount'] === 'number' ? o['faceDownCount'] : null,
    groups: cardLists(o['groups']),
    secured: cardLists(o['secured']),
    glasses: typeof o['glasses'] === 'number' ? o['glasses'] : null,
  };
}

export const isGameId = (v: unknown): v is GameId => GAME_IDS.includes(v as GameId);

export function readView(raw: Json): TableView {
  const o: Obj = isObj(raw) ? raw : {};
  const t = o['table'];
  const table: TrickView | null =
    isObj(t) && isCardList(t['cards']) ? { cards: t['cards'] as string[], by: num(t['by'], -1) } : null;
  const players = num(o['players'], Array.isArray(o['seats']) ? o['seats'].length : 0);
  const seatsRaw = Array.isArray(o['seats']) ? o['seats'] : [];
  const roles = o['roles'];
  const game = isGameId(o['game']) ? o['game'] : 'viggo';
  return {
    game,
    players,
    options: isObj(o['options']) ? (o['options'] as Record<string, Json>) : {},
    dealer: num(o['dealer'], 0),
    round: num(o['round'], 1),
    phase: typeof o['phase'] === 'string' ? o['phase'] : 'play',
    toAct: nums(o['toAct']),
    placings: nums(o['placings']),
    points: Array.isArray(o['points']) ? nums(o['points']) : null,
    over: o['over'] === true,
    scores: nums(o['scores']),
    seats: Array.from({ length: players }, (_, i) => readSeat(seatsRaw[i])),
    table,
    passed: nums(o['passed']),
    roles: Array.isArray(roles) ? roles.map((r) => (typeof r === 'string' ? r : null)) : null,
    top: isCardCode(o['top']) ? (o['top'] as string) : null,
    suit: typeof o['suit'] === 'string' ? o['suit'] : null,
    stockCount: typeof o['stockCount'] === 'number' ? o['stockCount'] : null,
    discardCount: typeof o['discardCount'] === 'number' ? o['discardCount'] : null,
    pile: cards(o['pile']),
    ended: typeof o['ended'] === 'number' ? o['ended'] : null,
    // The server's (or, offline and in a review, this page's own engine's) matchView of that game: the
    // one place its JSON is taken as the game's own type.
    own: { ...o, game } as unknown as AnyMatchView,
  };
}

/** Whether lower totals win (penalty points) or higher (glasses): the game's own ranking says. */
export const lowerWins = (view: Pick<TableView, 'game' | 'options'>): boolean =>
  rankingOf(view.game, view.options) === 'fewest';

/** The score a match is played to, where the game has one (for the chart's target line). */
export function targetScore(view: Pick<TableView, 'game' | 'options'>): number | null {
  const t = view.options['targetScore'];
  if (typeof t === 'number') return t;
  // Options as sent may leave out a default: the game's own option says it.
  const spec = (GAME_SETUPS[view.game].options as Record<string, { default?: unknown } | undefined>)[
    'targetScore'
  ];
  return typeof spec?.default === 'number' ? spec.default : null;
}

/** Whether the game keeps a running score worth a chart: where the engine ranks the match by one. */
export const keepsScore = (view: Pick<TableView, 'game' | 'options'>): boolean =>
  rankingOf(view.game, view.options) !== 'placings';
