import type { GameId } from '@kortbord/engine';

export const LANGS = ['nb', 'sv', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { nb: 'Norsk', sv: 'Svenska', en: 'English' };

type Entry = { readonly nb: string; readonly sv: string; readonly en: string };

const S = {
  tagline: {
    nb: 'Fem nordiske kortspill, med venner eller roboter.',
    sv: 'Fem nordiska kortspel, med vänner eller robotar.',
    en: 'Five Nordic card games, with friends or bots.',
  },
  language: { nb: 'Språk', sv: 'Språk', en: 'Language' },
  fourColour: { nb: 'Fire farger', sv: 'Fyra färger', en: 'Four colours' },
  home: { nb: 'Forsiden', sv: 'Startsidan', en: 'Home' },
  chooseGame: { nb: 'Velg spill', sv: 'Välj spel', en: 'Choose a game' },
  howToPlay: { nb: 'Slik spiller du', sv: 'Så spelar du', en: 'How to play' },
  playersRange: { nb: '{min}–{max} spillere', sv: '{min}–{max} spelare', en: '{min}–{max} players' },
  rules: { nb: 'Regler', sv: 'Regler', en: 'Rules' },
  preset: { nb: 'Variant', sv: 'Variant', en: 'Variant' },
  presetStandard: { nb: 'Standard', sv: 'Standard', en: 'Standard' },
  houseRules: { nb: 'Husregler', sv: 'Husregler', en: 'House rules' },
  noHouseRules: {
    nb: 'Ingen husregler å velge.',
    sv: 'Inga husregler att välja.',
    en: 'No house rules to choose.',
  },
  yes: { nb: 'Ja', sv: 'Ja', en: 'Yes' },
  no: { nb: 'Nei', sv: 'Nej', en: 'No' },
  seats: { nb: 'Plasser', sv: 'Platser', en: 'Seats' },
  players: { nb: 'Spillere', sv: 'Spelare', en: 'Players' },
  addSeat: { nb: 'Legg til plass', sv: 'Lägg till plats', en: 'Add seat' },
  removeSeat: { nb: 'Fjern plass', sv: 'Ta bort plats', en: 'Remove seat' },
  seatNumber: { nb: 'Plass {n}', sv: 'Plats {n}', en: 'Seat {n}' },
  seatYou: { nb: 'Deg', sv: 'Du', en: 'You' },
  seatOpen: { nb: 'Åpen (inviter)', sv: 'Öppen (bjud in)', en: 'Open (invite)' },
  seatBot: { nb: 'Robot', sv: 'Robot', en: 'Bot' },
  level_random: { nb: 'tilfeldig', sv: 'slumpvis', en: 'random' },
  level_easy: { nb: 'lett', sv: 'lätt', en: 'easy' },
  level_medium: { nb: 'middels', sv: 'medel', en: 'medium' },
  level_hard: { nb: 'vanskelig', sv: 'svår', en: 'hard' },
  level: { nb: 'Nivå', sv: 'Nivå', en: 'Level' },
  yourName: { nb: 'Navnet ditt', sv: 'Ditt namn', en: 'Your name' },
  createTable: { nb: 'Lag bord', sv: 'Skapa bord', en: 'Create table' },
  playOffline: {
    nb: 'Spill mot roboter her (uten nett)',
    sv: 'Spela mot robotar här (utan nät)',
    en: 'Play bots here (offline)',
  },
  publicTable: {
    nb: 'Vis bordet i lista over åpne bord',
    sv: 'Visa bordet bland öppna bord',
    en: 'List the table among open tables',
  },
  openTables: { nb: 'Åpne bord', sv: 'Öppna bord', en: 'Open tables' },
  noOpenTables: {
    nb: 'Ingen åpne bord akkurat nå.',
    sv: 'Inga öppna bord just nu.',
    en: 'No open tables right now.',
  },
  freeSeats: { nb: '{n} ledig', sv: '{n} ledig', en: '{n} free' },
  join: { nb: 'Bli med', sv: 'Gå med', en: 'Join' },
  spectate: { nb: 'Se på', sv: 'Titta på', en: 'Watch' },
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
  review: { nb: 'Gjennomgang', sv: 'Genomgång', en: 'Review' },
  reviewRecord: {
    nb: 'Se gjennom et parti (spillfil)',
    sv: 'Gå igenom ett parti (spelfil)',
    en: 'Review a game (record file)',
  },
  openRecord: { nb: 'Åpne spillfil', sv: 'Öppna spelfil', en: 'Open record file' },
  badRecord: {
    nb: 'Spillfila kunne ikke leses: {why}',
    sv: 'Spelfilen kunde inte läsas: {why}',
    en: 'The record could not be read: {why}',
  },
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
  youName: { nb: 'Du', sv: 'Du', en: 'You' },
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
  fourColourShort: { nb: '4 farger', sv: '4 färger', en: '4 colours' },
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
  placeN: { nb: '{n}. plass', sv: '{n}:a plats', en: 'place {n}' },
  sharedPlaceN: { nb: 'delt {n}. plass', sv: 'delad {n}:a plats', en: 'shared place {n}' },
  role_president: { nb: 'President', sv: 'President', en: 'President' },
  'role_vice-president': { nb: 'Visepresident', sv: 'Vicepresident', en: 'Vice-president' },
  role_neutral: { nb: 'Nøytral', sv: 'Neutral', en: 'Neutral' },
  'role_vice-boms': { nb: 'Viseboms', sv: 'Vicebom', en: 'Vice-boms' },
  role_boms: { nb: 'Boms', sv: 'Bom', en: 'Boms' },
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
  clearSelection: { nb: 'Fjern valg', sv: 'Rensa val', en: 'Clear selection' },
  waiting: { nb: 'Venter på de andre …', sv: 'Väntar på de andra …', en: 'Waiting for the others …' },
  log: { nb: 'Logg', sv: 'Logg', en: 'Log' },
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
  phase_answer_wait: {
    nb: 'Venter på svar fra {name} …',
    sv: 'Väntar på svar från {name} …',
    en: 'Waiting for {name} to answer …',
  },
  // actions
  act_play: { nb: 'Spill', sv: 'Spela', en: 'Play' },
  act_playCall: { nb: 'Spill og si «{word}»', sv: 'Spela och säg «{word}»', en: 'Play and say “{word}”' },
  act_playSuit: { nb: 'Spill og velg {suit}', sv: 'Spela och välj {suit}', en: 'Play and name {suit}' },
  act_pass: { nb: 'Pass', sv: 'Passa', en: 'Pass' },
  act_draw: { nb: 'Trekk', sv: 'Dra', en: 'Draw' },
  act_drawPenalty: { nb: 'Trekk straffen ({n})', sv: 'Ta straffen ({n})', en: 'Take the penalty ({n})' },
  act_knock: { nb: 'Bank på {name}!', sv: 'Knacka på {name}!', en: 'Knock on {name}!' },
  act_suit: { nb: 'Velg {suit}', sv: 'Välj {suit}', en: 'Name {suit}' },
  act_give: { nb: 'Gi', sv: 'Ge', en: 'Give' },
  act_keep: { nb: 'Behold', sv: 'Behåll', en: 'Keep' },
  act_reject: {
    nb: 'Avvis (ta det skjulte)',
    sv: 'Avvisa (ta det dolda)',
    en: 'Reject (take the hidden one)',
  },
  act_take: { nb: 'Ta', sv: 'Ta', en: 'Take' },
  act_arrange: { nb: 'Klar', sv: 'Klar', en: 'Ready' },
  act_flip: { nb: 'Snu skjult kort {n}', sv: 'Vänd dolt kort {n}', en: 'Turn face-down card {n}' },
  act_pickup: { nb: 'Ta opp bunken', sv: 'Ta upp högen', en: 'Pick up the pile' },
  act_pickupFaceUp: {
    nb: 'Legg og ta opp bunken',
    sv: 'Lägg och ta upp högen',
    en: 'Lay it and pick up the pile',
  },
  act_chance: { nb: 'Sjanse!', sv: 'Chansa!', en: 'Take a chance!' },
  act_glassNew: { nb: 'Ny gruppe', sv: 'Ny grupp', en: 'New group' },
  act_glassAdd: { nb: 'Legg til gruppe {n}', sv: 'Lägg till grupp {n}', en: 'Add to group {n}' },
  act_viktor: {
    nb: 'Tuffa Viktor: sikre gruppe {n}',
    sv: 'Tuffa Viktor: säkra grupp {n}',
    en: 'Tuffa Viktor: secure group {n}',
  },
  act_vivan: {
    nb: 'Vivan: ta {name}s gruppe {n}',
    sv: 'Vivan: ta {name}s grupp {n}',
    en: "Vivan: take {name}'s group {n}",
  },
  act_vivanInto: { nb: 'inn i gruppe {n}', sv: 'in i grupp {n}', en: 'into group {n}' },
  act_vivanNew: { nb: 'som ny gruppe', sv: 'som ny grupp', en: 'as a new group' },
  act_vivanAdd: { nb: 'og legg til', sv: 'och lägg till', en: 'and add' },
  act_arrest: {
    nb: 'Arrestering: {name}s gruppe {n}',
    sv: 'Arrestering: {name}s grupp {n}',
    en: "Arrestering: {name}'s group {n}",
  },
  act_arrestAnswer: {
    nb: 'Svar med Arrestering',
    sv: 'Svara med Arrestering',
    en: 'Answer with Arrestering',
  },
  act_indrivaren: {
    nb: 'Indrivaren: ta et kort fra hver',
    sv: 'Indrivaren: ta ett kort från varje',
    en: 'Indrivaren: take a card from each',
  },
  act_smockan: { nb: 'Svar med Smockan!', sv: 'Svara med Smockan!', en: 'Answer with Smockan!' },
  act_yield: { nb: 'Godta', sv: 'Godta', en: 'Accept' },
  act_discard: {
    nb: 'Kast {card} uten virkning',
    sv: 'Släng {card} utan verkan',
    en: 'Discard {card} without effect',
  },
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
} satisfies Record<string, Entry>;

export type Key = keyof typeof S;

const STRINGS: Record<Key, Entry> = S;

export const ALL_KEYS = Object.keys(S) as Key[];

/** The string for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: Key, params: Record<string, string | number> = {}): string {
  const text = STRINGS[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, p: string) => (p in params ? String(params[p]) : whole));
}

export const hasKey = (key: string): key is Key => Object.prototype.hasOwnProperty.call(STRINGS, key);

interface GameText {
  readonly name: Entry;
  readonly howTo: Entry;
}

export const GAME_TEXT: Record<GameId, GameText> = {
  viggo: {
    name: { nb: 'Viggo', sv: 'Viggo', en: 'Viggo' },
    howTo: {
      nb: 'Bli først kvitt kortene. Spill enkeltkort, par, tress, firlinger eller fem på rad; neste må slå med samme slags, høyere. Rekkefølgen går fra 4 opp til ess, så 2 og 3, og kløver 3 slår alt. Hvert kort du sitter igjen med er et straffepoeng; den som når 53 har tapt.',
      sv: 'Bli först av med korten. Spela ensamma kort, par, tretal, fyrtal eller fem i följd; nästa måste slå med samma sort, högre. Ordningen går från 4 upp till ess, sedan 2 och 3, och klöver 3 slår allt. Varje kort kvar på handen är ett straffpoäng; den som når 53 har förlorat.',
      en: 'Be first to get rid of your cards. Play singles, pairs, threes, fours or runs of five; the next player must beat it with the same kind, higher. Ranks run from 4 up to ace, then 2 and 3, and the three of clubs beats everything. Each card left is a penalty point; whoever reaches 53 loses.',
    },
  },
  president: {
    name: { nb: 'President', sv: 'President', en: 'President' },
    howTo: {
      nb: 'Bli kvitt kortene først og bli president. Legg like mange kort av én valør som ligger på bordet, like høye eller høyere; 2 er høyest, og kløver 3 rydder bordet. Fire like på rad brenner bunken. Neste runde gir bomsen sine beste kort til presidenten.',
      sv: 'Bli av med korten först och bli president. Lägg lika många kort av en valör som ligger på bordet, lika höga eller högre; 2 är högst och klöver 3 rensar bordet. Fyra lika i rad bränner högen. Nästa runda ger bomsen sina bästa kort till presidenten.',
      en: 'Get rid of your cards first to become president. Play as many cards of one rank as lie on the table, equal or higher; 2 is highest and the three of clubs clears the table. Four of a rank in a row burn the pile. Next round the boms gives their best cards to the president.',
    },
  },
  'vri-atter': {
    name: { nb: 'Vri åtter', sv: 'Vri åtter', en: 'Vri åtter (crazy eights)' },
    howTo: {
      nb: 'Bli først kvitt alle kortene. Legg et kort i samme farge eller med samme verdi som kortet øverst i kastebunken. En åtter kan du alltid legge, og da velger du ny farge. Kan du ikke legge, trekker du inntil tre kort. Husk å si ifra når du har ett kort igjen!',
      sv: 'Bli först av med alla kort. Lägg ett kort i samma färg eller med samma valör som det översta i slänghögen. En åtta kan du alltid lägga, och då väljer du ny färg. Kan du inte lägga drar du upp till tre kort. Glöm inte att säga till när du har ett kort kvar!',
      en: 'Be first to get rid of all your cards. Play a card of the same suit or rank as the top of the discard pile. An eight can always be played, and then you name the new suit. If you cannot play, draw up to three cards. Say so when you have one card left!',
    },
  },
  idiot: {
    name: { nb: 'Idiot', sv: 'Idiot', en: 'Idiot' },
    howTo: {
      nb: 'Ikke bli idioten! Du har tre skjulte og tre synlige kort på bordet, og tre på hånden. Legg like høyt eller høyere enn bunken; 2 kan legges på alt, og 10 brenner bunken. Kan du ikke legge, tar du opp hele bunken. Den siste med kort igjen er idioten.',
      sv: 'Bli inte idioten! Du har tre dolda och tre synliga kort på bordet, och tre på handen. Lägg lika högt eller högre än högen; 2 kan läggas på allt och 10 bränner högen. Kan du inte lägga tar du upp hela högen. Den sista med kort kvar är idioten.',
      en: 'Do not be the idiot! You have three hidden and three visible cards on the table, and three in hand. Play equal to or higher than the pile; a 2 goes on anything and a 10 burns the pile. If you cannot play, pick up the whole pile. The last player with cards is the idiot.',
    },
  },
  'tuffa-viktor': {
    name: { nb: 'Tuffa Viktor', sv: 'Tuffa Viktor', en: 'Tuffa Viktor' },
    howTo: {
      nb: 'Samle flest glass! Legg glaskort i grupper, like tall eller på rad, og sikre dem med Tuffa Viktor. Stjel andres grupper med Vivan, ta kort med Indrivaren, og svar med Smockan eller Arrestering. Bare sikrede glass teller; først til 200 vinner.',
      sv: 'Samla flest glas! Lägg glaskort i grupper, samma nummer eller i följd, och säkra dem med Tuffa Viktor. Stjäl andras grupper med Vivan, ta kort med Indrivaren och svara med Smockan eller Arrestering. Bara säkrade glas räknas; först till 200 vinner.',
      en: 'Collect the most glasses! Lay glass cards in groups, equal numbers or in a row, and secure them with Tuffa Viktor. Steal groups with Vivan, take cards with Indrivaren, and answer with Smockan or Arrestering. Only secured glasses count; first to 200 wins.',
    },
  },
};

export const gameName = (id: GameId, lang: Lang): string => GAME_TEXT[id].name[lang];
