import type { AnyGame } from '../../game';

// Placeholder until the game is written: replaced by the game's own module.
export const president = { id: 'president' } as unknown as AnyGame;
