import {
  ERROR_WORDS,
  isErrorKey,
  sayReason,
  type GameId,
  type Lang,
  type Reason,
  type SeatNamer,
} from '@kortbord/engine';

/** A refusal as the server or the engine gives it: a code, an English sentence, maybe a reason. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly reason?: Reason | undefined;
}

/**
 * A refusal in the player's language: the game's reason when there is one, else the words for its
 * code. The English `message` is never shown, so no sentence in another language reaches the page.
 */
export function errorText(
  e: Pick<Refusal, 'code' | 'reason'>,
  lang: Lang,
  game: GameId | null = null,
  seatName?: SeatNamer,
): string {
  if (e.reason) return sayReason(game, e.reason, lang, seatName);
  return (isErrorKey(e.code) ? ERROR_WORDS[e.code] : ERROR_WORDS.internal)[lang];
}

/** Anything thrown by the API helpers or the engine, in words. */
export const thrownText = (e: unknown, lang: Lang): string =>
  errorText(
    typeof e === 'object' && e !== null && typeof (e as Refusal).code === 'string'
      ? (e as Refusal)
      : { code: 'internal', message: String(e) },
    lang,
  );
