import type { AnyGame } from '../../game';

// Placeholder until the game is written: replaced by the game's own module.
export const viggo = { id: 'viggo' } as unknown as AnyGame;
