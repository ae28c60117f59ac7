/**
 * Tuffa Viktor (Swedish): collect glasses in groups, secure them with Tuffa Viktor, steal them with
 * Vivan, fight over them with Smockan and Arrestering. Rules: docs/rules/tuffa-viktor.md; rulings: NOTES.md.
 */
import type { Game } from '../../game';
import { actionKey, parseAction, type TuffaAction } from './actions';
import { apply, chance, type Take } from './apply';
import { dealToJson, parseDeal, randomDeal, setup, type Deal } from './deal';
import { determinize } from './determinize';
import { checkOptions, MAX_PLAYERS, MIN_PLAYERS, options, presets, type TuffaOptions } from './options';
import { cards, matchOver, roundResult } from './result';
import { explain, legalActions } from './rules';
import { toAct, type State } from './state';
import { fullView, view, type TuffaView } from './view';
import { TUFFA_WORDS } from './words';
import { events } from './events';

export type { TuffaAction, TuffaOptions, TuffaView, State as TuffaState };

export const tuffaViktor: Game<State, TuffaAction, TuffaOptions, Deal, Take, TuffaView> = {
  id: 'tuffa-viktor',
  name: TUFFA_WORDS.name,
  minPlayers: MIN_PLAYERS,
  maxPlayers: () => MAX_PLAYERS,
  options,
  presets,
  checkOptions,
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
  fullView,
  determinize,
  cards,
};
