/**
 * Every game's id, the one list: the engine's registry, the wire's schemas and every
 * `Record<GameId, …>` follow it, so a sixth game is added here once and the compiler names every
 * place that must learn it.
 */
export const GAME_IDS = ['viggo', 'president', 'vri-atter', 'idiot', 'tuffa-viktor', 'hjerterfri'] as const;
export type GameId = (typeof GAME_IDS)[number];
