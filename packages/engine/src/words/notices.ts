import { GAME_WORDS } from './catalogue';
import { isLang, say, type Lang, type Text } from './lang';

/** The words of notifications (issue 34): no card and no secret, only whose turn it is and where. */
export const NOTICE_WORDS = {
  noticeYourTurn: { nb: 'Din tur i {game}', sv: 'Din tur i {game}', en: 'Your turn in {game}' },
  noticeYourTurnGroup: {
    nb: 'Din tur i {game} – {group}',
    sv: 'Din tur i {game} – {group}',
    en: 'Your turn in {game} – {group}',
  },
} as const satisfies Record<string, Text>;

/** "Din tur i Vri åtter – Familien Berg" in `lang` (the game's id when unknown; nb for an unknown language). */
export function yourTurnText(lang: string, game: string, group: string | null): string {
  const l: Lang = isLang(lang) ? lang : 'nb';
  const words = (GAME_WORDS as Readonly<Record<string, { readonly name: Text } | undefined>>)[game];
  const name = words ? say(words.name, l) : game;
  return group
    ? say(NOTICE_WORDS.noticeYourTurnGroup, l, { game: name, group })
    : say(NOTICE_WORDS.noticeYourTurn, l, { game: name });
}
