import { why } from './reasons';
import type { Game } from '../../game';
import { apply } from './apply';
import { dealToJson, parseDeal, randomDeal, setup } from './deal';
import { determinize } from './determinize';
import { actionKey, explain, legalActions, parseAction, toAct } from './moves';
import { PRESIDENT_SETUP, type PresidentOptions } from './options';
import { rolesFrom, roundResult } from './roles';
import type { PresidentAction, PresidentDeal, PresidentState } from './state';
import { cards, fullView, view, type PresidentView } from './view';
import { dealt, events } from './events';

export type { PresidentOptions } from './options';
export type { PresidentAction, PresidentDeal, PresidentState, Role } from './state';
export type { PresidentView } from './view';

/** President (Boms): shed your cards in groups; first out is president, last is boms. */
export const president: Game<
  PresidentState,
  PresidentAction,
  PresidentOptions,
  PresidentDeal,
  never,
  PresidentView
> = {
  ...PRESIDENT_SETUP,
  parseDeal,
  randomDeal,
  dealToJson,
  setup,
  toAct,
  legalActions,
  parseAction,
  actionKey,
  explain,
  apply,
  events,
  dealt,
  roundResult,
  // President has no natural end: the table plays rounds until it stops.
  matchOver: () => false,
  ranking: () => 'placings',
  titles: (placings) => rolesFrom(placings).map((r) => (r === 'neutral' ? null : r)),
  view,
  why,
  fullView,
  determinize,
  cards,
};
