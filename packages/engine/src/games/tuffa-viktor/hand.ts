import { glassesThenFigures } from '../../hand';

/** Glasses by value, then the figure cards. */
export const tuffaHand = glassesThenFigures;
