import {
  isObject,
  moveMeaning,
  sayEvent,
  sayMove,
  type Action,
  type GameEvent,
  type GameId,
  type GameView,
  type Json,
} from '@kortbord/engine';
import { cardNames, suitName, SUIT_SYMBOL, type SuitCode } from '../cards/codes';
import { type Lang } from '../i18n/strings';
import type { Act } from './actions';
import { hasKey, translate } from '../i18n/table-words';

export interface Names {
  readonly lang: Lang;
  /** Seat names as shown at the table. */
  readonly names: readonly string[];
  /** This client's seat, or null for a spectator or a review. */
  readonly me: number | null;
}

export const seatName = (
  ctx: Names,
  seat: number | null | undefined,
  as: 'subject' | 'object' = 'subject',
): string => {
  if (seat === null || seat === undefined) return '';
  if (seat === ctx.me) return translate(ctx.lang, as === 'object' ? 'you' : 'youName');
  return ctx.names[seat] ?? translate(ctx.lang, 'seatNumber', { n: seat + 1 });
};

const suitText = (suit: unknown, lang: Lang): string =>
  typeof suit === 'string' && suit in SUIT_SYMBOL
    ? `${SUIT_SYMBOL[suit as SuitCode]} ${suitName(suit, lang)}`
    : String(suit);

/** What wording a move needs: the table's game and rules, and the view of the moment where one is at hand. */
export type MoveCtx = Names & {
  readonly game: GameId;
  readonly options?: Record<string, Json>;
  /** The engine's view the move is offered in (a draw under penalty, an answer to Vivan); null in a list. */
  readonly view?: Json | null;
};

/**
 * A legal action in words, as its game means it (games/<id>/meaning.ts) and the catalogue says it:
 * the whole move (its cards, the suit named, the call, the group and the target), as a hint, a coach
 * mark and a button without selected cards say it. With `variantOnly`, for the buttons beside the
 * selected cards, only what tells them apart (the suit, the call, the group).
 */
export function actionLabel(a: Act, ctx: MoveCtx, variantOnly = false): string {
  const { lang } = ctx;
  const view = isObject(ctx.view) ? (ctx.view as unknown as GameView) : null;
  const meaning = moveMeaning(ctx.game, a as unknown as Action, view, ctx.options ?? {}) as
    ReturnType<typeof moveMeaning> | undefined;
  // A move this page's game does not know (a newer server's): a neutral word, never its code.
  if (!meaning) return translate(lang, 'act_other');
  return sayMove(
    meaning,
    lang,
    {
      seat: (s, as) => seatName(ctx, s, as),
      cards: (list) => cardNames(list, lang),
      suit: (suit) => suitText(suit, lang),
    },
    variantOnly,
  );
}

/** One line of the table's log (the server's `LogLine`, or one the offline table writes). */
export interface LogEntry {
  readonly version: number;
  readonly seat: number | null;
  readonly kind: string;
  readonly cards: readonly string[];
  readonly count: number | null;
  readonly text: string;
  /** Extra facts the offline table knows (the suit named, the knock's target). */
  readonly suit?: string;
  /** What happened, as the game says it (the server's and the offline table's log). */
  readonly event?: Json;
  /** The seat's time ran out and the turn clock made this move. */
  readonly clock?: true;
}

/** The log line in the reader's language; a move the turn clock made says so first ("Tiden gikk ut: …"). */
export function logText(line: LogEntry, ctx: Names): string {
  const text = lineText(line, ctx);
  return line.clock ? translate(ctx.lang, 'logClock', { line: text }) : text;
}

/** The line's own words, written from its event (or its kind, seat, cards and count). */
function lineText(line: LogEntry, ctx: Names): string {
  const { lang } = ctx;
  if (isObject(line.event) && typeof line.event['kind'] === 'string')
    return sayEvent(line.event as unknown as GameEvent, lang, (s, as) => seatName(ctx, s, as));
  const key = `log_${line.kind}`;
  if (!hasKey(key)) return line.text;
  const template = translate(lang, key);
  // What the structured line does not carry (a seatless event, the suit named) stays in the server's words.
  if (template.includes('{name}') && line.seat === null) return line.text;
  if (template.includes('{suit}') && !line.suit) return line.text;
  const count =
    line.count === null
      ? line.cards.length
        ? cardNames(line.cards, lang)
        : translate(lang, 'aCard')
      : line.count === 1
        ? translate(lang, 'oneCard')
        : translate(lang, 'nCards', { n: line.count });
  const cards = line.cards.length ? cardNames(line.cards, lang) : count;
  const base = translate(lang, key, {
    name: seatName(ctx, line.seat) || '—',
    cards,
    count,
    suit: line.suit ? suitText(line.suit, lang) : '',
  });
  if (line.kind === 'play' && line.suit) return `${base.replace(/\.$/, '')} – ${suitText(line.suit, lang)}.`;
  return base;
}
