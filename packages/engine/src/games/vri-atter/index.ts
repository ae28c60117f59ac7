import { why } from './reasons';
import { cardCodes } from '../../cards';
import type { Game } from '../../game';
import { apply } from './apply';
import { restockRules, type Restock } from './chance';
import { dealToJson, parseDeal, randomDeal, setup, type VriDeal } from './deal';
import { determinize } from './determinize';
import { explain } from './explain';
import { actionKey, legalActions, type VriAction } from './moves';
import { VRI_SETUP, type VriOptions } from './options';
import { parseAction } from './parse';
import { matchOver, roundResult } from './result';
import type { VriState } from './state';
import { fullView, toAct, view, type VriView } from './view';
import { events } from './events';

export type { VriAction, VriOptions, VriState, VriView, VriDeal, Restock };

export const vriAtter: Game<VriState, VriAction, VriOptions, VriDeal, Restock, VriView> = {
  ...VRI_SETUP,
  parseDeal,
  randomDeal,
  dealToJson,
  setup,
  toAct,
  legalActions,
  outOfTurn: (a) => a.type === 'knock',
  parseAction,
  actionKey,
  explain,
  apply,
  chance: restockRules,
  events,
  roundResult,
  matchOver,
  ranking: (o) => (o.scoring ? 'fewest' : 'placings'),
  view,
  why,
  fullView,
  determinize,
  cards: (s) => cardCodes([...s.hands.flat(), ...s.stock, ...s.discard]),
};
