import type { AnyGame } from '../../game';

// Placeholder until the game is written: replaced by the game's own module.
export const tuffaViktor = { id: 'tuffa-viktor' } as unknown as AnyGame;
