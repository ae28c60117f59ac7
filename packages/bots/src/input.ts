import { isRoundOver, type Action, type Match, type Seat } from '@kortbord/engine';
import type { BotInput } from './bot';
import { actor } from './ismcts';

/**
 * What a seat's bot is given: the seat's own view, its legal actions and the public match context.
 * This is the one place a match (and so its state) meets the bots; nothing of the state passes.
 */
export function botInput(m: Match, seat: Seat, legal?: readonly Action[]): BotInput {
  return {
    game: m.game.id,
    seat,
    options: m.options,
    view: m.game.view(m.state, seat),
    legal: legal ?? (m.game.legalActions(m.state, seat) as Action[]),
    match: { players: m.players, round: m.round, dealer: m.dealer, scores: m.scores },
  };
}

/**
 * The seat a driver asks next, with its legal actions: a seat that may act out of turn (a knock) first,
 * then the seats in toAct in order. Null when nobody can act (between rounds, or while chance is due).
 */
export const nextToAsk = (m: Match): { seat: Seat; legal: Action[] } | null =>
  m.over || isRoundOver(m) ? null : actor(m.game, m.state, m.players);
