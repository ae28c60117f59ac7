import { cardNames, rankName, suitName, type CardRank } from './cards';
import { fill, type Lang, type Params, type Text } from './lang';

/**
 * How a renderer names seats: the web and the terminal pass the players' names ("Du" for oneself).
 * `as` is 'object' where the seat is the one acted on ("… til deg"), for the renderer's own pronoun.
 */
export type SeatNamer = (seat: number, as?: 'subject' | 'object') => string;

const SEAT_WORD: Text = { nb: 'plass {n}', sv: 'plats {n}', en: 'seat {n}' };
const AND: Text = { nb: 'og', sv: 'och', en: 'and' };

export const seatByNumber =
  (lang: Lang): SeatNamer =>
  (seat) =>
    fill(SEAT_WORD[lang], { n: seat + 1 });

/**
 * Parameter names carry their type, so a reason or an event stays plain data: seats by number,
 * cards as space-separated codes, suits and ranks by code. Everything else reads as itself.
 */
const SEAT_KEYS = new Set(['seat', 'target', 'turn', 'knock', 'by', 'to', 'from']);
const SEATS_KEYS = new Set(['seats']);
const CARD_KEYS = new Set(['card', 'cards', 'table', 'top', 'other', 'group', 'add']);

export function renderParams(params: Params, lang: Lang, seatName: SeatNamer = seatByNumber(lang)): Params {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (SEAT_KEYS.has(k) && typeof v === 'number') out[k] = seatName(v);
    else if (SEATS_KEYS.has(k)) {
      const names = String(v)
        .split(' ')
        .filter(Boolean)
        .map(Number)
        .map((s) => seatName(s));
      const last = names.pop() ?? '';
      out[k] = names.length ? `${names.join(', ')} ${AND[lang]} ${last}` : last;
    } else if (CARD_KEYS.has(k) && typeof v === 'string')
      out[k] = cardNames(v.split(' ').filter(Boolean), lang);
    else if (k === 'suit' && typeof v === 'string') out[k] = suitName(v, lang);
    else if (k === 'rank' && typeof v === 'string') out[k] = rankName(v as CardRank, lang);
    else out[k] = v;
  }
  return out;
}

/** A text with its parameters rendered for `lang`. */
export const render = (text: Text, lang: Lang, params: Params = {}, seatName?: SeatNamer): string =>
  fill(text[lang], renderParams(params, lang, seatName));
