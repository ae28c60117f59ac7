import type { GameId } from './game';
import type { AnySelectionRules, Asked, Selection } from './selection';
import { hjerterfriSelection } from './games/hjerterfri/selection';
import { idiotSelection } from './games/idiot/selection';
import { presidentSelection } from './games/president/selection';
import { tuffaSelection } from './games/tuffa-viktor/selection';
import { viggoSelection } from './games/viggo/selection';
import { vriSelection } from './games/vri-atter/selection';

export type { Asked, Selection } from './selection';

/** Every game's way of picking its moves, from its own folder (a game without one fails the build). */
export const SELECTIONS: Readonly<Record<GameId, AnySelectionRules>> = {
  viggo: viggoSelection,
  president: presidentSelection,
  'vri-atter': vriSelection,
  idiot: idiotSelection,
  'tuffa-viktor': tuffaSelection,
  hjerterfri: hjerterfriSelection,
};

/** The action a selection asks for in `game` (its refusal reason says why a selection is no move). */
export const selectionAsks = (game: GameId, sel: Selection): Asked => SELECTIONS[game].asks(sel);

/**
 * One table over every game's kinds of action, as the page reads a legal action without its game:
 * a kind's card field (and figure card), from whichever games say it. A kind that takes its cards
 * from different fields in two games would be a bug, caught when the module loads.
 */
function union(part: 'cards' | 'spends'): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [game, rules] of Object.entries(SELECTIONS))
    for (const [type, pick] of Object.entries(rules.picks)) {
      const v = pick[part];
      if (v === undefined) continue;
      if (out[type] !== undefined && out[type] !== v)
        throw new Error(`"${type}" ${part} "${out[type]}" elsewhere and "${v}" in ${game}`);
      out[type] = v;
    }
  return out;
}

/** Per kind of action, the field holding the cards the player selects from their own. */
export const CARD_FIELDS: Readonly<Record<string, string>> = union('cards');
/** Per kind of action, the figure card it spends without naming it. */
export const SPENDS: Readonly<Record<string, string>> = union('spends');
