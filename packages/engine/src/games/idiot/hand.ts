import { byRank } from '../../hand';

/** 3 up to the ace, then the magic cards: the 2 (starts over) and the 10 (burns the pile). */
export const idiotHand = byRank('3456789JQKA2T');
