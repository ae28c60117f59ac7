import type { Text } from './lang';
import { DAILY_REASONS, GROUP_REASONS, PROFILE_REASONS, RECORD_REASONS } from './service-reasons';

/** Refusals every game shares, and those of the match around it. */
export const SHARED_REASONS = {
  'round-over': { nb: 'Runden er over.', sv: 'Rundan är slut.', en: 'The round is over.' },
  'match-over': { nb: 'Partiet er over.', sv: 'Partiet är slut.', en: 'The match is over.' },
  'round-over-wait': {
    nb: 'Runden er over; ingen spiller før neste utdeling.',
    sv: 'Rundan är slut; ingen spelar förrän nästa giv.',
    en: 'The round is over; nobody acts until the next deal.',
  },
  'turn-of': {
    nb: 'Det er {turn} sin tur.',
    sv: 'Det är {turn} som ska spela nu.',
    en: 'It is the turn of {turn}.',
  },
  'waiting-for': {
    nb: 'Det er ikke din tur: vi venter på {seats}.',
    sv: 'Det är inte din tur: vi väntar på {seats}.',
    en: 'It is not your turn: waiting for {seats}.',
  },
  'chance-first': {
    nb: 'Vent: et kort stokkes eller trekkes tilfeldig først.',
    sv: 'Vänta: ett kort blandas eller dras slumpvis först.',
    en: 'Wait: a card is being shuffled or drawn at random first.',
  },
  dealing: {
    nb: 'Vent: et kort gis ut.',
    sv: 'Vänta: ett kort delas ut.',
    en: 'Wait: a card is being dealt.',
  },
  'not-allowed': {
    nb: 'Det er ikke lov nå.',
    sv: 'Det är inte tillåtet nu.',
    en: 'That is not allowed now.',
  },
  // Seats at a table (the server's refusals, with the seat counted from 1 as the table shows it).
  // Slow tables (issue 34).
  'slow-needs-profile': {
    nb: 'Et sakte bord trenger en profil: logg inn først, så vi vet hvem vi skal si fra til.',
    sv: 'Ett långsamt bord behöver en profil: logga in först, så vi vet vem vi ska meddela.',
    en: 'A slow table needs a profile: sign in first, so we know whom to tell.',
  },
  'deadline-not-passed': {
    nb: 'Plass {n} har fortsatt tid til å gjøre trekket sitt.',
    sv: 'Plats {n} har fortfarande tid att göra sitt drag.',
    en: 'Seat {n} still has time to make its move.',
  },
  'not-waiting-for-seat': {
    nb: 'Bordet venter ikke på plass {n}.',
    sv: 'Bordet väntar inte på plats {n}.',
    en: 'The table is not waiting for seat {n}.',
  },
  'push-endpoint-refused': {
    nb: 'Denne nettleserens varslingstjeneste er ikke en vi sender til.',
    sv: 'Den här webbläsarens aviseringstjänst är inte en vi skickar till.',
    en: "This browser's push service is not one we send to.",
  },
  'unknown-time-zone': {
    nb: 'Nettleseren oppga en tidssone vi ikke kjenner.',
    sv: 'Webbläsaren angav en tidszon vi inte känner till.',
    en: 'The browser gave a time zone we do not know.',
  },
  'mail-not-sent-here': {
    nb: 'Denne serveren sender ikke e-post.',
    sv: 'Den här servern skickar inte mejl.',
    en: 'This server does not send e-mail.',
  },
  'push-too-many': {
    nb: 'En profil kan ha varsler på høyst {n} nettlesere.',
    sv: 'En profil kan ha aviseringar i högst {n} webbläsare.',
    en: 'A profile can have notifications in at most {n} browsers.',
  },
  'seat-not-open': {
    nb: 'Plass {n} er ikke ledig.',
    sv: 'Plats {n} är inte ledig.',
    en: 'Seat {n} is not open.',
  },
  'seat-just-taken': {
    nb: 'Plass {n} ble tatt akkurat nå.',
    sv: 'Plats {n} togs alldeles nyss.',
    en: 'Seat {n} was just taken.',
  },
  // Ending a match takes every person seated (the server's end-match).
  'hint-wait': {
    nb: 'Vent {n} s før neste tips.',
    sv: 'Vänta {n} s innan nästa tips.',
    en: 'Wait {n} s before the next hint.',
  },
  'hint-round-limit': {
    nb: 'Du har brukt alle {n} tipsene for denne runden.',
    sv: 'Du har använt alla {n} tips för den här rundan.',
    en: 'You have used all {n} hints for this round.',
  },
  'hint-address-limit': {
    nb: 'Denne adressen har fått {n} tips det siste minuttet. Vent litt.',
    sv: 'Den här adressen har fått {n} tips den senaste minuten. Vänta lite.',
    en: 'This address has had {n} hints in the last minute. Wait a little.',
  },
  'requests-paced': {
    nb: 'For mange forespørsler fra denne adressen. Prøv igjen om {s} s.',
    sv: 'För många förfrågningar från den här adressen. Försök igen om {s} s.',
    en: 'Too many requests from this address. Try again in {s} s.',
  },
  'hint-busy': {
    nb: 'Tipsene er opptatt akkurat nå. Prøv igjen om et øyeblikk.',
    sv: 'Tipsen är upptagna just nu. Försök igen om ett ögonblick.',
    en: 'The hints are busy right now. Try again in a moment.',
  },
  'coach-asker-limit': {
    nb: 'Du har allerede {n} partier hos treneren. Vent til de er ferdige.',
    sv: 'Du har redan {n} partier hos tränaren. Vänta tills de är klara.',
    en: 'You already have {n} matches with the coach. Wait until they are done.',
  },
  'coach-busy': {
    nb: 'Treneren har for mange partier i kø akkurat nå. Prøv igjen om et minutt.',
    sv: 'Tränaren har för många partier i kö just nu. Försök igen om en minut.',
    en: 'The coach has too many matches waiting right now. Try again in a minute.',
  },
  'end-still-to-ask': {
    nb: 'Notert: partiet avsluttes når alle ved bordet har bedt om det. Vi venter på {seats}.',
    sv: 'Noterat: partiet avslutas när alla vid bordet har bett om det. Vi väntar på {seats}.',
    en: 'Noted: the match ends once everyone seated has asked. Waiting for {seats}.',
  },
  // What is wrong with a table's settings or a record: why `malformed` (or another code) was given.
  'options-not-object': {
    nb: 'Bordinnstillingene må være et JSON-objekt.',
    sv: 'Bordsinställningarna måste vara ett JSON-objekt.',
    en: 'The options must be a JSON object.',
  },
  'unknown-preset': {
    nb: 'Ingen variant heter «{name}»; variantene er {list}.',
    sv: 'Ingen variant heter «{name}»; varianterna är {list}.',
    en: 'No preset is called “{name}”; the presets are {list}.',
  },
  'unknown-option': {
    nb: 'Ingen innstilling heter «{name}»; innstillingene er {list}.',
    sv: 'Ingen inställning heter «{name}»; inställningarna är {list}.',
    en: 'No option is called “{name}”; the options are {list}.',
  },
  'bad-option-value': {
    nb: '«{name}» kan ikke være {value}; lov er {allowed}.',
    sv: '«{name}» kan inte vara {value}; tillåtet är {allowed}.',
    en: '“{name}” cannot be {value}; allowed is {allowed}.',
  },
  'bad-option-range': {
    nb: '«{name}» må være et helt tall fra {min} til {max}, ikke {value}.',
    sv: '«{name}» måste vara ett heltal från {min} till {max}, inte {value}.',
    en: '“{name}” must be a whole number from {min} to {max}, not {value}.',
  },
  'bad-option-yes-no': {
    nb: '«{name}» må være true eller false, ikke {value}.',
    sv: '«{name}» måste vara true eller false, inte {value}.',
    en: '“{name}” must be true or false, not {value}.',
  },
  'bad-option': {
    nb: '«{name}» er ikke gyldig; se reglene.',
    sv: '«{name}» är inte giltig; se reglerna.',
    en: '“{name}” is not valid; see the rules.',
  },
  'unknown-game': {
    nb: 'Det finnes ikke noe spill som heter «{name}».',
    sv: 'Det finns inget spel som heter «{name}».',
    en: 'There is no game called “{name}”.',
  },
  'too-few-players': {
    nb: '{game} trenger minst {n} spillere.',
    sv: '{game} behöver minst {n} spelare.',
    en: '{game} needs at least {n} players.',
  },
  'too-many-for-options': {
    nb: '{game} spilles av høyst {n} med disse innstillingene.',
    sv: '{game} spelas av högst {n} med de här inställningarna.',
    en: '{game} takes at most {n} players with these options.',
  },
  'bad-dealer': {
    nb: 'Giveren må være en plass fra 1 til {n}.',
    sv: 'Given måste vara en plats från 1 till {n}.',
    en: 'The dealer must be a seat from 1 to {n}.',
  },
  'needs-deal-or-seed': {
    nb: 'Spillfila trenger en utdeling eller et frø.',
    sv: 'Spelfilen behöver en giv eller ett frö.',
    en: 'A record needs a deal or a seed.',
  },
  'no-such-seat': {
    nb: 'Det er ingen plass {value} ved bordet (plassene er 1 til {n}).',
    sv: 'Det finns ingen plats {value} vid bordet (platserna är 1 till {n}).',
    en: 'There is no seat {value} at this table (seats 1 to {n}).',
  },
  'action-not-object': {
    nb: 'Et trekk er et JSON-objekt med en «type».',
    sv: 'Ett drag är ett JSON-objekt med en «type».',
    en: 'An action is a JSON object with a “type”.',
  },
  'unknown-action': {
    nb: 'Spillet kjenner ikke den typen trekk.',
    sv: 'Spelet känner inte till den sortens drag.',
    en: 'The game knows no such kind of move.',
  },
  'no-chance-due': {
    nb: 'Ingen tilfeldig hendelse venter her.',
    sv: 'Ingen slumpmässig händelse väntar här.',
    en: 'No random event is due here.',
  },
  'next-deal-needs-seed': {
    nb: 'Neste runde trenger en utdeling: spillfila har ikke noe frø å trekke den fra.',
    sv: 'Nästa runda behöver en giv: spelfilen har inget frö att dra den från.',
    en: 'The next round needs a deal: the record has no seed to draw one from.',
  },
  'deal-when-round-over': {
    nb: 'En ny utdeling kommer først når runden er over.',
    sv: 'En ny giv kommer först när rundan är slut.',
    en: 'A new deal comes only when the round has ended.',
  },
  'record-not-object': {
    nb: 'En spillfil er et JSON-objekt.',
    sv: 'En spelfil är ett JSON-objekt.',
    en: 'A game record is a JSON object.',
  },
  'record-format': {
    nb: 'Ukjent format på spillfila; det ventede er «{format}».',
    sv: 'Okänt format på spelfilen; det väntade är «{format}».',
    en: 'Unknown record format; expected “{format}”.',
  },
  'record-no-game': {
    nb: 'Spillfila sier ikke hvilket spill den er.',
    sv: 'Spelfilen säger inte vilket spel den är.',
    en: 'The record does not say which game it is.',
  },
  'record-no-players': {
    nb: 'Spillfila sier ikke hvor mange spillere det er.',
    sv: 'Spelfilen säger inte hur många spelare det är.',
    en: 'The record does not say how many players.',
  },
  'record-moves': {
    nb: 'Trekkene i spillfila («moves») må være en liste.',
    sv: 'Dragen i spelfilen («moves») måste vara en lista.',
    en: 'The record’s moves (“moves”) must be a list.',
  },
  'record-seed': {
    nb: 'Frøet må være en tekst eller et tall.',
    sv: 'Fröet måste vara en text eller ett tal.',
    en: 'The seed must be a string or a number.',
  },
  'record-dealer': {
    nb: 'Giveren må være et plassnummer.',
    sv: 'Given måste vara ett platsnummer.',
    en: 'The dealer must be a seat number.',
  },
  'record-entry': {
    nb: 'Dette er verken et trekk, en utdeling eller en tilfeldig hendelse.',
    sv: 'Det här är varken ett drag, en giv eller en slumpmässig händelse.',
    en: 'This is neither a move, a deal nor a chance outcome.',
  },
  'record-not-json': {
    nb: 'Fila er ikke JSON.',
    sv: 'Filen är inte JSON.',
    en: 'The file is not JSON.',
  },
  'record-no-file': {
    nb: 'Fila finnes ikke eller kan ikke åpnes.',
    sv: 'Filen finns inte eller går inte att öppna.',
    en: 'The file does not exist or cannot be opened.',
  },
  ...PROFILE_REASONS,
  ...GROUP_REASONS,
  ...DAILY_REASONS,
  ...RECORD_REASONS,
} as const satisfies Record<string, Text>;
export type SharedReason = keyof typeof SHARED_REASONS;
