import type { Text } from '@kortbord/engine';

/**
 * The table page's help for a new player (issue 39): the fair shuffle behind its lock, the chat's
 * length limit, a missing table, the offline table's leave and new game, and the keyboard's way to
 * the cards. Part of TABLE_WORDS (table.ts spreads them in).
 */
export const TABLE_HELP_WORDS = {
  // The fair shuffle, folded behind a small lock
  fairShuffle: { nb: 'Rettferdig stokking', sv: 'Rättvis blandning', en: 'Fair shuffle' },
  fairShuffleWhat: {
    nb: 'Kortene ble stokket før første kort ble delt ut, og et fingeravtrykk av stokkingen står her; når partiet er over, vises frøet den ble laget av, så alle kan se at ingen har byttet kort underveis.',
    sv: 'Korten blandades innan första kortet delades ut, och ett fingeravtryck av blandningen står här; när partiet är slut visas fröet den gjordes av, så alla kan se att ingen har bytt kort under tiden.',
    en: 'The cards were shuffled before the first card was dealt, and a fingerprint of that shuffle is shown here; when the match ends, the seed it was made from is shown, so anyone can see that no card was swapped along the way.',
  },
  fairShuffleCheck: {
    nb: 'Slik sjekker du: last ned partiet når det er over og spill det av med «kortbord replay», eller åpne «Se gjennom partiet».',
    sv: 'Så kontrollerar du: ladda ner partiet när det är slut och spela upp det med «kortbord replay», eller öppna «Gå igenom partiet».',
    en: 'To check: download the match once it is over and play it back with “kortbord replay”, or open “Review the game”.',
  },
  fairFingerprint: { nb: 'Fingeravtrykk: {hash}', sv: 'Fingeravtryck: {hash}', en: 'Fingerprint: {hash}' },
  fairSeedLater: {
    nb: 'Frøet vises når partiet er over.',
    sv: 'Fröet visas när partiet är slut.',
    en: 'The seed is shown when the match is over.',
  },
  // The chat's length limit (the server's CHAT_LIMITS.maxChars)
  chatLeft: { nb: '{n} tegn igjen', sv: '{n} tecken kvar', en: '{n} characters left' },
  chatFull: {
    nb: 'Meldingen er full: den kan ha {n} tegn.',
    sv: 'Meddelandet är fullt: det får ha {n} tecken.',
    en: 'The message is full: it can have {n} characters.',
  },
  // A table the server does not have
  tableMissing: {
    nb: 'Dette bordet finnes ikke',
    sv: 'Det här bordet finns inte',
    en: 'This table does not exist',
  },
  tableMissingWhy: {
    nb: 'Kanskje er adressen feil, eller så er spillet over og bordet ryddet bort.',
    sv: 'Kanske är adressen fel, eller så är spelet slut och bordet bortplockat.',
    en: 'The address may be wrong, or the game is over and the table has been cleared away.',
  },
  toFrontPage: { nb: 'Til forsiden', sv: 'Till startsidan', en: 'To the front page' },
  // The offline table (against bots in the browser)
  offlineLeave: { nb: 'Forlat spillet', sv: 'Lämna spelet', en: 'Leave the game' },
  offlineLeaveAsk: {
    nb: 'Gå fra spillet før det er ferdig?',
    sv: 'Gå från spelet innan det är klart?',
    en: 'Leave the game before it is finished?',
  },
  offlineLeaveYes: { nb: 'Ja, til forsiden', sv: 'Ja, till startsidan', en: 'Yes, to the front page' },
  offlineNew: { nb: 'Nytt spill', sv: 'Nytt spel', en: 'New game' },
  offlineNewAsk: {
    nb: 'Begynne på nytt med nye kort? Dette spillet er ikke ferdig og blir borte.',
    sv: 'Börja om med nya kort? Det här spelet är inte klart och försvinner.',
    en: 'Start again with new cards? This game is not finished and will be lost.',
  },
  offlineNewYes: { nb: 'Ja, nytt spill', sv: 'Ja, nytt spel', en: 'Yes, new game' },
  offlineKeepPlaying: { nb: 'Spill videre', sv: 'Spela vidare', en: 'Keep playing' },
  // Headings and the keyboard's way in
  tableHeading: { nb: '{game}, bord {id}', sv: '{game}, bord {id}', en: '{game}, table {id}' },
  tableHeadingOffline: { nb: '{game} mot roboter', sv: '{game} mot robotar', en: '{game} against bots' },
  skipToCards: { nb: 'Til kortene dine', sv: 'Till dina kort', en: 'To your cards' },
} satisfies Record<string, Text>;
