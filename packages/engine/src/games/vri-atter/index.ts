import type { AnyGame } from '../../game';

// Placeholder until the game is written: replaced by the game's own module.
export const vriAtter = { id: 'vri-atter' } as unknown as AnyGame;
