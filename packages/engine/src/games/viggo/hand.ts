import { byRank } from '../../hand';

/** 4 up to the ace, then 2 and 3 (the highest); the three of clubs, which beats all, apart. */
export const viggoHand = byRank('456789TJQKA23', '3C');
