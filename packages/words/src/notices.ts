import { GAME_WORDS, isLang, say, type Lang, type Params, type Text } from '@kortbord/engine';

/**
 * The words of notifications (issue 34), by push and by e-mail: no card and no secret, only what
 * happened and where; and the pages an e-mail's links open (confirm the address, unsubscribe).
 */
export const NOTICE_WORDS = {
  noticeYourTurn: { nb: 'Din tur i {game}', sv: 'Din tur i {game}', en: 'Your turn in {game}' },
  noticeReminder: {
    nb: 'Fristen nærmer seg: din tur i {game}',
    sv: 'Tiden går snart ut: din tur i {game}',
    en: 'Time is running out: your turn in {game}',
  },
  noticeInvited: {
    nb: 'Du er invitert til {game}',
    sv: 'Du är inbjuden till {game}',
    en: 'You are invited to {game}',
  },
  noticeEnded: {
    nb: 'Kampen i {game} er ferdig',
    sv: 'Matchen i {game} är slut',
    en: 'The match of {game} is over',
  },
  noticeChat: {
    nb: '{name} nevnte deg i {game}',
    sv: '{name} nämnde dig i {game}',
    en: '{name} mentioned you in {game}',
  },
  noticeWithGroup: { nb: '{what} – {group}', sv: '{what} – {group}', en: '{what} – {group}' },
  mailOpen: { nb: 'Åpne bordet', sv: 'Öppna bordet', en: 'Open the table' },
  mailWhy: {
    nb: 'Du får denne e-posten fordi du ba kortbord si fra.',
    sv: 'Du får det här mejlet eftersom du bad kortbord säga till.',
    en: 'You get this e-mail because you asked kortbord to tell you.',
  },
  mailStopTable: {
    nb: 'Ingen flere e-poster om dette bordet',
    sv: 'Inga fler mejl om det här bordet',
    en: 'No more e-mail about this table',
  },
  mailStopAll: {
    nb: 'Ingen flere e-poster fra kortbord',
    sv: 'Inga fler mejl från kortbord',
    en: 'No more e-mail from kortbord',
  },
  mailConfirmSubject: {
    nb: 'Bekreft e-postadressen din hos kortbord',
    sv: 'Bekräfta din e-postadress hos kortbord',
    en: 'Confirm your e-mail address at kortbord',
  },
  mailConfirmBody: {
    nb: 'Åpne lenken for å få beskjeder fra kortbord på e-post. Var det ikke deg, kan du se bort fra denne e-posten.',
    sv: 'Öppna länken för att få meddelanden från kortbord via mejl. Var det inte du kan du bortse från mejlet.',
    en: 'Open the link to get messages from kortbord by e-mail. If it was not you, ignore this e-mail.',
  },
  mailConfirmLink: { nb: 'Bekreft adressen', sv: 'Bekräfta adressen', en: 'Confirm the address' },
  pageStopTableAsk: {
    nb: 'Slutte å få e-post om dette bordet?',
    sv: 'Sluta få mejl om det här bordet?',
    en: 'Stop e-mail about this table?',
  },
  pageStopAllAsk: {
    nb: 'Slutte å få e-post fra kortbord?',
    sv: 'Sluta få mejl från kortbord?',
    en: 'Stop all e-mail from kortbord?',
  },
  pageStopYes: { nb: 'Ja, slutt', sv: 'Ja, sluta', en: 'Yes, stop' },
  pageStoppedTable: {
    nb: 'Du får ikke flere e-poster om dette bordet.',
    sv: 'Du får inga fler mejl om det här bordet.',
    en: 'You will get no more e-mail about this table.',
  },
  pageStoppedAll: {
    nb: 'Du får ingen flere e-poster fra kortbord.',
    sv: 'Du får inga fler mejl från kortbord.',
    en: 'You will get no more e-mail from kortbord.',
  },
  pageConfirmAsk: {
    nb: 'Få beskjeder fra kortbord på {email}?',
    sv: 'Få meddelanden från kortbord till {email}?',
    en: 'Get messages from kortbord at {email}?',
  },
  pageConfirmYes: { nb: 'Ja, bekreft', sv: 'Ja, bekräfta', en: 'Yes, confirm' },
  pageConfirmed: {
    nb: 'Adressen er bekreftet. Beskjedene kommer også på e-post.',
    sv: 'Adressen är bekräftad. Meddelandena kommer också via mejl.',
    en: 'The address is confirmed. Messages come by e-mail too.',
  },
  pageLinkBad: {
    nb: 'Denne lenken gjelder ikke (lenger).',
    sv: 'Den här länken gäller inte (längre).',
    en: 'This link is not (or no longer) valid.',
  },
} as const satisfies Record<string, Text>;

/** What a notice is about (the outbox's kinds). */
export type NoticeAbout = 'turn' | 'reminder' | 'invited' | 'ended' | 'chat';

const ABOUT: Readonly<Record<NoticeAbout, Text>> = {
  turn: NOTICE_WORDS.noticeYourTurn,
  reminder: NOTICE_WORDS.noticeReminder,
  invited: NOTICE_WORDS.noticeInvited,
  ended: NOTICE_WORDS.noticeEnded,
  chat: NOTICE_WORDS.noticeChat,
};

const langOr = (lang: string): Lang => (isLang(lang) ? lang : 'nb');

/** A game's name in `lang` (its id when unknown). */
function gameText(l: Lang, game: string): string {
  const words = (GAME_WORDS as Readonly<Record<string, { readonly name: Text } | undefined>>)[game];
  return words ? say(words.name, l) : game;
}

/**
 * A notice's line in `lang` (nb for an unknown language): "Din tur i Vri åtter – Familien Berg".
 * `name`: who wrote the chat line that named the player.
 */
export function noticeText(
  about: NoticeAbout,
  lang: string,
  game: string,
  group: string | null,
  name = '',
): string {
  const l = langOr(lang);
  const what = say(ABOUT[about], l, { game: gameText(l, game), name });
  return group ? say(NOTICE_WORDS.noticeWithGroup, l, { what, group }) : what;
}

/** "Din tur i Vri åtter – Familien Berg" in `lang`. */
export const yourTurnText = (lang: string, game: string, group: string | null): string =>
  noticeText('turn', lang, game, group);

/** One of NOTICE_WORDS in `lang` (nb for an unknown language). */
export const noticeWord = (key: keyof typeof NOTICE_WORDS, lang: string, params: Params = {}): string =>
  say(NOTICE_WORDS[key], langOr(lang), params);
