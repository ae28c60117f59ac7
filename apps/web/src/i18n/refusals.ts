import type { GameId } from '@kortbord/engine';
import type { Refusal } from './errors';
import type { Lang } from './strings';

/**
 * A refusal in words, with its words loaded when the first one comes: every game's, table's and
 * service's refusals are more words than the front page's scripts can carry (issue 36). The chunk is
 * the one the other pages read them from (errors.ts), and the service worker keeps it.
 */
export const errorTextSoon = (
  e: Pick<Refusal, 'code' | 'reason'>,
  lang: Lang,
  game: GameId | null = null,
): Promise<string> => import('./errors').then((m) => m.errorText(e, lang, game));

/** thrownText (errors.ts), its words loaded when first needed. */
export const thrownTextSoon = (e: unknown, lang: Lang): Promise<string> =>
  import('./errors').then((m) => m.thrownText(e, lang));
