import { isObject, sayEvent, type GameEvent, type Json } from '@kortbord/engine';
import {
  cardName,
  cardNames,
  isCardCode,
  isCardList,
  suitName,
  SUIT_SYMBOL,
  type SuitCode,
} from '../cards/codes';
import { hasKey, translate, type Lang } from '../i18n/strings';
import type { Act } from './actions';

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

const groupNo = (g: unknown): number => (typeof g === 'number' ? g + 1 : 0);

/** The call's word at this table (Vri åtter's `callWord`), for the call button. */
export const callWord = (options: Record<string, Json>): string =>
  typeof options['callWord'] === 'string' ? options['callWord'] : 'ett kort igjen';

/**
 * A legal action in words: the whole move (its cards, the suit named, the call, the group and the
 * target), as a hint, a coach mark and a button without selected cards say it. With `variantOnly`,
 * for the buttons beside the selected cards, only what tells them apart (the suit, the call, the group).
 */
export function actionLabel(
  a: Act,
  ctx: Names & { options?: Record<string, Json>; phase?: string; penalty?: number },
  variantOnly = false,
): string {
  const { lang } = ctx;
  const tr = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) =>
    translate(lang, k, p);
  const cardList = (v: unknown): string => cardNames(isCardList(v) ? v : [], lang);
  switch (a.type) {
    case 'play': {
      const cards = cardNames(isCardList(a['cards']) ? a['cards'] : [], lang);
      if (variantOnly) {
        // Beside the selected cards: only what tells this play from the others with them.
        if (typeof a['suit'] === 'string') {
          const s = tr('act_playSuit', { suit: suitText(a['suit'], lang) });
          return a['call'] === true ? `${s} + «${callWord(ctx.options ?? {})}»` : s;
        }
        if (a['call'] === true) return tr('act_playCall', { word: callWord(ctx.options ?? {}) });
        return tr('act_play');
      }
      const parts = [`${tr('act_play')} ${cards}`];
      if (typeof a['suit'] === 'string') parts.push(tr('act_andSuit', { suit: suitText(a['suit'], lang) }));
      if (a['call'] === true) parts.push(tr('act_andCall', { word: callWord(ctx.options ?? {}) }));
      return parts.join(' ');
    }
    case 'pass':
      return tr('act_pass');
    case 'draw':
      return ctx.penalty ? tr('act_drawPenalty', { n: ctx.penalty }) : tr('act_draw');
    case 'knock':
      return tr('act_knock', { name: seatName(ctx, typeof a['target'] === 'number' ? a['target'] : null) });
    case 'suit':
      return tr('act_suit', { suit: suitText(a['suit'], lang) });
    case 'give':
      return variantOnly ? tr('act_give') : tr('act_giveCards', { cards: cardList(a['cards']) });
    case 'keep':
      return tr('act_keep');
    case 'reject':
      return tr('act_reject');
    case 'take':
      return `${tr('act_take')} ${isCardCode(a['card']) ? cardName(a['card'], lang) : ''}`.trim();
    case 'arrange':
      return variantOnly ? tr('act_arrange') : tr('act_arrangeCards', { cards: cardList(a['faceUp']) });
    case 'flip':
      return tr('act_flip', { n: typeof a['index'] === 'number' ? a['index'] + 1 : '?' });
    case 'pickup':
      if (!isCardCode(a['faceUp'])) return tr('act_pickup');
      return variantOnly
        ? tr('act_pickupFaceUp')
        : tr('act_pickupFaceUpCards', { cards: cardName(a['faceUp'], lang) });
    case 'chance':
      return tr('act_chance');
    case 'glass': {
      const fresh = a['group'] === null || a['group'] === undefined;
      if (variantOnly) return fresh ? tr('act_glassNew') : tr('act_glassAdd', { n: groupNo(a['group']) });
      const cards = cardList(a['cards']);
      return fresh
        ? tr('act_glassNewCards', { cards })
        : tr('act_glassAddCards', { cards, n: groupNo(a['group']) });
    }
    case 'viktor':
      return tr('act_viktor', { n: groupNo(a['group']) });
    case 'vivan': {
      const base = tr('act_vivan', { name: seatName(ctx, a['target'] as number), n: groupNo(a['group']) });
      const into =
        a['into'] === null || a['into'] === undefined
          ? tr('act_vivanNew')
          : tr('act_vivanInto', { n: groupNo(a['into']) });
      const add =
        isCardList(a['add']) && a['add'].length ? ` ${tr('act_vivanAdd')} ${cardNames(a['add'], lang)}` : '';
      return `${base} ${into}${add}`;
    }
    case 'arrest':
      if (ctx.phase === 'answer' || a['target'] === undefined) return tr('act_arrestAnswer');
      return tr('act_arrest', { name: seatName(ctx, a['target'] as number), n: groupNo(a['group']) });
    case 'indrivaren':
      return tr('act_indrivaren');
    case 'smockan':
      return tr('act_smockan');
    case 'yield':
      return tr('act_yield');
    case 'discard':
      return tr('act_discard', { card: isCardCode(a['card']) ? cardName(a['card'], lang) : '' });
    default: {
      const rest = Object.entries(a)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ');
      return rest ? `${a.type} (${rest})` : a.type;
    }
  }
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
