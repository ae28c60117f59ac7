import { bySuit } from '../../hand';

/** By suit, low to high within each: a trick-taker holds a hand to see what it can follow with. */
export const hjerterfriHand = bySuit('23456789TJQKA');
