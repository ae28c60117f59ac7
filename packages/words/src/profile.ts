import type { Text } from '@kortbord/engine';

/**
 * The words of being someone (issue 33): making a profile from the name, my tables, signing in on
 * another device (a passkey or a one-time code), the devices, and your data. Part of TABLE_WORDS.
 */
export const PROFILE_WORDS = {
  profileMake: { nb: 'Gjør navnet til mitt', sv: 'Gör namnet till mitt', en: 'Make this name mine' },
  profileMakeHelp: {
    nb: 'Da finner du bordene dine igjen på alle enhetene dine. Ingen e-post, ikke noe passord.',
    sv: 'Då hittar du dina bord igen på alla dina enheter. Ingen e-post, inget lösenord.',
    en: 'Then you find your tables again on all your devices. No e-mail, no password.',
  },
  profileYouAre: { nb: 'Du er {name}', sv: 'Du är {name}', en: 'You are {name}' },
  profileMade: {
    nb: 'Navnet er ditt. Plassene fra denne nettleseren følger med.',
    sv: 'Namnet är ditt. Platserna från den här webbläsaren följer med.',
    en: 'The name is yours. The seats of this browser came along.',
  },
  myTables: { nb: 'Mine bord', sv: 'Mina bord', en: 'My tables' },
  notifyTitle: { nb: 'Beskjeder', sv: 'Meddelanden', en: 'Messages' },
  notifyHelp: {
    nb: 'Få beskjed når det er din tur ved et langsomt bord, også når siden er lukket.',
    sv: 'Få besked när det är din tur vid ett långsamt bord, även när sidan är stängd.',
    en: 'Be told when it is your turn at a slow table, also with the page closed.',
  },
  notifyDeviceOn: {
    nb: 'Varsler på denne enheten',
    sv: 'Aviseringar på den här enheten',
    en: 'Notifications on this device',
  },
  notifyDeviceOff: {
    nb: 'Slå av varsler på denne enheten',
    sv: 'Stäng av aviseringar på den här enheten',
    en: 'Turn off notifications on this device',
  },
  notifyDeviceIsOn: {
    nb: 'Denne enheten får varsler.',
    sv: 'Den här enheten får aviseringar.',
    en: 'This device gets notifications.',
  },
  notifyDenied: {
    nb: 'Nettleseren har sperret varsler for denne siden. Det kan endres i nettleserens innstillinger.',
    sv: 'Webbläsaren har blockerat aviseringar för den här sidan. Det kan ändras i webbläsarens inställningar.',
    en: 'The browser blocks notifications for this site. That can be changed in its settings.',
  },
  notifyUnsupported: {
    nb: 'Denne nettleseren kan ikke vise varsler herfra.',
    sv: 'Den här webbläsaren kan inte visa aviseringar härifrån.',
    en: 'This browser cannot show notifications from here.',
  },
  notifyWhen: { nb: 'Si fra når', sv: 'Säg till när', en: 'Tell me when' },
  notifyEventTurn: { nb: 'det er min tur', sv: 'det är min tur', en: 'it is my turn' },
  notifyEventInvited: {
    nb: 'jeg blir invitert til et bord',
    sv: 'jag blir inbjuden till ett bord',
    en: 'I am invited to a table',
  },
  notifyEventEnded: { nb: 'en kamp er ferdig', sv: 'en match är slut', en: 'a match is over' },
  notifyEventChat: {
    nb: 'noen skriver navnet mitt i chatten',
    sv: 'någon skriver mitt namn i chatten',
    en: 'someone writes my name in the chat',
  },
  notifyReminder: {
    nb: 'Én påminnelse når en firedel av tiden til trekket er igjen',
    sv: 'En påminnelse när en fjärdedel av tiden för draget är kvar',
    en: 'One reminder when a quarter of the time for the move is left',
  },
  notifyQuiet: { nb: 'Stille timer', sv: 'Tysta timmar', en: 'Quiet hours' },
  notifyQuietFrom: { nb: 'fra', sv: 'från', en: 'from' },
  notifyQuietTo: { nb: 'til', sv: 'till', en: 'to' },
  notifyQuietHelp: {
    nb: 'Beskjeder i stille timer kommer når de er over.',
    sv: 'Meddelanden under tysta timmar kommer när de är slut.',
    en: 'Messages in quiet hours come when they end.',
  },
  notifyEmail: { nb: 'E-post', sv: 'E-post', en: 'E-mail' },
  notifyEmailSent: {
    nb: 'Vi har sendt en lenke til {email}. Åpne den for å få beskjeder på e-post.',
    sv: 'Vi har skickat en länk till {email}. Öppna den för att få meddelanden via mejl.',
    en: 'We sent a link to {email}. Open it to get messages by e-mail.',
  },
  notifyEmailOn: {
    nb: 'Beskjedene går også til {email}.',
    sv: 'Meddelandena går också till {email}.',
    en: 'Messages also go to {email}.',
  },
  notifyEmailStopped: {
    nb: 'E-post er slått av. Lagre adressen på nytt for å slå den på.',
    sv: 'Mejl är avstängt. Spara adressen igen för att slå på det.',
    en: 'E-mail is off. Save the address again to turn it on.',
  },
  notifySave: { nb: 'Lagre', sv: 'Spara', en: 'Save' },
  notifySaved: { nb: 'Lagret.', sv: 'Sparat.', en: 'Saved.' },
  myTablesEmpty: {
    nb: 'Ingen bord ennå. Start et spill, så står det her.',
    sv: 'Inga bord än. Starta ett spel så syns det här.',
    en: 'No tables yet. Start a game and it shows here.',
  },
  myTableYourTurn: { nb: 'Din tur', sv: 'Din tur', en: 'Your turn' },
  myTableTurnOf: { nb: 'Venter på {names}', sv: 'Väntar på {names}', en: 'Waiting for {names}' },
  myTableWaiting: { nb: 'Venter på spillere', sv: 'Väntar på spelare', en: 'Waiting for players' },
  myTableOver: { nb: 'Ferdig', sv: 'Klart', en: 'Finished' },
  myTableDeadline: { nb: 'Frist {when}', sv: 'Senast {when}', en: 'Due {when}' },
  myTableWith: { nb: 'Med {names}', sv: 'Med {names}', en: 'With {names}' },
  signInTitle: {
    nb: 'Har du et navn her fra før?',
    sv: 'Har du ett namn här sedan tidigare?',
    en: 'Already have a name here?',
  },
  signInPasskey: { nb: 'Logg inn med passnøkkel', sv: 'Logga in med nyckel', en: 'Sign in with a passkey' },
  signInCode: {
    nb: 'Kode fra en annen enhet',
    sv: 'Kod från en annan enhet',
    en: 'Code from another device',
  },
  signInCodeGo: { nb: 'Logg inn', sv: 'Logga in', en: 'Sign in' },
  signedIn: {
    nb: 'Du er logget inn som {name}.',
    sv: 'Du är inloggad som {name}.',
    en: 'Signed in as {name}.',
  },
  devices: { nb: 'Enhetene dine', sv: 'Dina enheter', en: 'Your devices' },
  deviceThis: { nb: 'denne enheten', sv: 'den här enheten', en: 'this device' },
  deviceUnknown: { nb: 'Ukjent enhet', sv: 'Okänd enhet', en: 'Unknown device' },
  deviceSince: { nb: 'logget inn {date}', sv: 'inloggad {date}', en: 'signed in {date}' },
  deviceSignOut: { nb: 'Logg ut', sv: 'Logga ut', en: 'Sign out' },
  signOutEverywhere: { nb: 'Logg ut overalt', sv: 'Logga ut överallt', en: 'Sign out everywhere' },
  linkCodeMake: {
    nb: 'Logg inn på en enhet til',
    sv: 'Logga in på en enhet till',
    en: 'Sign in on another device',
  },
  linkCodeHelp: {
    nb: 'Skriv koden på den andre enheten, eller skann QR-koden. Den virker én gang, i {n} minutter.',
    sv: 'Skriv koden på den andra enheten eller skanna QR-koden. Den fungerar en gång, i {n} minuter.',
    en: 'Type the code on the other device, or scan the QR code. It works once, for {n} minutes.',
  },
  linkCodeQr: {
    nb: 'QR-kode som logger inn en enhet til',
    sv: 'QR-kod som loggar in en enhet till',
    en: 'QR code that signs in another device',
  },
  passkeyAdd: { nb: 'Legg til passnøkkel', sv: 'Lägg till nyckel', en: 'Add a passkey' },
  passkeyAdded: {
    nb: 'Passnøkkelen er lagt til. Bruk den til å logge inn på andre enheter.',
    sv: 'Nyckeln är tillagd. Använd den för att logga in på andra enheter.',
    en: 'The passkey is added. Use it to sign in on other devices.',
  },
  passkeyCount: { nb: 'Passnøkler: {n}', sv: 'Nycklar: {n}', en: 'Passkeys: {n}' },
  yourData: { nb: 'Dine data', sv: 'Dina uppgifter', en: 'Your data' },
  dataDownload: {
    nb: 'Last ned alt vi har om deg',
    sv: 'Ladda ner allt vi har om dig',
    en: 'Download everything we hold about you',
  },
  profileDelete: { nb: 'Slett profilen', sv: 'Radera profilen', en: 'Delete the profile' },
  profileDeleteConfirm: {
    nb: 'Slette profilen? Alle enhetene logges ut og passnøklene slettes. Partiene blir stående under navnet «Tidligere spiller».',
    sv: 'Radera profilen? Alla enheter loggas ut och nycklarna raderas. Partierna finns kvar under namnet ”Tidigare spelare”.',
    en: 'Delete the profile? Every device is signed out and the passkeys deleted. The matches stay under the name “Former player”.',
  },
  profileDeleteYes: { nb: 'Ja, slett', sv: 'Ja, radera', en: 'Yes, delete' },
  formerPlayer: { nb: 'Tidligere spiller', sv: 'Tidigare spelare', en: 'Former player' },
  profileDeleted: { nb: 'Profilen er slettet.', sv: 'Profilen är raderad.', en: 'The profile is deleted.' },
} as const satisfies Record<string, Text>;

/**
 * The name a deleted profile's seats keep in the records. Stored once, in bokmål (the server knows
 * no reader's language); the table page shows it in its own (TablePage's seatNames).
 */
export const FORMER_PLAYER = PROFILE_WORDS.formerPlayer;

/**
 * The name a guest's seat at a daily table gets (a guest gives none). Stored once, in bokmål, as
 * FORMER_PLAYER is: the server knows no reader's language.
 */
export const DAILY_GUEST: Text = { nb: 'Gjest', sv: 'Gäst', en: 'Guest' };
