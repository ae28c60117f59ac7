/**
 * What the terminal says about cards, moves and the table, in the player's language. The one place
 * that turns engine data (codes, actions, views) into words, so that it can move to the shared
 * catalogue of words in one step. Never prints a field name or a card code.
 */
import type { Level } from '@kortbord/bots';
import type { Action, AnyMatchView, GameEvent, GameId, GameView, Json, Match, Seat } from '@kortbord/engine';
import {
  cardNames,
  countedUnit,
  eventsFor,
  FIGURE_NAMES,
  fill,
  GAME_WORDS,
  gameWords,
  matchView,
  moveMeaning,
  sayEvent,
  sayMove,
  scoreUnit,
  suitName,
  SUIT_SYMBOL,
  titleText,
  unitText,
  valueText,
} from '@kortbord/engine';
import type { Paint } from './colour';
import { codes } from './cards-of';
import { middleLines } from './middle';
import type { GroupLabel } from './moves';
import { t, tt, type Lang, type WordKey, gameName } from './words';

export interface Ctx {
  readonly lang: Lang;
  readonly paint: Paint;
  /** The bots' level, shown with their seats. */
  readonly level: Level;
  /** The seat the player sits at. */
  readonly me: Seat;
  /** Where the match ends after a set number of rounds (today's deal of President). */
  readonly rounds?: number;
}

type Obj = { readonly [key: string]: Json };

const FRENCH = /^([2-9TJQKA])([CDHS])$/;
const GLASS = /^G([1-9])$/;
const figureName = (code: string): string => (FIGURE_NAMES as Readonly<Record<string, string>>)[code] ?? '?';

const isRed = (suit: string): boolean => suit === 'H' || suit === 'D';

/** "TH" → "10♥" (red on a colour terminal); "G3" → "glass 3"; "VIVAN" → "Vivan". */
export function cardText(code: string, c: Pick<Ctx, 'lang' | 'paint'>): string {
  const f = FRENCH.exec(code);
  if (f) {
    const [, rank = '', suit = ''] = f;
    const s = `${rank === 'T' ? '10' : rank}${SUIT_SYMBOL[suit as 'C'] ?? ''}`;
    return isRed(suit) ? c.paint.red(s) : s;
  }
  const g = GLASS.exec(code);
  if (g) return t(c.lang, 'glass', { n: Number(g[1]) });
  return figureName(code);
}

/** French cards as symbols ("Q♥ Q♠"); anything else (glass and figure cards) in the catalogue's words. */
export function cardsText(list: readonly string[], c: Pick<Ctx, 'lang' | 'paint'>): string {
  if (!list.length) return '–';
  if (list.every((x) => FRENCH.test(x))) return list.map((x) => cardText(x, c)).join(' ');
  return cardNames(list, c.lang);
}

export function suitText(suit: Json | undefined, c: Pick<Ctx, 'lang' | 'paint'>): string {
  if (typeof suit !== 'string' || !/^[CDHS]$/.test(suit)) return '–';
  const s = `${SUIT_SYMBOL[suit as 'C']} ${suitName(suit, c.lang)}`;
  return isRed(suit) ? c.paint.red(s) : s;
}

/** "du" for the player, "plass 3 (robot middels)" for a bot; seats are numbered from 1 as on the page. */
export function seatName(seat: Seat, c: Ctx, short = false, as: 'subject' | 'object' = 'subject'): string {
  if (seat === c.me) return c.paint.me(as === 'object' ? tt(c.lang, 'you') : t(c.lang, 'you'));
  const name = t(c.lang, 'seatN', { n: seat + 1 });
  return short ? name : `${name} (${tt(c.lang, 'bot')} ${tt(c.lang, `level_${c.level}`)})`;
}

/** A number of points with the game's unit ("3 straffepoeng", "12 glass"); null where none is kept. */
export function pointsText(game: string, n: number, lang: Lang): string | null {
  const unit = scoreUnit(game);
  return unit ? unitText(unit, n, lang) : null;
}

/** Whether the table's points decide anything (not in Vri åtter without `scoring`): else none are shown. */
export const pointsCount = (m: { readonly game: { readonly id: string }; readonly options: Json }): boolean =>
  countedUnit(m.game.id, m.options) !== undefined;

/** The first letter upper-case, after any colour codes. */
export const capitalName = (s: string): string => capital(s);

const capital = (s: string): string => {
  // Colour codes may come first: capitalise the first letter after them.
  // eslint-disable-next-line no-control-regex -- the escape codes are what this skips
  const m = /^((?:\x1b\[[0-9;]*m)*)(.)/su.exec(s);
  return m ? `${m[1] ?? ''}${(m[2] ?? '').toUpperCase()}${s.slice(m[0].length)}` : s;
};

const num = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);

/** A legal action of the player's, as the menu offers it: the game's meaning, in the catalogue's words. */
export function actionText(a: Action, c: Ctx, m: Match): string {
  return actionTextIn(a, c, matchView(m, null));
}

/** The same from a view of the table (the seat's own, as a server sends it). */
export function actionTextIn(a: Action, c: Ctx, view: Json): string {
  const v = view as Obj;
  const meaning = moveMeaning(
    v['game'] as GameId,
    a,
    view as unknown as GameView,
    (v['options'] ?? {}) as Obj,
  );
  return sayMove(meaning, c.lang, {
    seat: (s) => seatName(s, c, true),
    cards: (list) => cardsText(list, c),
    suit: (s) => suitText(s, c),
  });
}

/**
 * What the table saw happen, own moves and the bots' alike: the game's events as this seat may see
 * them (an exchange's cards only to giver and receiver, Indrivaren's take to the two seats), each a
 * sentence from the catalogue. The round's and the match's end are left to `resultText`.
 */
export function eventLines(events: readonly GameEvent[], c: Ctx): string[] {
  const name = (s: number, as?: 'subject' | 'object') => seatName(s, c, true, as);
  const cards = (codes: readonly string[]) => c.paint.fresh(cardsText(codes, c));
  return eventsFor(events, c.me)
    .filter((e) => e.kind !== 'round-over' && e.kind !== 'match-over')
    .map((e) => capital(sayEvent(e, c.lang, name, cards)));
}

/** The table as the player sees it: one line per seat (own hand first), then the middle of the table. */
export function tableText(m: Match, c: Ctx, fresh: readonly string[] = []): string[] {
  return viewText(matchView(m, c.me), c, fresh);
}

/** The same from the seat's view alone (a match's view, as a server sends it): game, options and round are in it. */
export function viewText(view: Json, c: Ctx, fresh: readonly string[] = []): string[] {
  const v = view as Obj;
  const game = v['game'] as GameId;
  const m = { game: { id: game }, options: v['options'] ?? {}, round: num(v['round']) };
  const L = c.lang;
  const seats = (v['seats'] ?? []) as readonly Obj[];
  const scores = (v['scores'] ?? []) as readonly number[];
  const phase = String(v['phase']);
  const cs = (x: Json | undefined) => cardsText(codes(x), c);
  const lines: string[] = [];
  const phaseWord =
    phase === 'draft' || phase === 'exchange' || phase === 'arrange' || phase === 'answer'
      ? ` · ${t(L, `phase_${phase}`)}`
      : '';
  // The header says how long the match is (and Vri åtter's first-turn rule) as the options set it;
  // what does not fit 80 columns goes on a line of its own.
  const { round, parts } = matchLength(m, L, c.rounds);
  const head = `── ${[gameName(m.game.id, L), round, ...parts].join(' · ')}${phaseWord} ──`;
  if (head.length <= 80) lines.push(c.paint.bold(head));
  else {
    lines.push(c.paint.bold(`── ${gameName(m.game.id, L)} · ${round}${phaseWord} ──`));
    lines.push(`   ${parts.join(' · ')}`);
  }
  const roles = Array.isArray(v['roles']) ? (v['roles'] as string[]) : null;
  const counted = pointsCount(m);
  seats.forEach((s, seat) => {
    const parts: string[] = [];
    if (seat !== c.me)
      parts.push(num(s['handCount']) === 1 ? t(L, 'oneCard') : tt(L, 'nCards', { n: num(s['handCount']) }));
    if (roles?.[seat] && titleText(roles[seat], L)) parts.push(titleText(roles[seat], L));
    if (codes(s['faceUp']).length) parts.push(t(L, 'faceUp', { cards: cs(s['faceUp']) }));
    if (num(s['faceDownCount'])) parts.push(t(L, 'faceDownN', { n: num(s['faceDownCount']) }));
    if (codes(s['known']).length && seat !== c.me) parts.push(t(L, 'knownCards', { cards: cs(s['known']) }));
    if (codes(s['knownCards']).length) parts.push(t(L, 'knownCards', { cards: cs(s['knownCards']) }));
    if (typeof s['seenCount'] === 'number' && s['seenCount'] && seat !== c.me)
      parts.push(t(L, 'seenN', { n: s['seenCount'] }));
    if (Array.isArray(s['groups']) && s['groups'].length)
      parts.push(
        t(L, 'groupsOf', {
          g: (s['groups'] as Json[]).map((g, i) => `${i + 1}:[${glassValues(codes(g))}]`).join(' '),
        }),
      );
    if (num(s['glasses'])) parts.push(t(L, 'securedGlasses', { n: num(s['glasses']) }));
    const score = counted ? pointsText(game, scores[seat] ?? 0, L) : null;
    lines.push(
      `  ${capital(seatName(seat, c))}${score ? `, ${score}` : ''}${parts.length ? `: ${parts.join(' · ')}` : ''}`,
    );
  });
  const middle = middleLines(v as unknown as AnyMatchView, {
    L,
    me: c.me,
    fresh,
    cards: (list) => cardsText(list, c),
    card: (code) => cardText(code, c),
    suit: (suit) => suitText(suit, c),
    seat: (seat, as) => seatName(seat, c, true, as),
    paintFresh: (x) => c.paint.fresh(x),
  });
  for (const x of middle) lines.push(`  ${capital(x)}`);
  const own = seats[c.me];
  lines.push(`${c.paint.bold(tt(L, 'yourHand'))}: ${handText(codes(own?.['hand']), c)}`);
  return lines;
}

/**
 * How long the match is, from its options: Viggo's losing score, Tuffa Viktor's target, Vri åtter's
 * rounds and first-turn rule, President's open end; the round as "Runde 2 av 5" where the number of
 * rounds is set.
 */
export function matchLength(
  m: { readonly game: { readonly id: GameId }; readonly options: Json; readonly round: number },
  L: Lang,
  rounds?: number,
): { round: string; parts: string[] } {
  if (rounds !== undefined) return { round: t(L, 'roundOf', { n: m.round, of: rounds }), parts: [] };
  const o = (m.options ?? {}) as Obj;
  const round = tt(L, 'round', { n: m.round });
  const LENGTH: Record<GameId, () => { round: string; parts: string[] }> = {
    viggo: () => ({ round, parts: [t(L, 'lengthLoseAt', { n: num(o['targetScore']) })] }),
    'tuffa-viktor': () => ({ round, parts: [t(L, 'lengthFirstTo', { n: num(o['targetScore']) })] }),
    president: () => ({ round, parts: [t(L, 'lengthOpen')] }),
    // A match of Idiot is always its one round: nothing to tell.
    idiot: () => ({ round, parts: [] }),
    hjerterfri: () => ({
      round,
      parts: [fill(gameWords('hjerterfri').table.length[L], { n: num(o['targetScore']) })],
    }),
    'vri-atter': () => {
      const rule = `${GAME_WORDS['vri-atter'].options['firstTurn']?.label[L] ?? ''}: ${valueText('vri-atter', 'firstTurn', o['firstTurn'], L)}`;
      return o['scoring'] === true
        ? { round: t(L, 'roundOf', { n: m.round, of: num(o['rounds']) }), parts: [rule] }
        : { round, parts: [t(L, 'lengthOneRound'), rule] };
    },
  };
  return LENGTH[m.game.id]();
}

/** Glass cards by their values only ("2 3 4"): what a group shows. */
const glassValues = (list: readonly string[]): string =>
  list.map((x) => GLASS.exec(x)?.[1] ?? figureName(x)).join(' ');

/**
 * The hand, in the engine's order (by rank where the game ranks cards); Tuffa Viktor's glass cards
 * as one word and their values ("glass 1 1 5 7, Vivan, Smockan") so that a hand stays on one line.
 */
export function handText(hand: readonly string[], c: Pick<Ctx, 'lang' | 'paint'>): string {
  const glass = hand.filter((x) => GLASS.test(x));
  if (!glass.length) return cardsText(hand, c);
  const figures = hand.filter((x) => !GLASS.test(x)).map(figureName);
  return [`${t(c.lang, 'glassCards')} ${glassValues(glass)}`, ...figures].join(', ');
}

const KIND_WORD: Readonly<Record<string, WordKey>> = {
  play: 'kind_play',
  give: 'kind_give',
  glass: 'kind_glass',
  arrange: 'kind_arrange',
  viktor: 'kind_viktor',
  vivan: 'kind_vivan',
  arrest: 'kind_arrest',
  discard: 'kind_discard',
};

/** A menu group: "play, 2 cards (12 ways)", "give with 4♦ (14 ways)", "play 4♦ … 7♥ (30 ways)". */
export function groupText(label: GroupLabel, count: number, c: Ctx): string {
  const L = c.lang;
  const what = t(L, KIND_WORD[label.type] ?? 'kind_other');
  const ways = t(L, 'ways', { n: count });
  switch (label.by) {
    case 'kind':
      // Vivan's cards are those it adds to the group it takes.
      if (label.type === 'vivan' && label.cards)
        return `${t(L, label.cards === 1 ? 'kind_vivanAddOne' : 'kind_vivanAdd', { n: label.cards })} (${ways})`;
      return label.cards
        ? `${t(L, label.cards === 1 ? 'groupOneCard' : 'groupCards', { what, n: label.cards })} (${ways})`
        : `${what} (${ways})`;
    case 'first':
      return `${t(L, 'groupFirst', { what, card: cardsText(label.cards, c) })} … (${ways})`;
    case 'oneOf': {
      const pre = label.prefix.length ? `${cardsText(label.prefix, c)} ` : '';
      const alternatives = label.cards.map((x) => cardText(x, c)).join('/');
      return `${t(L, 'groupFirst', { what, card: `${pre}${alternatives}` })} … (${ways})`;
    }
    case 'range':
      return `${what} ${cardText(label.from, c)} … ${cardText(label.to, c)} (${ways})`;
  }
}
