import { byRank } from '../../hand';

/** 3 up to the ace, then the 2 (the highest); the three of clubs, which opens, apart. */
export const presidentHand = byRank('3456789TJQKA2', '3C');
