import { bySuit } from '../../hand';

/** By suit (what must be followed), ace high; the eights, which go on anything, together apart. */
export const vriHand = bySuit('23456789TJQKA', '8');
