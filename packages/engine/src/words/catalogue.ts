import type { GameId } from '../game';
import { IDIOT_WORDS } from '../games/idiot/words';
import { PRESIDENT_WORDS } from '../games/president/words';
import { TUFFA_WORDS } from '../games/tuffa-viktor/words';
import { VIGGO_WORDS } from '../games/viggo/words';
import { VRI_WORDS } from '../games/vri-atter/words';
import { HJERTERFRI_WORDS } from '../games/hjerterfri/words';
import type { AnyGameWords, Reason } from './game-words';
import { capitalise, fill, type Lang, type Text } from './lang';
import { namedGame } from './setup-catalogue';
import { ERROR_WORDS, isErrorKey } from './errors';
import { SHARED_REASONS } from './reasons';
import { render, seatByNumber, type SeatNamer } from './render';
import { cardNames, suitName } from './cards';
import { COUNT_WORDS, SHARED_EVENT_WORDS, unitText } from './events';
import { MOVE_PARTS, SHARED_MOVE_WORDS } from './moves';
import type { Meaning } from '../meaning';
import type { GameEvent } from '../events';

const BY_GAME = {
  viggo: VIGGO_WORDS,
  president: PRESIDENT_WORDS,
  'vri-atter': VRI_WORDS,
  idiot: IDIOT_WORDS,
  'tuffa-viktor': TUFFA_WORDS,
  hjerterfri: HJERTERFRI_WORDS,
} as const satisfies Record<GameId, AnyGameWords>;

/** Every game's words, from its own folder: a game without its words fails the build here. */
export const GAME_WORDS: Readonly<Record<GameId, AnyGameWords>> = BY_GAME;

/** A game's words as its folder types them (its table words by name), for a renderer of that game. */
export type GameWordsOf<G extends GameId> = (typeof BY_GAME)[G];

/**
 * A game's words typed as its own: a renderer of one game reads its table words by name
 * (`gameWords(own.game).table.trick`), a word the game does not have failing the build.
 */
export const gameWords = <G extends GameId>(game: G): GameWordsOf<G> => BY_GAME[game];

/**
 * Words keyed by a code that no two sources may give differently: the event kinds (shared ones and
 * each game's own) and the titles. Events and standings carry the code, not the game, so one table
 * reads them; a kind two games spell differently would be a bug, caught when the module loads.
 */
function union(
  sources: readonly (readonly [string, Readonly<Record<string, Text>>])[],
): Readonly<Record<string, Text>> {
  const out: Record<string, Text> = {};
  const from: Record<string, string> = {};
  for (const [name, words] of sources)
    for (const [k, t] of Object.entries(words)) {
      if (from[k] !== undefined) throw new Error(`words for "${k}" in both ${from[k]} and ${name}`);
      out[k] = t;
      from[k] = name;
    }
  return out;
}

/** Every event kind's sentence: the shared kinds, then each game's own from its folder. */
export const EVENT_WORDS: Readonly<Record<string, Text>> = union([
  ['words/events.ts', SHARED_EVENT_WORDS],
  ...Object.entries(GAME_WORDS).map(([g, w]) => [g, w.events] as const),
]);

/** Every kind of move's sentence (and its short form): the shared kinds, then each game's own. */
export const MOVE_WORDS: Readonly<Record<string, Text>> = union([
  ['words/moves.ts', SHARED_MOVE_WORDS],
  ...Object.entries(GAME_WORDS).map(([g, w]) => [g, w.moves] as const),
]);

/** Every title a standing gives, from the games that give them. */
export const TITLE_WORDS: Readonly<Record<string, Text>> = union(
  Object.entries(GAME_WORDS).map(([g, w]) => [g, w.titles] as const),
);

export const titleText = (code: string, lang: Lang): string =>
  Object.prototype.hasOwnProperty.call(TITLE_WORDS, code) ? (TITLE_WORDS[code] as Text)[lang] : '';

const UNKNOWN: Text = SHARED_REASONS['not-allowed'];

/** The text of a refusal reason: the game's own, else the match's. */
export function reasonText(game: GameId | null, code: string): Text | undefined {
  const own = game ? GAME_WORDS[game].reasons[code] : undefined;
  const shared = (SHARED_REASONS as Readonly<Record<string, Text>>)[code];
  // Without a game (a refused table setting on the front page), the game whose reason it is.
  const any = () => Object.values(GAME_WORDS).find((w) => w.reasons[code])?.reasons[code];
  return own ?? shared ?? (game ? undefined : any());
}

export const sayReason = (game: GameId | null, r: Reason, lang: Lang, seatName?: SeatNamer): string =>
  capitalise(render(reasonText(game, r.code) ?? UNKNOWN, lang, namedGame(r.params ?? {}, lang), seatName));

/**
 * Any refusal (an engine Result, a replay's error, a server's message) in `lang`: its reason when it
 * has one, else the words for its code. Its English `message` is never shown to a player.
 */
export function sayRefusal(
  game: GameId | null,
  e: { readonly code: string; readonly reason?: Reason | undefined },
  lang: Lang,
  seatName?: SeatNamer,
): string {
  if (e.reason) return sayReason(game, e.reason, lang, seatName);
  return (isErrorKey(e.code) ? ERROR_WORDS[e.code] : ERROR_WORDS.internal)[lang];
}

/** The catalogue's key for an event: some kinds read differently with or without a field. */
function eventKey(e: GameEvent): string {
  if (e.kind === 'play' && e.suit) return 'play-suit';
  if (e.kind === 'out' && e.n === undefined) return 'out-unplaced';
  if (e.kind === 'glass' && e.group === undefined) return 'glass-new';
  return hasEventWords(e.kind) ? e.kind : 'play';
}

export function hasEventWords(kind: string): boolean {
  return Object.prototype.hasOwnProperty.call(EVENT_WORDS, kind);
}

const countText = (n: number, lang: Lang): string =>
  n === 1 ? COUNT_WORDS.one[lang] : fill(COUNT_WORDS.many[lang], { n });

/** How a renderer writes a list of cards: words by default; the terminal uses symbols ("Q♥ Q♠"). */
export type CardsNamer = (codes: readonly string[]) => string;

/** One event as a sentence in `lang` (seats by `seatName`): what the log shows. */
export function sayEvent(
  e: GameEvent,
  lang: Lang,
  seatName: SeatNamer = seatByNumber(lang),
  cardsName: CardsNamer = (codes) => cardNames(codes, lang),
): string {
  const cards = e.cards ?? [];
  // An event not yet shown to a viewer (eventsFor) still says how many of its cards are secret.
  const count = e.count ?? cards.length + (e.secret?.cards.length ?? 0);
  const list = (e.seats ?? [])
    .map((s, i) => {
      const p = e.points?.[s];
      const extras = [
        e.titles?.[i] ? titleText(e.titles[i] ?? '', lang) : '',
        e.unit && p !== undefined ? unitText(e.unit, p, lang) : '',
      ].filter(Boolean);
      return `${e.places?.[i] ?? i + 1}. ${seatName(s)}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    })
    .join(', ');
  return fill((EVENT_WORDS[eventKey(e)] as Text)[lang], {
    name: e.seat === null ? '' : seatName(e.seat),
    target: e.target === undefined ? '' : seatName(e.target, 'object'),
    cards: cards.length ? cardsName(cards) : countText(count, lang),
    count: countText(count, lang),
    suit: e.suit ? suitName(e.suit, lang) : '',
    group: e.group ?? '',
    n: e.n ?? '',
    word: e.title ?? '',
    list,
  });
}

/** How a renderer names what a move is about: seats, cards and suits in its own way. */
export interface MoveNamers {
  readonly seat: SeatNamer;
  readonly cards: CardsNamer;
  readonly suit: (code: string) => string;
}

/**
 * A move as a sentence: the whole move (its cards, the suit it names, the call, the group and the
 * target) for a hint, a coach mark and the terminal's menu; with `short`, the button beside the cards
 * the player selected, which names only what tells it from the other moves with those cards.
 */
export function sayMove(m: Meaning, lang: Lang, names: MoveNamers, short = false): string {
  const shortKey = `${m.kind}/short`;
  const key = short && Object.prototype.hasOwnProperty.call(MOVE_WORDS, shortKey) ? shortKey : m.kind;
  const template = (MOVE_WORDS[key] as Text | undefined)?.[lang];
  // A kind without words is a game's bug: it reads as the game's plain "play", never as a code.
  const base = template ?? SHARED_MOVE_WORDS.play[lang];
  const params = {
    cards: names.cards(m.cards ?? []),
    suit: m.suit ? names.suit(m.suit) : '',
    word: m.word ?? '',
    target: m.target === undefined ? '' : names.seat(m.target, 'object'),
    group: m.group ?? '',
    into: m.into ?? '',
    add: names.cards(m.add ?? []),
    n: m.n ?? '',
  };
  const parts = [fill(base, params)];
  if (m.suit && !base.includes('{suit}')) parts.push(fill(MOVE_PARTS.suit[lang], params));
  if (m.word !== undefined) parts.push(fill(MOVE_PARTS.word[lang], params));
  if (m.add?.length) parts.push(fill(MOVE_PARTS.add[lang], params));
  return parts.join(' ');
}
