import { why } from './reasons';
import type { Game, RoundResult } from '../../game';
import { actionKey, parseAction, type IdiotAction } from './actions';
import { apply } from './apply';
import { dealToJson, parseDeal, randomDeal, setup, type IdiotDeal } from './deal';
import { determinize } from './determinize';
import { explain } from './explain';
import { legalActions, toAct } from './moves';
import { IDIOT_SETUP, type IdiotOptions } from './options';
import type { IdiotState } from './state';
import { cards, fullView, view, type IdiotView } from './view';
import { events } from './events';

/** Idiot is one round; nobody keeps score, so every total stays zero. */
function roundResult(s: IdiotState): RoundResult | null {
  if (s.phase !== 'round-over') return null;
  return { placings: s.placings, points: new Array<number>(s.players).fill(0) };
}

export const idiot: Game<IdiotState, IdiotAction, IdiotOptions, IdiotDeal, never, IdiotView> = {
  ...IDIOT_SETUP,
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
  roundResult,
  matchOver: (_scores, rounds) => rounds >= 1,
  ranking: () => 'placings',
  // The one left holding cards is the idiot; nobody else gets a title.
  titles: (placings) => placings.map((_, seat) => (seat === placings[placings.length - 1] ? 'idiot' : null)),
  view,
  why,
  fullView,
  determinize,
  cards,
};
