import type { GameId } from '@kortbord/engine';

/**
 * What a game's table does besides its middle, its seats' zones and its banner (parts.tsx), one line
 * per game: a game without its line fails the build instead of silently doing what another does.
 */
export interface TableTraits {
  /** Each round's titles (president, vice-president, vice-boms, boms) stand in the scoreboard. */
  readonly roundRoles: boolean;
  /** The seated players may end the match together: the game has no end of its own. */
  readonly endByAgreement: boolean;
  /** The seat's face-up table cards are picked and played like its hand. */
  readonly faceUpPlayed: boolean;
}

export const TABLE_TRAITS: Readonly<Record<GameId, TableTraits>> = {
  viggo: { roundRoles: false, endByAgreement: false, faceUpPlayed: false },
  president: { roundRoles: true, endByAgreement: true, faceUpPlayed: false },
  'vri-atter': { roundRoles: false, endByAgreement: false, faceUpPlayed: false },
  idiot: { roundRoles: false, endByAgreement: false, faceUpPlayed: true },
  'tuffa-viktor': { roundRoles: false, endByAgreement: false, faceUpPlayed: false },
  hjerterfri: { roundRoles: false, endByAgreement: false, faceUpPlayed: false },
};
