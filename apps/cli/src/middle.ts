/**
 * The middle of the table in the terminal, one renderer per game over its own typed view (the
 * engine's MatchViewOf): a game without one fails the build. describe.ts lends the names.
 */
import { fill, gameWords, type GameId, type MatchViewOf, type Seat } from '@kortbord/engine';
import { t, tt, type Lang } from './words';

/** What a renderer needs of describe.ts: the language and the terminal's names for cards and seats. */
export interface MiddleCtx {
  readonly L: Lang;
  readonly me: Seat;
  /** The cards the last move laid, painted as new where they show. */
  readonly fresh: readonly string[];
  readonly cards: (codes: readonly string[]) => string;
  readonly card: (code: string) => string;
  readonly suit: (suit: string) => string;
  readonly seat: (seat: Seat, as?: 'subject' | 'object') => string;
  readonly paintFresh: (s: string) => string;
}

type Middle<G extends GameId> = (v: MatchViewOf<G>, x: MiddleCtx) => string[];

/** Viggo and President: the last play on the table, who passed, the piles, a draft's or exchange's cards. */
function trickMiddle(
  v: MatchViewOf<'viggo'> | MatchViewOf<'president'>,
  x: MiddleCtx,
  extra: readonly string[],
): string[] {
  const { L } = x;
  const out: string[] = [];
  if (v.table) {
    const cards = x.cards(v.table.cards);
    const seen = v.table.cards.join() === x.fresh.join() ? x.paintFresh(cards) : cards;
    out.push(`${t(L, 'onTable')}: ${seen} (${tt(L, 'playedBy', { name: x.seat(v.table.by) })})`);
  } else out.push(`${t(L, 'onTable')}: ${t(L, 'emptyTable')}`);
  if (v.passed.length) out.push(t(L, 'passedList', { names: v.passed.map((p) => x.seat(p)).join(', ') }));
  return [...out, ...extra];
}

const viggo: Middle<'viggo'> = (v, x) => {
  const { L } = x;
  const piles: string[] = [];
  if (v.stockCount) piles.push(t(L, 'stock', { n: v.stockCount }));
  if (v.discardCount) piles.push(t(L, 'discardN', { n: v.discardCount }));
  if (v.asideCount) piles.push(t(L, 'asideN', { n: v.asideCount }));
  const extra = piles.length ? [piles.join(' · ')] : [];
  if (v.shown.length) extra.push(t(L, 'shown', { cards: x.cards(v.shown) }));
  const seen = v.seats[x.me]?.['seen'];
  if (Array.isArray(seen) && seen.length) extra.push(t(L, 'seenCards', { cards: x.cards(seen as string[]) }));
  return trickMiddle(v, x, extra);
};

const president: Middle<'president'> = (v, x) => {
  const { L } = x;
  const extra =
    v.phase === 'exchange'
      ? v.exchange.map((e) =>
          t(L, 'giveTo', {
            from: x.seat(e.from),
            n: e.count === 1 ? t(L, 'oneCard') : tt(L, 'nCards', { n: e.count }),
            to: x.seat(e.to, 'object'),
          }),
        )
      : [];
  return trickMiddle(v, x, extra);
};

const vri: Middle<'vri-atter'> = (v, x) => {
  const { L } = x;
  const top = v.top ? x.card(v.top) : '–';
  const parts = [`${t(L, 'top')}: ${x.fresh.includes(v.top) ? x.paintFresh(top) : top}`];
  if (v.suit) parts.push(t(L, 'suitInForce', { suit: x.suit(v.suit) }));
  parts.push(t(L, 'stock', { n: v.stockCount }));
  const out = [parts.join(' · ')];
  if (v.penalty) out.push(t(L, 'penalty', { n: v.penalty }));
  if (v.drawn) out.push(t(L, 'drawnN', { n: v.drawn }));
  if (v.direction === -1) out.push(t(L, 'reversed'));
  if (v.knock !== null) out.push(t(L, 'knockOn', { name: x.seat(v.knock) }));
  return out;
};

const idiot: Middle<'idiot'> = (v, x) => {
  const { L } = x;
  const top = v.pile.slice(-1);
  const topText = top.length ? x.cards(top) : '';
  const pile = v.pile.length
    ? t(L, 'pileTop', { cards: x.fresh.length ? x.paintFresh(topText) : topText, n: v.pile.length })
    : t(L, 'pileEmpty');
  const parts = [t(L, 'stock', { n: v.stockCount })];
  if (v.burned.length) parts.push(t(L, 'burnedN', { n: v.burned.length }));
  return [`${t(L, 'pile')}: ${pile}`, parts.join(' · ')];
};

const tuffa: Middle<'tuffa-viktor'> = (v, x) => {
  const { L } = x;
  const parts = [t(L, 'stock', { n: v.stockCount })];
  const last = v.discardPile[v.discardPile.length - 1];
  if (last) parts.push(t(L, 'discardPileTop', { card: x.card(last), n: v.discardPile.length }));
  const out = [parts.join(' · ')];
  const p = v.pending;
  if (!p) return out;
  const asked =
    p.asked === x.me
      ? t(L, 'youAnswer')
      : p.asked !== null
        ? t(L, 'answers', { name: x.seat(p.asked) })
        : t(L, 'nobodyAnswers');
  out.push(
    p.attack === 'vivan'
      ? t(L, 'pendingVivan', { by: x.seat(p.by), target: x.seat(p.target), g: p.group + 1, asked })
      : t(L, 'pendingIndrivaren', { by: x.seat(p.by), asked }),
  );
  return out;
};

/** Hjerterfri: while passing, which way and what you chose; in play, the trick, the last trick, the round's points. */
const hjerterfri: Middle<'hjerterfri'> = (v, x) => {
  const { L } = x;
  const W = gameWords(v.game).table;
  const n = v.players;
  const way = v.passBy === 0 ? 'none' : v.passBy === 1 ? 'left' : v.passBy === n - 1 ? 'right' : 'across';
  const me = v.seats[x.me];
  const out: string[] = [];
  if (v.phase === 'exchange') {
    out.push(fill(W[way][L], { n: v.options.passCount }));
    if (me && 'chosen' in me && me.chosen.length) out.push(fill(W.chosen[L], { cards: x.cards(me.chosen) }));
    return out;
  }
  const laid = (ls: readonly { seat: Seat; card: string }[]) =>
    ls
      .map(
        (l) =>
          `${x.seat(l.seat)} ${x.fresh.includes(l.card) ? x.paintFresh(x.card(l.card)) : x.card(l.card)}`,
      )
      .join(', ');
  out.push(`${W.trick[L]}: ${v.trick.length ? laid(v.trick) : '–'}${v.broken ? ` · ${W.broken[L]}` : ''}`);
  if (v.lastTrick) out.push(`${W.last[L]} (${x.seat(v.lastTrick.winner)}): ${laid(v.lastTrick.cards)}`);
  out.push(`${W.points[L]}: ${v.seats.map((s, i) => `${x.seat(i)} ${s.points}`).join(' · ')}`);
  if (v.tricksDone === 0 && me && 'got' in me && me.got.length)
    out.push(fill(W.got[L], { cards: x.cards(me.got) }));
  return out;
};

const MIDDLES: { readonly [G in GameId]: Middle<G> } = {
  viggo,
  president,
  'vri-atter': vri,
  idiot,
  'tuffa-viktor': tuffa,
  hjerterfri,
};

/** The middle of the table of the view's game, line by line. */
export function middleLines<G extends GameId>(v: MatchViewOf<G>, x: MiddleCtx): string[] {
  return (MIDDLES[v.game] as Middle<G>)(v, x);
}
