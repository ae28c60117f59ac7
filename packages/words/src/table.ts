import { COACH_WORDS } from './coach';
import { FRIENDS_WORDS } from './friends';
import { GROUP_WORDS } from './groups';
import { PROFILE_WORDS } from './profile';
import { RATING_WORDS } from './record';
import { TABLE_RULES_WORDS } from './table-rules';
import { FRONT_WORDS } from './front';
import { HINT_WORDS } from './hints';
import type { Text } from '@kortbord/engine';
import { PAGE_WORDS } from './page';
import { DAILY_FRONT_WORDS } from './daily-front';
import { SHELL_WORDS } from './shell';
import { TABLE_HELP_WORDS } from './table-help';

/**
 * The table's and the lobby's own words that belong to no one game and to no page's file of words.
 * Keys are the catalogue's own; `{name}` marks a parameter.
 */
const TABLE_OWN_WORDS = {
  houseRulesInForce: {
    nb: 'Husreglene ved bordet',
    sv: 'Husreglerna vid bordet',
    en: 'The house rules in force',
  },
  whatCardsDo: { nb: 'Hva kortene gjør', sv: 'Vad korten gör', en: 'What the cards do' },
  example: { nb: 'Eksempel', sv: 'Exempel', en: 'Example' },
  yes: { nb: 'Ja', sv: 'Ja', en: 'Yes' },
  no: { nb: 'Nei', sv: 'Nej', en: 'No' },
  players: { nb: 'Spillere', sv: 'Spelare', en: 'Players' },
  freeSeats: { nb: '{n} ledig', sv: '{n} ledig', en: '{n} free' },
  spectating: { nb: 'Du ser på', sv: 'Du tittar på', en: 'Watching' },
  joinTitle: { nb: 'Bli med ved bordet', sv: 'Gå med vid bordet', en: 'Join the table' },
  inviteLink: { nb: 'Invitasjonslenke', sv: 'Inbjudningslänk', en: 'Invite link' },
  inviteHelp: {
    nb: 'Send lenken til venner: de får en ledig plass.',
    sv: 'Skicka länken till vänner: de får en ledig plats.',
    en: 'Send the link to friends: they get a free seat.',
  },
  copy: { nb: 'Kopier', sv: 'Kopiera', en: 'Copy' },
  copied: { nb: 'Kopiert!', sv: 'Kopierad!', en: 'Copied!' },
  waitingForPlayers: { nb: 'Venter på spillere …', sv: 'Väntar på spelare …', en: 'Waiting for players …' },
  waitingForDeal: { nb: 'Kortene gis …', sv: 'Korten delas ut …', en: 'Dealing …' },
  openRecord: { nb: 'Åpne spillfil', sv: 'Öppna spelfil', en: 'Open record file' },
  chooseRecordFile: { nb: 'Velg fil …', sv: 'Välj fil …', en: 'Choose a file …' },
  noRecordFile: { nb: 'Ingen fil valgt', sv: 'Ingen fil vald', en: 'No file chosen' },
  badRecord: {
    nb: 'Spillfila kunne ikke leses: {why}',
    sv: 'Spelfilen kunde inte läsas: {why}',
    en: 'The record could not be read: {why}',
  },
  badRecordAt: { nb: 'Steg {i}: {why}', sv: 'Drag {i}: {why}', en: 'Move {i}: {why}' },
  downloadRecord: { nb: 'Last ned spillfila', sv: 'Ladda ner spelfilen', en: 'Download the record' },
  first: { nb: 'Til start', sv: 'Till början', en: 'To start' },
  previous: { nb: 'Forrige', sv: 'Föregående', en: 'Previous' },
  next: { nb: 'Neste', sv: 'Nästa', en: 'Next' },
  last: { nb: 'Til slutt', sv: 'Till slutet', en: 'To end' },
  moveOf: { nb: 'Steg {i} av {n}', sv: 'Drag {i} av {n}', en: 'Move {i} of {n}' },
  startPosition: { nb: 'Utdelingen', sv: 'Utdelningen', en: 'The deal' },
  back: { nb: 'Tilbake', sv: 'Tillbaka', en: 'Back' },
  // connection
  conn_connecting: { nb: 'Kobler til …', sv: 'Ansluter …', en: 'Connecting …' },
  conn_open: { nb: 'Tilkoblet', sv: 'Ansluten', en: 'Connected' },
  conn_reconnecting: {
    nb: 'Forbindelsen er borte – prøver igjen …',
    sv: 'Anslutningen bröts – försöker igen …',
    en: 'Connection lost – retrying …',
  },
  conn_closed: { nb: 'Frakoblet', sv: 'Frånkopplad', en: 'Disconnected' },
  conn_local: { nb: 'Uten nett', sv: 'Utan nät', en: 'Offline' },
  // table
  round: { nb: 'Runde {n}', sv: 'Runda {n}', en: 'Round {n}' },
  yourTurn: { nb: 'Din tur!', sv: 'Din tur!', en: 'Your turn!' },
  turnOf: { nb: 'Tur: {name}', sv: 'Tur: {name}', en: 'Turn: {name}' },
  turnOfMany: { nb: 'Venter på {names}', sv: 'Väntar på {names}', en: 'Waiting for {names}' },
  you: { nb: 'deg', sv: 'dig', en: 'you' },
  cards: { nb: '{n} kort', sv: '{n} kort', en: '{n} cards' },
  card1: { nb: '1 kort', sv: '1 kort', en: '1 card' },
  yourHand: { nb: 'Hånden din', sv: 'Din hand', en: 'Your hand' },
  hand: { nb: 'Hånd', sv: 'Hand', en: 'Hand' },
  emptyTable: { nb: 'Bordet er tomt', sv: 'Bordet är tomt', en: 'The table is empty' },
  playedBy: { nb: 'lagt av {name}', sv: 'lagt av {name}', en: 'played by {name}' },
  passedLabel: { nb: 'passet', sv: 'passade', en: 'passed' },
  dealerLabel: { nb: 'giver', sv: 'giv', en: 'dealer' },
  stock: { nb: 'Trekkbunken', sv: 'Talongen', en: 'Stock' },
  penalty: { nb: 'Straff: {n} kort', sv: 'Straff: {n} kort', en: 'Penalty: {n} cards' },
  drawnN: { nb: 'Trukket: {n}', sv: 'Dragna: {n}', en: 'Drawn: {n}' },
  reversed: { nb: 'Motsols', sv: 'Motsols', en: 'Reversed' },
  standings: { nb: 'Stillingen', sv: 'Ställningen', en: 'Standings' },
  burned: { nb: 'Brent: {n}', sv: 'Bränt: {n}', en: 'Burned: {n}' },
  discard: { nb: 'Kastebunken', sv: 'Slänghögen', en: 'Discard pile' },
  pile: { nb: 'Bunken', sv: 'Högen', en: 'Pile' },
  suitInForce: { nb: 'Farge: {suit}', sv: 'Färg: {suit}', en: 'Suit: {suit}' },
  faceUp: { nb: 'Synlige bordkort', sv: 'Synliga bordskort', en: 'Face-up cards' },
  faceDown: { nb: 'Skjulte bordkort', sv: 'Dolda bordskort', en: 'Face-down cards' },
  groups: { nb: 'Grupper', sv: 'Grupper', en: 'Groups' },
  group: { nb: 'Gruppe {n}', sv: 'Grupp {n}', en: 'Group {n}' },
  secured: { nb: 'Sikret', sv: 'Säkrat', en: 'Secured' },
  glasses: { nb: '{n} glass', sv: '{n} glas', en: '{n} glasses' },
  out: { nb: 'ute', sv: 'ute', en: 'out' },
  // {nth}: the place as an ordinal (words/ordinal.ts): "3.", "3:e", "3rd".
  placeN: { nb: '{nth} plass', sv: '{nth} plats', en: '{nth} place' },
  sharedPlaceN: { nb: 'delt {nth} plass', sv: 'delad {nth} plats', en: 'shared {nth} place' },
  role_president: { nb: 'President', sv: 'President', en: 'President' },
  'role_vice-president': { nb: 'Visepresident', sv: 'Vicepresident', en: 'Vice-president' },
  role_neutral: { nb: 'Nøytral', sv: 'Neutral', en: 'Neutral' },
  'role_vice-boms': { nb: 'Viseboms', sv: 'Vicebom', en: 'Vice-boms' },
  role_boms: { nb: 'Boms', sv: 'Bom', en: 'Boms' },
  // The chip of a seat that forgot the last-card call (President), boms whatever its place.
  markedBoms: { nb: 'boms!', sv: 'bom!', en: 'boms!' },
  selectHint: {
    nb: 'Trykk på kort for å velge dem, så på en knapp. Dobbeltrykk spiller et enkelt kort.',
    sv: 'Tryck på kort för att välja dem, sedan på en knapp. Dubbeltryck spelar ett enskilt kort.',
    en: 'Tap cards to select them, then a button. Double-tap plays a single card.',
  },
  noMatch: {
    nb: 'Disse kortene kan ikke spilles sammen nå.',
    sv: 'De här korten kan inte spelas tillsammans nu.',
    en: 'These cards cannot be played together now.',
  },
  needMore: {
    nb: 'Velg {n} kort til for «{action}».',
    sv: 'Välj {n} kort till för «{action}».',
    en: 'Choose {n} more card(s) to “{action}”.',
  },
  nothingPlayable: {
    nb: 'Ingen av kortene dine kan legges nå.',
    sv: 'Inget av dina kort kan läggas nu.',
    en: 'None of your cards can be played now.',
  },
  clearSelection: { nb: 'Fjern valg', sv: 'Rensa val', en: 'Clear selection' },
  waiting: { nb: 'Venter på de andre …', sv: 'Väntar på de andra …', en: 'Waiting for the others …' },
  log: { nb: 'Logg', sv: 'Logg', en: 'Log' },
  logSince: {
    nb: 'Siden sist du var her',
    sv: 'Sedan du var här senast',
    en: 'Since you were here',
  },
  scoreboard: { nb: 'Poengtavle', sv: 'Poängtavla', en: 'Scoreboard' },
  total: { nb: 'Sum', sv: 'Summa', en: 'Total' },
  roundOver: { nb: 'Runden er over', sv: 'Rundan är slut', en: 'The round is over' },
  matchOver: { nb: 'Partiet er over', sv: 'Partiet är slut', en: 'The match is over' },
  winner: { nb: '{name} vant!', sv: '{name} vann!', en: '{name} won!' },
  sharedWin: {
    nb: '{names} deler 1. plass!',
    sv: '{names} delar förstaplatsen!',
    en: '{names} share first place!',
  },
  listAnd: { nb: 'og', sv: 'och', en: 'and' },
  nextRound: { nb: 'Neste runde', sv: 'Nästa runda', en: 'Next round' },
  rematch: { nb: 'Nytt parti', sv: 'Nytt parti', en: 'Rematch' },
  endMatch: { nb: 'Avslutt partiet', sv: 'Avsluta partiet', en: 'End the match' },
  leave: { nb: 'Forlat bordet', sv: 'Lämna bordet', en: 'Leave the table' },
  leaveConfirm: {
    nb: 'Forlate bordet? En bot tar plassen din resten av partiet.',
    sv: 'Lämna bordet? En bot tar din plats resten av partiet.',
    en: 'Leave the table? A bot takes your seat for the rest of the match.',
  },
  leaveConfirmWaiting: {
    nb: 'Forlate bordet? Plassen din blir ledig igjen.',
    sv: 'Lämna bordet? Din plats blir ledig igen.',
    en: 'Leave the table? Your seat opens again.',
  },
  leaveYes: { nb: 'Ja, forlat', sv: 'Ja, lämna', en: 'Yes, leave' },
  leaveNo: { nb: 'Bli', sv: 'Stanna', en: 'Stay' },
  chartTitle: { nb: 'Poeng etter hver runde', sv: 'Poäng efter varje runda', en: 'Scores after each round' },
  penaltyPoints: { nb: 'straffepoeng', sv: 'straffpoäng', en: 'penalty points' },
  securedGlasses: { nb: 'sikrede glass', sv: 'säkrade glas', en: 'secured glasses' },
  target: { nb: 'mål {n}', sv: 'mål {n}', en: 'target {n}' },
  seedHash: {
    nb: 'Stokkingen er låst: {hash}',
    sv: 'Blandningen är låst: {hash}',
    en: 'Shuffle committed: {hash}',
  },
  seedRevealed: { nb: 'Frø: {seed}', sv: 'Frö: {seed}', en: 'Seed: {seed}' },
  errorPrefix: { nb: 'Ikke tillatt', sv: 'Inte tillåtet', en: 'Not allowed' },
  notFound: { nb: 'Fant ikke bordet.', sv: 'Hittade inte bordet.', en: 'Table not found.' },
  standIn: { nb: 'robot vikarierer', sv: 'robot vikarierar', en: 'bot standing in' },
  offline: { nb: 'frakoblet', sv: 'frånkopplad', en: 'offline' },
  bot: { nb: 'robot', sv: 'robot', en: 'bot' },
  openSeat: { nb: 'ledig plass', sv: 'ledig plats', en: 'open seat' },
  reviewGame: { nb: 'Se gjennom partiet', sv: 'Gå igenom partiet', en: 'Review the game' },
  // phases
  phase_arrange: {
    nb: 'Velg tre kort som skal ligge synlig på bordet, og trykk «Klar».',
    sv: 'Välj tre kort som ska ligga synliga på bordet och tryck «Klar».',
    en: 'Choose three cards to lie face up on the table, then press “Ready”.',
  },
  phase_exchange: {
    nb: 'Bytte: gi tilbake kort du ikke vil ha.',
    sv: 'Byte: ge tillbaka kort du inte vill ha.',
    en: 'Exchange: give back cards you do not want.',
  },
  phase_exchange_wait: { nb: 'Bytte av kort …', sv: 'Kortbyte …', en: 'Exchanging cards …' },
  phase_draft: {
    nb: 'Trekk: behold kortet du ser, eller ta det skjulte.',
    sv: 'Dragning: behåll kortet du ser, eller ta det dolda.',
    en: 'Draft: keep the card you see, or take the hidden one.',
  },
  phase_answer: {
    nb: 'Du blir angrepet! Svar med Smockan eller Arrestering – eller godta.',
    sv: 'Du blir anfallen! Svara med Smockan eller Arrestering – eller godta.',
    en: 'You are attacked! Answer with Smockan or Arrestering – or accept.',
  },
  phase_answer_attacker: {
    nb: 'Angrepet ditt ble besvart med Smockan! Svar med Smockan – eller godta.',
    sv: 'Ditt anfall besvarades med Smockan! Svara med Smockan – eller godta.',
    en: 'Your attack was answered with Smockan! Answer with Smockan – or accept.',
  },
  phase_answer_wait: {
    nb: 'Venter på svar fra {name} …',
    sv: 'Väntar på svar från {name} …',
    en: 'Waiting for {name} to answer …',
  },
  // Tuffa Viktor's open attack, as the table shows it
  pendingVivan: {
    nb: 'Vivan: {by} vil ta en gruppe fra {target} ({cards}).',
    sv: 'Vivan: {by} vill ta en grupp från {target} ({cards}).',
    en: 'Vivan: {by} is taking a group from {target} ({cards}).',
  },
  pendingSmockans: {
    nb: 'Smockan er spilt {n} ganger.',
    sv: 'Smockan är spelad {n} gånger.',
    en: 'Smockan has been played {n} times.',
  },
  pendingSmockan: {
    nb: 'Smockan er spilt én gang.',
    sv: 'Smockan är spelad en gång.',
    en: 'Smockan has been played once.',
  },
  pendingIndrivaren: {
    nb: 'Indrivaren: {by} tar et kort fra hver som ikke svarer.',
    sv: 'Indrivaren: {by} tar ett kort från var och en som inte svarar.',
    en: 'Indrivaren: {by} takes a card from each who does not answer.',
  },
  // actions: what each move means is worded by its game (games/<id>/words.ts `moves`, sayMove)
  act_other: { nb: 'Andre trekk', sv: 'Andra drag', en: 'Other moves' },
  // log
  log_play: { nb: '{name} la {cards}.', sv: '{name} lade {cards}.', en: '{name} played {cards}.' },
  log_pass: { nb: '{name} passet.', sv: '{name} passade.', en: '{name} passed.' },
  log_draw: { nb: '{name} trakk {count}.', sv: '{name} drog {count}.', en: '{name} drew {count}.' },
  log_give: {
    nb: '{name} ga bort {count}.',
    sv: '{name} gav bort {count}.',
    en: '{name} gave away {count}.',
  },
  log_deal: { nb: 'Kortene ble delt ut.', sv: 'Korten delades ut.', en: 'The cards were dealt.' },
  log_restock: {
    nb: 'Kastebunken ble stokket til ny bunke.',
    sv: 'Slänghögen blandades till ny talong.',
    en: 'The discard pile was shuffled into a new stock.',
  },
  log_take: { nb: '{name} tok {count}.', sv: '{name} tog {count}.', en: '{name} took {count}.' },
  log_keep: { nb: '{name} beholdt kortet.', sv: '{name} behöll kortet.', en: '{name} kept the card.' },
  log_reject: {
    nb: '{name} avviste kortet.',
    sv: '{name} avvisade kortet.',
    en: '{name} rejected the card.',
  },
  log_knock: { nb: '{name} banket!', sv: '{name} knackade!', en: '{name} knocked!' },
  log_suit: { nb: '{name} valgte {suit}.', sv: '{name} valde {suit}.', en: '{name} named {suit}.' },
  log_arrange: { nb: '{name} er klar.', sv: '{name} är klar.', en: '{name} is ready.' },
  log_flip: { nb: '{name} snudde {cards}.', sv: '{name} vände {cards}.', en: '{name} turned {cards}.' },
  log_pickup: { nb: '{name} tok opp bunken.', sv: '{name} tog upp högen.', en: '{name} picked up the pile.' },
  log_chance: { nb: '{name} tok sjansen.', sv: '{name} chansade.', en: '{name} took a chance.' },
  log_glass: { nb: '{name} la {cards}.', sv: '{name} lade {cards}.', en: '{name} laid {cards}.' },
  log_viktor: {
    nb: '{name} sikret en gruppe med Tuffa Viktor.',
    sv: '{name} säkrade en grupp med Tuffa Viktor.',
    en: '{name} secured a group with Tuffa Viktor.',
  },
  log_vivan: { nb: '{name} spilte Vivan.', sv: '{name} spelade Vivan.', en: '{name} played Vivan.' },
  log_arrest: {
    nb: '{name} spilte Arrestering.',
    sv: '{name} spelade Arrestering.',
    en: '{name} played Arrestering.',
  },
  log_indrivaren: {
    nb: '{name} spilte Indrivaren.',
    sv: '{name} spelade Indrivaren.',
    en: '{name} played Indrivaren.',
  },
  log_smockan: {
    nb: '{name} svarte med Smockan!',
    sv: '{name} svarade med Smockan!',
    en: '{name} answered with Smockan!',
  },
  log_yield: { nb: '{name} godtok.', sv: '{name} godtog.', en: '{name} accepted.' },
  log_discard: {
    nb: '{name} kastet {cards}.',
    sv: '{name} slängde {cards}.',
    en: '{name} discarded {cards}.',
  },
  log_out: { nb: '{name} er ute!', sv: '{name} är ute!', en: '{name} is out!' },
  'log_round-over': { nb: 'Runden er over.', sv: 'Rundan är slut.', en: 'The round is over.' },
  'log_match-over': { nb: 'Partiet er over.', sv: 'Partiet är slut.', en: 'The match is over.' },
  log_start: {
    nb: 'Partiet begynner: kortene er delt ut.',
    sv: 'Partiet börjar: korten är utdelade.',
    en: 'The match begins: the cards are dealt.',
  },
  nCards: { nb: '{n} kort', sv: '{n} kort', en: '{n} cards' },
  oneCard: { nb: 'ett kort', sv: 'ett kort', en: 'one card' },
  aCard: { nb: 'et kort', sv: 'ett kort', en: 'a card' },
  demo: { nb: 'Forhåndsvisning', sv: 'Förhandsvisning', en: 'Preview' },
} satisfies Record<string, Text>;

/**
 * The files of words the one catalogue is made of. The front page's chunk imports only its own
 * (front-page.ts), so that its scripts stay small (issue 36); no key is in two of them
 * (catalogue.test.ts), so spreading them into TABLE_WORDS loses none.
 */
export const TABLE_WORD_PARTS = {
  'page.ts': PAGE_WORDS,
  'front.ts': FRONT_WORDS,
  'table.ts': TABLE_OWN_WORDS,
  'friends.ts': FRIENDS_WORDS,
  'profile.ts': PROFILE_WORDS,
  'groups.ts': GROUP_WORDS,
  'record.ts': RATING_WORDS,
  'table-rules.ts': TABLE_RULES_WORDS,
  'coach.ts': COACH_WORDS,
  'hints.ts': HINT_WORDS,
  'shell.ts': SHELL_WORDS,
  'table-help.ts': TABLE_HELP_WORDS,
  'daily-front.ts': DAILY_FRONT_WORDS,
} as const;

/**
 * The one catalogue of the apps' words that belong to no one game: the web's table and its other
 * pages, the terminal and the server's own pages read it. Every page's words are in it.
 */
export const TABLE_WORDS = {
  ...PAGE_WORDS,
  ...FRONT_WORDS,
  ...TABLE_OWN_WORDS,
  ...FRIENDS_WORDS,
  ...PROFILE_WORDS,
  ...GROUP_WORDS,
  ...RATING_WORDS,
  ...TABLE_RULES_WORDS,
  ...COACH_WORDS,
  ...HINT_WORDS,
  ...SHELL_WORDS,
  ...TABLE_HELP_WORDS,
  ...DAILY_FRONT_WORDS,
} satisfies Record<string, Text>;
export type TableKey = keyof typeof TABLE_WORDS;
