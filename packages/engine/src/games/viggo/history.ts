/**
 * Viggo's public history of play (play-history.ts): plays, passes, clears (everyone else passed: the
 * table's last player leads) and who went out. The draft is not in it: whether each drafter kept or
 * rejected is in the view's `seenCount`, the cards are secret.
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
