import { why } from './reasons';
import { NOBODY, onlySeat } from '../../acting';
import { cardCodes } from '../../cards';
import type { Game } from '../../game';
import { actionKey, explain, legalActions, parseAction } from './moves';
import { apply, matchOver, roundResult } from './apply';
import { dealToJson, parseDeal, randomDeal, setup, type ViggoDeal } from './deal';
import { determinize } from './determinize';
import { VIGGO_SETUP, type ViggoOptions } from './options';
import type { ViggoAction, ViggoState } from './state';
import { fullView, view, type ViggoView } from './view';
import { events } from './events';

/** Viggo: shed your cards in singles, sets and five-card sequences; 3 is high and 3C beats all. */
export const viggo: Game<ViggoState, ViggoAction, ViggoOptions, ViggoDeal, never, ViggoView> = {
  ...VIGGO_SETUP,
  parseDeal,
  randomDeal,
  dealToJson,
  setup,
  toAct: (s) => (s.phase === 'round-over' ? NOBODY : onlySeat(s.turn)),
  legalActions,
  parseAction,
  actionKey,
  explain,
  apply,
  events,
  roundResult,
  matchOver: (scores, _rounds, options) => matchOver(scores, options.targetScore),
  ranking: () => 'fewest',
  view,
  why,
  fullView,
  determinize,
  cards: (s) =>
    cardCodes([...s.hands.flat(), ...(s.table ?? []), ...s.played, ...s.aside, ...s.stock, ...s.discards]),
};

export type { ViggoAction, ViggoState } from './state';
export type { ViggoOptions } from './options';
export type { ViggoView } from './view';
