import type { ErrorCode } from '@kortbord/protocol';
import type { Text } from './lang';

/**
 * What a refusal code means to a player, for every code the server may send. A refused action
 * also carries a reason (the game's words); these are for everything else.
 */
export const ERROR_WORDS = {
  malformed: {
    nb: 'Det trekket forstår ikke spillet.',
    sv: 'Det draget förstår inte spelet.',
    en: 'The game cannot read that move.',
  },
  'bad-deal': {
    nb: 'Utdelingen i spillfila er ikke en hel kortstokk.',
    sv: 'Given i spelfilen är inte en hel kortlek.',
    en: 'The deal in the record is not a full deck.',
  },
  'game-over': { nb: 'Partiet er over.', sv: 'Partiet är slut.', en: 'The match is over.' },
  'not-your-turn': { nb: 'Det er ikke din tur.', sv: 'Det är inte din tur.', en: 'It is not your turn.' },
  illegal: { nb: 'Det er ikke lov nå.', sv: 'Det är inte tillåtet nu.', en: 'That is not allowed now.' },
  'bad-message': {
    nb: 'Serveren forsto ikke meldingen.',
    sv: 'Servern förstod inte meddelandet.',
    en: 'The server could not read the message.',
  },
  'bad-token': {
    nb: 'Plassen din ved dette bordet er ikke lenger gyldig.',
    sv: 'Din plats vid det här bordet gäller inte längre.',
    en: 'Your seat at this table is no longer valid.',
  },
  'bad-invite': {
    nb: 'Denne invitasjonen gir ikke plass ved dette bordet.',
    sv: 'Den här inbjudan ger ingen plats vid det här bordet.',
    en: 'This invite does not open a seat at this table.',
  },
  'rate-limited': {
    nb: 'For mange meldinger på kort tid. Vent litt.',
    sv: 'För många meddelanden på kort tid. Vänta lite.',
    en: 'Too many messages in a short time. Wait a moment.',
  },
  'too-large': {
    nb: 'Meldingen er for stor.',
    sv: 'Meddelandet är för stort.',
    en: 'The message is too large.',
  },
  'too-many-tables': {
    nb: 'Du har så mange åpne bord som du kan ha.',
    sv: 'Du har så många öppna bord som du får ha.',
    en: 'You have as many open tables as you may.',
  },
  'too-many-watchers': {
    nb: 'Bordet, eller denne adressen, har så mange tilskuere som det kan ha.',
    sv: 'Bordet, eller den här adressen, har så många åskådare som det får ha.',
    en: 'The table, or this address, has as many spectators as it may.',
  },
  'bad-name': {
    nb: 'Det navnet kan ikke brukes: det er tomt, ser ut som en bot, eller et annet sete har det.',
    sv: 'Det namnet går inte att använda: det är tomt, ser ut som en bot, eller en annan plats har det.',
    en: 'That name cannot be used: it is empty, reads as a bot’s, or another seat has it.',
  },
  'needs-agreement': {
    nb: 'Notert: partiet avsluttes når alle som sitter ved bordet, har bedt om det.',
    sv: 'Noterat: partiet avslutas när alla som sitter vid bordet har bett om det.',
    en: 'Noted: the match ends once everyone seated has asked to end it.',
  },
  'bad-origin': {
    nb: 'Denne siden får ikke koble til: åpne kortbord fra dets egen adresse.',
    sv: 'Den här sidan får inte ansluta: öppna kortbord från dess egen adress.',
    en: 'This page may not connect: open kortbord from its own address.',
  },
  'not-host': {
    nb: 'Bare verten ved bordet kan gjøre det.',
    sv: 'Bara värden vid bordet kan göra det.',
    en: 'Only the table’s host can do that.',
  },
  'chat-refused': {
    nb: 'Meldingen ble ikke sendt: den er tom, for lang, eller du skriver for fort.',
    sv: 'Meddelandet skickades inte: det är tomt, för långt, eller så skriver du för fort.',
    en: 'The message was not sent: it is empty, too long, or you are writing too fast.',
  },
  'hints-off': {
    nb: 'Tips er slått av ved dette bordet.',
    sv: 'Tips är avstängt vid det här bordet.',
    en: 'Hints are off at this table.',
  },
  'too-many-hints': {
    nb: 'Ikke flere tips akkurat nå: vent litt, eller spill videre selv.',
    sv: 'Inga fler tips just nu: vänta lite, eller spela vidare själv.',
    en: 'No more hints just now: wait a moment, or play on yourself.',
  },
  'stale-version': {
    nb: 'Bordet har endret seg i mellomtiden. Prøv igjen.',
    sv: 'Bordet har ändrats under tiden. Försök igen.',
    en: 'The table changed in the meantime. Try again.',
  },
  'not-found': { nb: 'Fant ikke bordet.', sv: 'Hittade inte bordet.', en: 'There is no such table.' },
  'daily-refused': {
    nb: 'Dagens giv tillater ikke det.',
    sv: 'Dagens giv tillåter inte det.',
    en: "Today's deal does not allow that.",
  },
  'deadline-ahead': {
    nb: 'Fristen har ikke gått ut ennå.',
    sv: 'Tidsfristen har inte gått ut än.',
    en: 'The deadline has not passed yet.',
  },
  'not-seated': {
    nb: 'Du har ingen plass ved dette bordet.',
    sv: 'Du har ingen plats vid det här bordet.',
    en: 'You have no seat at this table.',
  },
  'seat-taken': {
    nb: 'Den plassen er ikke ledig.',
    sv: 'Den platsen är inte ledig.',
    en: 'That seat is not open.',
  },
  'table-full': {
    nb: 'Alle plassene ved bordet er tatt.',
    sv: 'Alla platser vid bordet är tagna.',
    en: 'Every seat at this table is taken.',
  },
  'not-started': {
    nb: 'Partiet har ikke begynt: bordet venter på spillere.',
    sv: 'Partiet har inte börjat: bordet väntar på spelare.',
    en: 'The match has not started: the table waits for players.',
  },
  'not-over': {
    nb: 'Spillfila og frøet gis ut når partiet er over.',
    sv: 'Spelfilen och fröet lämnas ut när partiet är slut.',
    en: 'The record and the seed are given out when the match has ended.',
  },
  'round-not-over': {
    nb: 'Neste runde gis først når denne er over.',
    sv: 'Nästa runda delas först när den här är slut.',
    en: 'The next round is dealt only when this one has ended.',
  },
  'bad-options': {
    nb: 'Bordinnstillingene ble ikke godtatt.',
    sv: 'Bordsinställningarna godtogs inte.',
    en: 'The table settings were refused.',
  },
  'too-many-connections': {
    nb: 'Denne adressen har så mange tilkoblinger åpne som den kan ha. Lukk en fane, eller vent litt.',
    sv: 'Den här adressen har så många anslutningar öppna som den får ha. Stäng en flik, eller vänta lite.',
    en: 'This address has as many connections open as it may. Close a tab, or wait a moment.',
  },
  'seat-elsewhere': {
    nb: 'Plassen din ble åpnet på en annen fane eller enhet, så denne følger ikke lenger bordet. Last inn siden for å ta den tilbake.',
    sv: 'Din plats öppnades i en annan flik eller enhet, så den här följer inte längre bordet. Ladda om sidan för att ta tillbaka den.',
    en: 'Your seat was opened in another tab or device, so this one no longer follows the table. Reload the page to take it back.',
  },
  'shutting-down': {
    nb: 'Serveren starter på nytt. Kobler til igjen om et øyeblikk …',
    sv: 'Servern startar om. Ansluter igen om ett ögonblick …',
    en: 'The server is restarting. Reconnecting in a moment …',
  },
  'not-signed-in': {
    nb: 'Du er ikke logget inn på denne enheten.',
    sv: 'Du är inte inloggad på den här enheten.',
    en: 'You are not signed in on this device.',
  },
  'sign-in-refused': {
    nb: 'Innloggingen ble avvist.',
    sv: 'Inloggningen nekades.',
    en: 'The sign-in was refused.',
  },
  internal: {
    nb: 'Noe gikk galt på serveren; ingenting ble endret.',
    sv: 'Något gick fel på servern; inget ändrades.',
    en: 'The server failed; nothing was changed.',
  },
  network: {
    nb: 'Fikk ikke kontakt med serveren.',
    sv: 'Fick ingen kontakt med servern.',
    en: 'Could not reach the server.',
  },
} as const satisfies Record<ErrorCode | 'network', Text>;
export type ErrorKey = keyof typeof ERROR_WORDS;

export const isErrorKey = (code: string): code is ErrorKey =>
  Object.prototype.hasOwnProperty.call(ERROR_WORDS, code);
