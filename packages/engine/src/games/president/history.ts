/**
 * President's public history of play (play-history.ts): plays ("2 7C call": with the last-card
 * call), passes, clears (burned, 3C, everyone passed or a seat went out) and who went out. The
 * exchange is not in it: the view's `exchange` already says who gave whom how many (and the cards to
 * the two seats concerned).
 */
export {
  historyLines,
  passFacts,
  readHistory,
  readOnce,
  saidClear,
  saidOut,
  saidPass,
  saidPlay,
  type PassFact,
  type Said,
} from '../../play-history';
