import type { Game, RoundResult } from '../../game';
import { actionKey, parseAction, type HjerterfriAction } from './actions';
import { apply } from './apply';
import { dealToJson, parseDeal, randomDeal, setup, type HjerterfriDeal } from './deal';
import { determinize } from './determinize';
import { events } from './events';
import { explain } from './explain';
import { legalActions, toAct } from './moves';
import { HJERTERFRI_SETUP, type HjerterfriOptions } from './options';
import { why } from './reasons';
import { placingsOf, roundPoints } from './rules';
import type { HjerterfriState } from './state';
import { cards, fullView, view, type HjerterfriView } from './view';

/** The round's points (RULES.md: hearts 1, QS 13, JD −10 as an option, the moon rule) and its order. */
function roundResult(s: HjerterfriState): RoundResult | null {
  if (s.phase !== 'round-over') return null;
  return { placings: placingsOf(s.taken, s.options), points: roundPoints(s.taken, s.options) };
}

export const hjerterfri: Game<
  HjerterfriState,
  HjerterfriAction,
  HjerterfriOptions,
  HjerterfriDeal,
  never,
  HjerterfriView
> = {
  ...HJERTERFRI_SETUP,
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
  // RULES.md: over at the end of a round in which a seat reaches the target.
  matchOver: (scores, _rounds, o) => scores.some((p) => p >= o.targetScore),
  ranking: () => 'fewest',
  view,
  why,
  fullView,
  determinize,
  cards,
};
