import { cardCode, parseCardCode, RANK, rankOf, RANKS, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { lowStock, type PlayAction, type VriAction } from './moves';
import { EIGHT, isFirstTurn, restockDue, suitName, topOf, type VriState } from './state';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why an action that is not among the legal ones is refused, in a sentence. */
export function explain(s: VriState, seat: Seat, a: VriAction): string {
  if (s.phase === 'over') return 'The round is over.';
  if (restockDue(s)) return 'Wait: the discard pile is being shuffled into a new stock.';
  if (a.type === 'knock') {
    if (s.knock < 0)
      return 'There is nothing to knock on: nobody has just been left with one card without calling.';
    if (seat === s.knock) return 'You cannot knock on yourself.';
    return `Seat ${a.target} has not missed a call; only seat ${s.knock} can be knocked on.`;
  }
  if (seat !== s.turn) return `It is seat ${s.turn}'s turn.`;
  if (s.phase === 'suit')
    return a.type === 'suit'
      ? 'That suit cannot be named now.'
      : 'The dealer must first name the suit for the turned eight.';
  if (a.type === 'suit')
    return 'Naming a suit alone is only for the dealer when the turned card is an eight.';
  if (s.penalty > 0) {
    const take = `draw the ${plural(s.penalty, 'penalty card')}`;
    if (s.penaltyAce) return `An ace's penalty cannot be answered: you must ${take}.`;
    if (a.type === 'play' && a.cards.some((c) => rankOf(parseCardCode(c) ?? 0) !== RANK.TWO))
      return `You must answer the penalty with a two or ${take}.`;
    if (a.type === 'pass') return `You cannot pass under a penalty: lay a two or ${take}.`;
  }
  if (a.type === 'draw') return whyNoDraw(s);
  if (a.type === 'pass') return whyNoPass(s);
  if (a.type === 'play') return whyNoPlay(s, seat, a);
  return 'That is not allowed now.';
}

function limitText(s: VriState): string {
  const l = s.options.drawLimit;
  return l === 'until-playable' ? 'a card you can lay' : plural(l, 'card');
}

function whyNoDraw(s: VriState): string {
  if (s.drawDone)
    return s.options.drawLimit === 'until-playable'
      ? 'You have drawn a card you can lay: play or pass.'
      : `You have drawn ${limitText(s)} this turn: lay a card that fits, or pass.`;
  if (s.stock.length === 0) return 'There is nothing left to draw: play or pass.';
  if (lowStock(s)) return 'The stock holds fewer than three cards, so nobody draws: play or pass.';
  return 'You cannot draw now.';
}

function whyNoPass(s: VriState): string {
  const when = s.options.passAfterAnyDraw ? 'after a draw' : `once you have drawn ${limitText(s)}`;
  return `You cannot pass yet: you may pass ${when}, or when there is nothing left to draw.`;
}

function whyNoPlay(s: VriState, seat: Seat, a: PlayAction): string {
  const o = s.options;
  const cards = a.cards.map((c) => parseCardCode(c) ?? 0);
  const first = cards[0] as Card;
  const r = rankOf(first);
  const left = (s.hands[seat] as readonly Card[]).length - cards.length;
  const top = topOf(s);
  if (cards.some((c) => rankOf(c) !== r)) return 'All cards in one play must have the same rank.';
  if (cards.length > 1 && !o.multiple) return 'You may lay only one card at a time at this table.';
  if (r === EIGHT && a.suit === undefined)
    return 'Name the suit when you lay eights ("suit": "C", "D", "H" or "S").';
  if (r !== EIGHT && a.suit !== undefined) return 'Only a play of eights names a suit.';
  if (a.call === true && !o.lastCardCall) return 'There is no last-card call at this table.';
  if (a.call === true && left !== 1) return 'You can only call when the play leaves you exactly one card.';
  if (isFirstTurn(s, seat) && o.firstTurn !== 'none') {
    if (r === EIGHT) return 'You cannot lay an eight on your first turn.';
    if (o.firstTurn === 'suit-only') {
      if (cards.length > 1) return 'On your first turn you may lay only one card.';
      if (suitOf(first) !== s.suit)
        return `On your first turn you must follow the suit in force (${suitName(s.suit)}); changing by rank is not allowed.`;
    }
  }
  if (r === EIGHT && !o.eightOnEight && rankOf(top) === EIGHT)
    return 'At this table an eight may not be laid on an eight.';
  if (left === 0 && r === EIGHT && o.lastEight === 'forbidden') return 'You may not go out on an eight.';
  if (left === 0 && r === RANK.ACE && o.lastAce === 'forbidden') return 'You may not go out on an ace.';
  if (r !== EIGHT && suitOf(first) !== s.suit && r !== rankOf(top)) {
    const what = cards.length > 1 ? `The first card laid, ${cardCode(first)},` : `The ${cardCode(first)}`;
    return `${what} matches neither the suit in force (${suitName(s.suit)}) nor the rank of the ${cardCode(top)} (${RANKS[rankOf(top)]}).`;
  }
  return 'That play is not allowed now.';
}
