/**
 * Tuffa Viktor (Swedish): collect glasses in groups, secure them with Tuffa Viktor, steal them with
 * Vivan, fight over them with Smockan and Arrestering. Rules: docs/rules/tuffa-viktor.md; rulings: NOTES.md.
 */
import { why } from './reasons';
import type { Game } from '../../game';
import { actionKey, parseAction, type TuffaAction } from './actions';
import { apply, chance, type Take } from './apply';
import { dealToJson, parseDeal, randomDeal, setup, type Deal } from './deal';
import { determinize } from './determinize';
import { TUFFA_SETUP, type TuffaOptions } from './options';
import { cards, matchOver, roundResult } from './result';
import { explain, legalActions } from './rules';
import { toAct, type State } from './state';
import { fullView, view, type TuffaView } from './view';
import { events } from './events';

export type { TuffaAction, TuffaOptions, TuffaView, State as TuffaState };

export const tuffaViktor: Game<State, TuffaAction, TuffaOptions, Deal, Take, TuffaView> = {
  ...TUFFA_SETUP,
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
  chance,
  events,
  roundResult,
  matchOver,
  ranking: () => 'most',
  view,
  why,
  fullView,
  determinize,
  cards,
};
