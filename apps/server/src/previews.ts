/**
 * What a link to a table or a review shows where it is pasted (a chat's preview, Open Graph and
 * Twitter cards): the game, who invites, how many seats are free, the game's picture. From the
 * table's public facts only: never a card, an invite code or a seat token (the invite code travels
 * in the link's query, which is neither read here nor written into the page).
 */
import { GAME_IDS, GAME_WORDS, say, type GameId, type Lang } from '@kortbord/engine';
import { reviewAddress, tableAddress } from '@kortbord/protocol/pages';
import { TABLE_WORDS } from '@kortbord/words';
import type { Table } from './table';

export interface Preview {
  readonly title: string;
  readonly description: string;
  /** The page's own address, without its query. */
  readonly url: string;
  readonly image: string;
  readonly imageAlt: string;
}

export interface PreviewSource {
  /** The table as stored (null: none by that id). */
  table(id: string): Promise<Table | null>;
}

const gameOf = (t: Table): GameId | null =>
  (GAME_IDS as readonly string[]).includes(t.game) ? (t.game as GameId) : null;

/** The preview of `/t/<table>` or `/review/<table>/<match>`; null for any other page. */
export async function linkPreview(
  source: PreviewSource,
  path: string,
  origin: string,
  lang: Lang,
): Promise<Preview | null> {
  const table = tableAddress(path);
  const review = reviewAddress(path);
  const id = table?.table ?? review?.table;
  if (!id) return null;
  const t = await source.table(id);
  const game = t ? gameOf(t) : null;
  if (!t || !game) return null;
  const name = GAME_WORDS[game].name[lang];
  const base = {
    image: `${origin}/og/${game}.jpg`,
    imageAlt: name,
  };
  // A preview is shown to whoever the link is pasted to: at today's deal its player stays unnamed (the
  // field names a player only where they allow it, daily/access.ts), whoever asks.
  const named = (s: (typeof t.seats)[number]) => s.kind === 'bot' || (s.kind === 'human' && !t.daily);
  const names = t.seats.flatMap((s) => (s.name && named(s) ? [s.name] : []));
  if (review) {
    const n = review.match;
    return {
      ...base,
      title: say(TABLE_WORDS.cardReview, lang, { game: name, names: names.join(', ') }),
      description: say(TABLE_WORDS.cardReviewText, lang, { n }),
      url: `${origin}/review/${t.id}/${n}`,
    };
  }
  const free = t.seats.filter((s) => s.kind === 'open' || s.kind === 'reserved').length;
  const creator = t.creatorSeat === null ? undefined : t.seats[t.creatorSeat];
  const host = t.daily
    ? undefined
    : creator?.kind === 'human'
      ? creator.name
      : t.seats.find((s) => s.kind === 'human')?.name;
  const title =
    free === 0
      ? say(TABLE_WORDS.cardTablePlaying, lang, { game: name, names: names.join(', ') })
      : host
        ? say(free === 1 ? TABLE_WORDS.cardInviteOne : TABLE_WORDS.cardInviteMany, lang, {
            name: host,
            game: name,
            n: free,
          })
        : say(free === 1 ? TABLE_WORDS.cardTableOpenOne : TABLE_WORDS.cardTableOpen, lang, {
            game: name,
            n: free,
          });
  return {
    ...base,
    title,
    description: say(TABLE_WORDS.cardTableText, lang, { players: t.seats.length }),
    url: `${origin}/t/${t.id}`,
  };
}
