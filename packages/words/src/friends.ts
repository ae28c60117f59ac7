import type { Text } from '@kortbord/engine';

/**
 * The words of playing with friends (issue 15): the turn clock, the waiting room, the table chat and
 * its quick phrases, and the turn alerts. Part of TABLE_WORDS (table.ts spreads them in).
 */
export const FRIENDS_WORDS = {
  // The turn clock
  turnClock: { nb: 'Betenkningstid', sv: 'Betänketid', en: 'Turn clock' },
  turnClockOff: { nb: 'Av', sv: 'Av', en: 'Off' },
  turnClockSeconds: { nb: '{n} sekunder per trekk', sv: '{n} sekunder per drag', en: '{n} seconds a move' },
  turnClockMinutes: { nb: '{n} min per trekk', sv: '{n} min per drag', en: '{n} min a move' },
  clockLeft: { nb: '{n} s', sv: '{n} s', en: '{n} s' },
  // A table's tempo (issue 34): live, or slow over days (a signed-in creator only)
  tempo: { nb: 'Tempo', sv: 'Tempo', en: 'Tempo' },
  tempoLive: { nb: 'Alle samtidig', sv: 'Alla samtidigt', en: 'Everyone at once' },
  tempoSlow: { nb: 'Spill over dager', sv: 'Spela över dagar', en: 'Play over days' },
  moveTime: { nb: 'Tid per trekk', sv: 'Tid per drag', en: 'Time per move' },
  moveOneHour: { nb: '1 time', sv: '1 timme', en: '1 hour' },
  moveHours: { nb: '{n} timer', sv: '{n} timmar', en: '{n} hours' },
  moveDays: { nb: '{n} døgn', sv: '{n} dygn', en: '{n} days' },
  moveNoLimit: { nb: 'Ingen frist', sv: 'Ingen tidsgräns', en: 'No limit' },
  slowNeedsProfile: {
    nb: 'Spill over dager krever en profil, så vi kan si fra når det er din tur.',
    sv: 'Spela över dagar kräver en profil, så att vi kan säga till när det är din tur.',
    en: 'Playing over days needs a profile, so we can tell you when it is your turn.',
  },
  slowMakeProfile: { nb: 'Lag en profil', sv: 'Skapa en profil', en: 'Make a profile' },
  slowTableLine: {
    nb: 'Spill over dager: {time} per trekk',
    sv: 'Spela över dagar: {time} per drag',
    en: 'Played over days: {time} a move',
  },
  slowTableNoLimit: {
    nb: 'Spill over dager, uten frist',
    sv: 'Spela över dagar, utan tidsgräns',
    en: 'Played over days, no time limit',
  },
  slowTableBot: {
    nb: 'når fristen går ut, gjør en bot trekket',
    sv: 'när tiden går ut gör en bot draget',
    en: 'when the time runs out, a bot makes the move',
  },
  slowTableWait: {
    nb: 'når fristen går ut, venter bordet',
    sv: 'när tiden går ut väntar bordet',
    en: 'when the time runs out, the table waits',
  },
  slowLeftDays: { nb: '{d} d {h} t igjen', sv: '{d} d {h} tim kvar', en: '{d} d {h} h left' },
  slowLeftHours: { nb: '{h} t {m} min igjen', sv: '{h} tim {m} min kvar', en: '{h} h {m} min left' },
  slowDeadlineLabel: {
    nb: 'Frist for {name}: {when}',
    sv: 'Tidsgräns för {name}: {when}',
    en: 'Deadline for {name}: {when}',
  },
  tempoAtDeadline: { nb: 'Når fristen går ut', sv: 'När tiden går ut', en: 'When the time runs out' },
  tempoBot: { nb: 'gjør en bot trekket', sv: 'gör en bot draget', en: 'a bot makes the move' },
  tempoWait: {
    nb: 'venter bordet (de andre kan la en bot ta plassen)',
    sv: 'väntar bordet (de andra kan låta en bot ta platsen)',
    en: 'the table waits (the others may let a bot take the seat)',
  },
  clockLabel: {
    nb: 'Tid igjen for {name}: {n} sekunder',
    sv: 'Tid kvar för {name}: {n} sekunder',
    en: 'Time left for {name}: {n} seconds',
  },
  away: { nb: 'borte', sv: 'borta', en: 'away' },
  awayHelp: {
    nb: 'Tiden gikk ut, og en robot gjorde trekket. Gjør et trekk selv for å ta over igjen.',
    sv: 'Tiden tog slut och en robot gjorde draget. Gör ett drag själv för att ta över igen.',
    en: 'Time ran out and a bot made the move. Make a move yourself to take over again.',
  },
  // The waiting room
  host: { nb: 'vert', sv: 'värd', en: 'host' },
  seatMakeBot: { nb: 'Sett inn robot', sv: 'Sätt in robot', en: 'Put in a bot' },
  seatMakeOpen: { nb: 'Gjør plassen ledig', sv: 'Gör platsen ledig', en: 'Open the seat' },
  startNow: {
    nb: 'Start nå (roboter på ledige plasser)',
    sv: 'Starta nu (robotar på lediga platser)',
    en: 'Start now (bots in the open seats)',
  },
  cancelTable: { nb: 'Avlys bordet', sv: 'Ställ in bordet', en: 'Cancel the table' },
  cancelConfirm: {
    nb: 'Avlyse bordet for alle? Det kan ikke angres.',
    sv: 'Ställa in bordet för alla? Det går inte att ångra.',
    en: 'Cancel the table for everyone? This cannot be undone.',
  },
  cancelYes: { nb: 'Ja, avlys', sv: 'Ja, ställ in', en: 'Yes, cancel' },
  tableCancelled: {
    nb: 'Verten avlyste bordet.',
    sv: 'Värden ställde in bordet.',
    en: 'The host cancelled the table.',
  },
  lobbySeats: { nb: 'Ved bordet: {names}', sv: 'Vid bordet: {names}', en: 'At the table: {names}' },
  lobbyFree: { nb: '{n} ledige plasser', sv: '{n} lediga platser', en: '{n} seats free' },
  lobbyOneFree: { nb: 'én ledig plass', sv: 'en ledig plats', en: 'one seat free' },
  // The chat
  chat: { nb: 'Prat', sv: 'Chatt', en: 'Chat' },
  chatPlaceholder: { nb: 'Skriv en melding …', sv: 'Skriv ett meddelande …', en: 'Write a message …' },
  chatSend: { nb: 'Send', sv: 'Skicka', en: 'Send' },
  chatMute: { nb: 'Demp {name}', sv: 'Tysta {name}', en: 'Mute {name}' },
  chatUnmute: { nb: 'Vis {name} igjen', sv: 'Visa {name} igen', en: 'Unmute {name}' },
  chatSpectator: { nb: 'Tilskuer', sv: 'Åskådare', en: 'Spectator' },
  chatEmpty: { nb: 'Ingen meldinger ennå.', sv: 'Inga meddelanden än.', en: 'No messages yet.' },
  chatSpectatorsMayWrite: {
    nb: 'Tilskuere kan skrive i praten',
    sv: 'Åskådare får skriva i chatten',
    en: 'Spectators may write in the chat',
  },
  chatReadOnly: {
    nb: 'Tilskuere kan ikke skrive ved dette bordet.',
    sv: 'Åskådare kan inte skriva vid det här bordet.',
    en: 'Spectators cannot write at this table.',
  },
  chat_phrase_hello: { nb: 'Hei!', sv: 'Hej!', en: 'Hello!' },
  chat_phrase_goodLuck: { nb: 'Lykke til!', sv: 'Lycka till!', en: 'Good luck!' },
  chat_phrase_wellPlayed: { nb: 'Godt spilt!', sv: 'Bra spelat!', en: 'Well played!' },
  chat_phrase_thanks: { nb: 'Takk!', sv: 'Tack!', en: 'Thanks!' },
  chat_phrase_oops: { nb: 'Oi da!', sv: 'Hoppsan!', en: 'Oops!' },
  chat_phrase_oneMoment: { nb: 'Et øyeblikk …', sv: 'Ett ögonblick …', en: 'One moment …' },
  chat_phrase_goodGame: { nb: 'Takk for spillet!', sv: 'Tack för spelet!', en: 'Good game!' },
  // Between rounds and matches
  nextRoundIn: {
    nb: 'Neste runde deles ut om {time}',
    sv: 'Nästa runda delas ut om {time}',
    en: 'The next round is dealt in {time}',
  },
  readyNextRound: { nb: 'Klar', sv: 'Klar', en: 'Ready' },
  readyCount: { nb: '{n} av {m} klare', sv: '{n} av {m} klara', en: '{n} of {m} ready' },
  readyOne: { nb: '{name} er klar', sv: '{name} är klar', en: '{name} is ready' },
  readyMany: { nb: '{names} er klare', sv: '{names} är klara', en: '{names} are ready' },
  readyYou: {
    nb: 'Du er klar. Runden deles ut når alle er klare, eller når tiden er ute.',
    sv: 'Du är klar. Rundan delas ut när alla är klara, eller när tiden är ute.',
    en: 'You are ready. The round is dealt when everyone is, or when the time is up.',
  },
  rematchAsk: { nb: 'Nytt parti?', sv: 'Nytt parti?', en: 'Play again?' },
  rematchAsked: {
    nb: 'Du vil spille igjen. Venter på: {names}',
    sv: 'Du vill spela igen. Väntar på: {names}',
    en: 'You want to play again. Waiting for: {names}',
  },
  rematchOthers: {
    nb: 'Vil spille igjen: {names}',
    sv: 'Vill spela igen: {names}',
    en: 'Want to play again: {names}',
  },
  endAskedBy: {
    nb: 'Vil avslutte partiet: {names}',
    sv: 'Vill avsluta partiet: {names}',
    en: 'Want to end the match: {names}',
  },
  matchesAtTable: { nb: 'Partiene ved bordet', sv: 'Partierna vid bordet', en: 'The matches at this table' },
  matchN: { nb: 'Parti {n}', sv: 'Parti {n}', en: 'Match {n}' },
  // Not missing your turn
  titleYourTurn: { nb: '● Din tur – kortbord', sv: '● Din tur – kortbord', en: '● Your turn – kortbord' },
  turnSound: { nb: 'Lyd på din tur', sv: 'Ljud på din tur', en: 'Sound on your turn' },
  turnNotify: {
    nb: 'Varsle meg når det er min tur',
    sv: 'Meddela mig när det är min tur',
    en: 'Notify me when it is my turn',
  },
  notifyBody: {
    nb: 'Det er din tur ved bordet.',
    sv: 'Det är din tur vid bordet.',
    en: 'It is your turn at the table.',
  },
} satisfies Record<string, Text>;
