import { cardCode, parseCardCode, RANK, RANKS, rankOf, suitCode, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import { canDraw, lowStock, type PlayAction, type VriAction } from './moves';
import { EIGHT, isFirstTurn, restockDue, topOf, type VriState } from './state';
import type { VriReason } from './words';

type Why = Reason<VriReason | SharedReason>;

/** Why an action that is not among the legal ones is refused: a code with its parameters. */
export function explain(s: VriState, seat: Seat, a: VriAction): Why {
  if (s.phase === 'over') return reason('round-over');
  if (restockDue(s)) return reason('restock-wait');
  if (a.type === 'knock') {
    if (s.knock < 0) return reason('knock-nothing');
    if (seat === s.knock) return reason('knock-self');
    return reason('knock-wrong', { target: a.target, knock: s.knock });
  }
  if (seat !== s.turn) return reason('turn-of', { turn: s.turn });
  if (s.phase === 'suit') return reason(a.type === 'suit' ? 'suit-not-now' : 'dealer-names-suit');
  if (a.type === 'suit') return reason('suit-only-dealer');
  if (s.penalty > 0) {
    const n = { n: s.penalty };
    if (s.penaltyAce) return reason('ace-penalty', n);
    if (a.type === 'play' && a.cards.some((c) => rankOf(parseCardCode(c) ?? 0) !== RANK.TWO))
      return reason('two-penalty', n);
    if (a.type === 'pass') return reason('penalty-no-pass', n);
  }
  if (a.type === 'draw') return whyNoDraw(s);
  if (a.type === 'pass') return whyNoPass(s);
  if (a.type === 'play') return whyNoPlay(s, seat, a);
  return reason('not-now');
}

function drawnAll(s: VriState): Why {
  const l = s.options.drawLimit;
  return l === 'until-playable' ? reason('drawn-playable') : reason('drawn-limit', { n: l });
}

function whyNoDraw(s: VriState): Why {
  if (s.drawDone) return drawnAll(s);
  if (s.stock.length === 0) return reason('stock-empty');
  if (lowStock(s)) return reason('stock-low');
  return reason('no-draw');
}

function whyNoPass(s: VriState): Why {
  const l = s.options.drawLimit;
  if (s.options.passAfterAnyDraw) return reason('pass-after-draw');
  return l === 'until-playable' ? reason('pass-after-playable') : reason('pass-after-limit', { n: l });
}

function whyNoPlay(s: VriState, seat: Seat, a: PlayAction): Why {
  const o = s.options;
  const cards = a.cards.map((c) => parseCardCode(c) ?? 0);
  const first = cards[0] as Card;
  const r = rankOf(first);
  const left = (s.hands[seat] as readonly Card[]).length - cards.length;
  const top = topOf(s);
  if (cards.some((c) => rankOf(c) !== r)) return reason('same-rank');
  if (cards.length > 1 && !o.multiple) return reason('one-at-a-time');
  if (r === EIGHT && a.suit === undefined) return reason('eight-names-suit');
  if (r !== EIGHT && a.suit !== undefined) return reason('only-eight-names-suit');
  if (a.call === true && !o.lastCardCall) return reason('no-call-here');
  if (a.call === true && left !== 1) return reason('call-one-left');
  if (isFirstTurn(s, seat) && o.firstTurn !== 'none') {
    if (r === EIGHT) return reason('first-turn-no-eight');
    if (o.firstTurn === 'suit-only') {
      if (cards.length > 1) return reason('first-turn-one-card');
      if (suitOf(first) !== s.suit) return reason('first-turn-suit', { suit: suitCode(s.suit) });
    }
  }
  if (r === EIGHT && !o.eightOnEight && rankOf(top) === EIGHT) return reason('no-eight-on-eight');
  if (left === 0 && r === EIGHT && o.lastEight === 'forbidden') return reason('no-out-on-eight');
  if (left === 0 && r === RANK.ACE && o.lastAce === 'forbidden') return reason('no-out-on-ace');
  // Once drawing is over (the limit drawn, or nothing to draw) the way out is a pass, not a draw.
  if (r !== EIGHT && suitOf(first) !== s.suit && r !== rankOf(top))
    return reason(canDraw(s) ? 'no-match' : 'no-match-pass', {
      card: cardCode(first),
      suit: suitCode(s.suit),
      rank: RANKS[rankOf(top)] ?? '2',
    });
  return reason('not-now');
}
