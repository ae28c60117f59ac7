/**
 * Every word the terminal prints, in bokmål, Swedish and English. One table, typed so that a missing
 * language or an unknown key fails the type-check. Kept apart from the commands so that it can be
 * switched to the project-wide catalogue in one place.
 */
export const LANGS = ['nb', 'sv', 'en'] as const;
export type Lang = (typeof LANGS)[number];

type Entry = { readonly nb: string; readonly sv: string; readonly en: string };

const W = {
  // the program
  tagline: {
    nb: 'fem nordiske kortspill i terminalen',
    sv: 'fem nordiska kortspel i terminalen',
    en: 'five Nordic card games in the terminal',
  },
  usage: { nb: 'Bruk', sv: 'Användning', en: 'Usage' },
  commands: { nb: 'Kommandoer', sv: 'Kommandon', en: 'Commands' },
  options: { nb: 'Valg', sv: 'Flaggor', en: 'Options' },
  arguments: { nb: 'Argumenter', sv: 'Argument', en: 'Arguments' },
  examples: { nb: 'Eksempler', sv: 'Exempel', en: 'Examples' },
  defaultIs: { nb: 'standard: {v}', sv: 'standard: {v}', en: 'default: {v}' },
  helpMore: {
    nb: 'Skriv «kortbord KOMMANDO --help» for mer om hvert kommando.',
    sv: 'Skriv «kortbord KOMMANDO --help» för mer om varje kommando.',
    en: 'Type "kortbord COMMAND --help" for more on each command.',
  },
  helpFor: {
    nb: 'Skriv «{cmd} --help» for hjelp.',
    sv: 'Skriv «{cmd} --help» för hjälp.',
    en: 'Type "{cmd} --help" for help.',
  },
  replayNoFile: {
    nb: 'Ingen spillfil: oppgi FIL, eller - for standard inn.',
    sv: 'Ingen spelfil: ange FIL, eller - för standard in.',
    en: 'No record given: name a FILE, or - for standard input.',
  },
  cmdPlay: {
    nb: 'spill et parti mot roboter i terminalen',
    sv: 'spela ett parti mot robotar i terminalen',
    en: 'play a match against bots in the terminal',
  },
  cmdGames: {
    nb: 'spillene, valgene deres (verdier og standard) og variantene',
    sv: 'spelen, deras inställningar (värden och standard) och varianterna',
    en: 'the games, their options (values and defaults) and presets',
  },
  cmdReplay: {
    nb: 'sjekk en spillfil og skriv ut stillingen (JSON)',
    sv: 'kontrollera en spelfil och skriv ut ställningen (JSON)',
    en: 'check a game record and print the resulting state (JSON)',
  },
  cmdSimulate: {
    nb: 'robotturneringer på alle kjerner',
    sv: 'robotturneringar på alla kärnor',
    en: 'bot tournaments on all cores',
  },
  cmdHelp: {
    nb: 'vis hjelp for et kommando',
    sv: 'visa hjälp för ett kommando',
    en: 'show help for a command',
  },
  optHelp: { nb: 'vis denne hjelpen', sv: 'visa den här hjälpen', en: 'show this help' },
  optVersion: { nb: 'vis versjonen', sv: 'visa versionen', en: 'show the version' },
  optLang: {
    nb: 'språk: nb, sv eller en (standard: fra LC_ALL / LC_MESSAGES / LANG)',
    sv: 'språk: nb, sv eller en (standard: från LC_ALL / LC_MESSAGES / LANG)',
    en: 'language: nb, sv or en (default: from LC_ALL / LC_MESSAGES / LANG)',
  },
  gameWord: { nb: 'spill', sv: 'spel', en: 'game' },
  argGame: { nb: 'spillet: {list}', sv: 'spelet: {list}', en: 'the game: {list}' },
  optPlayers: { nb: 'antall spillere', sv: 'antal spelare', en: 'number of players' },
  optLevel: {
    nb: 'robotenes nivå: random, easy, medium, hard',
    sv: 'robotarnas nivå: random, easy, medium, hard',
    en: 'the bots’ level: random, easy, medium, hard',
  },
  optPreset: {
    nb: 'variant (se «kortbord games»)',
    sv: 'variant (se «kortbord games»)',
    en: 'preset (see "kortbord games")',
  },
  optOptions: {
    nb: 'bordvalg som JSON, f.eks. \'{"targetScore":30}\'',
    sv: 'bordsinställningar som JSON, t.ex. \'{"targetScore":30}\'',
    en: 'table options as JSON, e.g. \'{"targetScore":30}\'',
  },
  optSeed: {
    nb: 'frø for stokkingen (standard: fra klokka)',
    sv: 'frö för blandningen (standard: från klockan)',
    en: 'seed of the shuffle (default: from the clock)',
  },
  optRecord: {
    nb: 'skriv spillfila til FIL etter hvert trekk',
    sv: 'skriv spelfilen till FIL efter varje drag',
    en: 'write the game record to FILE after every move',
  },
  optResume: {
    nb: 'fortsett partiet i spillfila FIL (og skriv videre i den)',
    sv: 'fortsätt partiet i spelfilen FIL (och skriv vidare i den)',
    en: 'continue the match in the record FILE (and keep writing it)',
  },
  optSeat: {
    nb: 'vis bare det denne plassen ser',
    sv: 'visa bara det den här platsen ser',
    en: 'show only what this seat sees',
  },
  argFile: {
    nb: 'spillfila, eller - for standard inn',
    sv: 'spelfilen, eller - för standard in',
    en: 'the record, or - for standard input',
  },
  replayExit: {
    nb: 'Utgangskode 0: alle trekk godtatt; 1: et trekk avvist; 2: fila kan ikke leses.',
    sv: 'Slutkod 0: alla drag godtagna; 1: ett drag avvisat; 2: filen kan inte läsas.',
    en: 'Exit code 0: every entry applies; 1: an entry is refused; 2: the record cannot be read.',
  },
  optBots: {
    nb: 'ett nivå per plass, f.eks. hard,medium,easy,random',
    sv: 'en nivå per plats, t.ex. hard,medium,easy,random',
    en: 'one level per seat, e.g. hard,medium,easy,random',
  },
  optBotsDefault: { nb: 'hard, så medium', sv: 'hard, sedan medium', en: 'hard, then medium' },
  optSimPlayers: {
    nb: 'antall spillere (standard: antall roboter)',
    sv: 'antal spelare (standard: antal robotar)',
    en: 'number of players (default: the number of bots)',
  },
  optGames: { nb: 'partier å spille', sv: 'partier att spela', en: 'matches to play' },
  optRounds: {
    nb: 'stopp hvert parti etter N runder (standard: partiets egen slutt; President 5)',
    sv: 'stoppa varje parti efter N rundor (standard: partiets eget slut; President 5)',
    en: "stop each match after N rounds (default: the match's own end; President 5)",
  },
  optIterations: {
    nb: 'hard: høyst så mange søk per valg',
    sv: 'hard: högst så många sökningar per val',
    en: 'hard: search iterations per decision at most',
  },
  optTimeMs: {
    nb: 'hard: høyst så lang betenkningstid per valg (ms)',
    sv: 'hard: högst så lång betänketid per val (ms)',
    en: 'hard: thinking time per decision at most (ms)',
  },
  optWorkers: {
    nb: 'tråder (standard: alle kjerner)',
    sv: 'trådar (standard: alla kärnor)',
    en: 'worker threads (default: all cores)',
  },
  optOut: {
    nb: 'skriv resultatene som JSON',
    sv: 'skriv resultaten som JSON',
    en: 'write the results as JSON',
  },
  optRecords: {
    nb: 'skriv hvert parti som spillfil i MAPPE',
    sv: 'skriv varje parti som spelfil i MAPP',
    en: 'write every match as a game record in DIR',
  },
  // errors
  error: { nb: 'feil', sv: 'fel', en: 'error' },
  didYouMean: { nb: 'Mente du {x}?', sv: 'Menade du {x}?', en: 'Did you mean {x}?' },
  unknownCommand: { nb: 'ukjent kommando «{x}»', sv: 'okänt kommando «{x}»', en: 'unknown command "{x}"' },
  unknownOption: { nb: 'ukjent valg {x}', sv: 'okänd flagga {x}', en: 'unknown option {x}' },
  missingValue: { nb: '{x} trenger en verdi', sv: '{x} behöver ett värde', en: '{x} needs a value' },
  tooMany: {
    nb: 'for mange argumenter: {x}',
    sv: 'för många argument: {x}',
    en: 'too many arguments: {x}',
  },
  unknownGame: {
    nb: 'ukjent spill «{x}»; spill: {list}',
    sv: 'okänt spel «{x}»; spel: {list}',
    en: 'unknown game "{x}"; games: {list}',
  },
  needGame: {
    nb: 'hvilket spill? Skriv det, eller bruk --game: {list}',
    sv: 'vilket spel? Skriv det, eller använd --game: {list}',
    en: 'which game? Name it, or use --game: {list}',
  },
  twoGames: {
    nb: 'to forskjellige spill: «{x}» og «{y}»',
    sv: 'två olika spel: «{x}» och «{y}»',
    en: 'two different games: "{x}" and "{y}"',
  },
  unknownLevel: {
    nb: 'ukjent nivå «{x}»; nivåer: {list}',
    sv: 'okänd nivå «{x}»; nivåer: {list}',
    en: 'unknown bot level "{x}"; levels: {list}',
  },
  unknownLang: {
    nb: 'ukjent språk «{x}»; språk: nb, sv, en',
    sv: 'okänt språk «{x}»; språk: nb, sv, en',
    en: 'unknown language "{x}"; languages: nb, sv, en',
  },
  unknownPreset: {
    nb: '{game} har ingen variant «{x}»; varianter: {list}',
    sv: '{game} har ingen variant «{x}»; varianter: {list}',
    en: '{game} has no preset "{x}"; presets: {list}',
  },
  wholeNumber: {
    nb: '{x} trenger et helt tall på minst 1, ikke «{v}»',
    sv: '{x} behöver ett heltal på minst 1, inte «{v}»',
    en: '{x} needs a whole number of at least 1, not "{v}"',
  },
  badJson: {
    nb: '--options er ikke gyldig JSON: {v}',
    sv: '--options är inte giltig JSON: {v}',
    en: '--options is not valid JSON: {v}',
  },
  botsCount: {
    nb: '--bots nevner {n} roboter for {p} spillere',
    sv: '--bots nämner {n} robotar för {p} spelare',
    en: '--bots names {n} bots for {p} players',
  },
  playersRangeIs: {
    nb: '{game} spilles av {min}–{max} spillere med disse valgene, ikke {n}',
    sv: '{game} spelas av {min}–{max} spelare med dessa inställningar, inte {n}',
    en: '{game} takes {min}–{max} players with these options, not {n}',
  },
  badTable: {
    nb: 'bordet kan ikke settes opp: {why}',
    sv: 'bordet kan inte ordnas: {why}',
    en: 'no such table: {why}',
  },
  recordUnreadable: {
    nb: 'kan ikke lese spillfila {f}: {why}',
    sv: 'kan inte läsa spelfilen {f}: {why}',
    en: 'cannot read the record {f}: {why}',
  },
  recordRefused: {
    nb: 'spillfila {f} stemmer ikke ved trekk {i}: {why}',
    sv: 'spelfilen {f} stämmer inte vid drag {i}: {why}',
    en: 'the record {f} does not replay at entry {i}: {why}',
  },
  recordOver: {
    nb: 'partiet i {f} er allerede over',
    sv: 'partiet i {f} är redan slut',
    en: 'the match in {f} is already over',
  },
  resumeGame: {
    nb: 'spillfila er {x}, ikke {y}',
    sv: 'spelfilen är {x}, inte {y}',
    en: 'the record is {x}, not {y}',
  },
  cannotWrite: {
    nb: 'kan ikke skrive {f}: {why}',
    sv: 'kan inte skriva {f}: {why}',
    en: 'cannot write {f}: {why}',
  },
  // games
  gamesIntro: {
    nb: 'Spillene. Velg med «kortbord play SPILL»; valg med --preset P eller --options JSON.',
    sv: 'Spelen. Välj med «kortbord play SPEL»; inställningar med --preset P eller --options JSON.',
    en: 'The games. Pick one with "kortbord play GAME"; options with --preset P or --options JSON.',
  },
  playersRange: { nb: '{min}–{max} spillere', sv: '{min}–{max} spelare', en: '{min}–{max} players' },
  presets: { nb: 'varianter', sv: 'varianter', en: 'presets' },
  standardPreset: { nb: 'standard', sv: 'standard', en: 'standard' },
  tableOptions: { nb: 'valg', sv: 'inställningar', en: 'options' },
  yesNo: { nb: 'true eller false', sv: 'true eller false', en: 'true or false' },
  range: { nb: '{min} til {max}', sv: '{min} till {max}', en: '{min} to {max}' },
  structured: { nb: 'se reglene', sv: 'se reglerna', en: 'see the rules' },
  // the table
  you: { nb: 'du', sv: 'du', en: 'you' },
  youCap: { nb: 'Du', sv: 'Du', en: 'You' },
  seatN: { nb: 'plass {n}', sv: 'plats {n}', en: 'seat {n}' },
  bot: { nb: 'robot', sv: 'robot', en: 'bot' },
  level_random: { nb: 'tilfeldig', sv: 'slumpvis', en: 'random' },
  level_easy: { nb: 'lett', sv: 'lätt', en: 'easy' },
  level_medium: { nb: 'middels', sv: 'medel', en: 'medium' },
  level_hard: { nb: 'vanskelig', sv: 'svår', en: 'hard' },
  players: { nb: '{n} spillere', sv: '{n} spelare', en: '{n} players' },
  seedIs: { nb: 'frø {s}', sv: 'frö {s}', en: 'seed {s}' },
  recordingTo: { nb: 'spillfil: {f}', sv: 'spelfil: {f}', en: 'record: {f}' },
  resumed: {
    nb: 'Fortsetter partiet fra {f} ({n} trekk).',
    sv: 'Fortsätter partiet från {f} ({n} drag).',
    en: 'Continuing the match from {f} ({n} moves).',
  },
  round: { nb: 'Runde {n}', sv: 'Runda {n}', en: 'Round {n}' },
  yourHand: { nb: 'Hånden din', sv: 'Din hand', en: 'Your hand' },
  nCards: { nb: '{n} kort', sv: '{n} kort', en: '{n} cards' },
  oneCard: { nb: '1 kort', sv: '1 kort', en: '1 card' },
  aCard: { nb: 'et kort', sv: 'ett kort', en: 'a card' },
  points: { nb: '{n} poeng', sv: '{n} poäng', en: '{n} points' },
  total: { nb: 'sum {n}', sv: 'summa {n}', en: 'total {n}' },
  emptyTable: { nb: 'tomt', sv: 'tomt', en: 'empty' },
  onTable: { nb: 'På bordet', sv: 'På bordet', en: 'On the table' },
  playedBy: { nb: 'lagt av {name}', sv: 'lagt av {name}', en: 'played by {name}' },
  passedList: { nb: 'har passet: {names}', sv: 'har passat: {names}', en: 'passed: {names}' },
  stock: { nb: 'trekkbunken {n}', sv: 'talongen {n}', en: 'stock {n}' },
  discardN: { nb: 'kastebunken {n}', sv: 'slänghögen {n}', en: 'discard pile {n}' },
  asideN: { nb: 'til side {n}', sv: 'åt sidan {n}', en: 'set aside {n}' },
  shown: { nb: 'Du ser: {cards}', sv: 'Du ser: {cards}', en: 'You see: {cards}' },
  seenN: { nb: 'har sett {n}', sv: 'har sett {n}', en: 'has seen {n}' },
  seenCards: { nb: 'du har sett: {cards}', sv: 'du har sett: {cards}', en: 'you have seen: {cards}' },
  pile: { nb: 'Bunken', sv: 'Högen', en: 'The pile' },
  pileTop: {
    nb: '{cards} øverst ({n} kort i bunken)',
    sv: '{cards} överst ({n} kort i högen)',
    en: '{cards} on top ({n} cards in the pile)',
  },
  pileEmpty: { nb: 'tom', sv: 'tom', en: 'empty' },
  burnedN: { nb: 'brent {n}', sv: 'bränt {n}', en: 'burned {n}' },
  top: { nb: 'Øverst', sv: 'Överst', en: 'On top' },
  suitInForce: { nb: 'farge: {suit}', sv: 'färg: {suit}', en: 'suit: {suit}' },
  penalty: { nb: 'straff: trekk {n}', sv: 'straff: dra {n}', en: 'penalty: draw {n}' },
  reversed: { nb: 'spillet går motsols', sv: 'spelet går motsols', en: 'play goes anticlockwise' },
  drawnN: { nb: 'trukket {n}', sv: 'dragna {n}', en: 'drawn {n}' },
  knockOn: {
    nb: '{name} har ett kort og sa ikke ifra',
    sv: '{name} har ett kort och sa inte till',
    en: '{name} has one card and did not say so',
  },
  knownCards: { nb: 'kjent på hånden: {cards}', sv: 'känt på handen: {cards}', en: 'seen in hand: {cards}' },
  faceUp: { nb: 'synlige {cards}', sv: 'synliga {cards}', en: 'face up {cards}' },
  faceDownN: { nb: 'skjulte {n}', sv: 'dolda {n}', en: 'face down {n}' },
  role_president: { nb: 'president', sv: 'president', en: 'president' },
  'role_vice-president': { nb: 'visepresident', sv: 'vicepresident', en: 'vice-president' },
  role_neutral: { nb: 'nøytral', sv: 'neutral', en: 'neutral' },
  'role_vice-boms': { nb: 'viseboms', sv: 'vicebom', en: 'vice-boms' },
  role_boms: { nb: 'boms', sv: 'bom', en: 'boms' },
  giveTo: {
    nb: '{from} gir {n} til {to}',
    sv: '{from} ger {n} till {to}',
    en: '{from} gives {n} to {to}',
  },
  groupsOf: { nb: 'grupper {g}', sv: 'grupper {g}', en: 'groups {g}' },
  securedGlasses: { nb: 'sikret {n} glass', sv: 'säkrat {n} glas', en: 'secured {n} glasses' },
  glass: { nb: 'glass {n}', sv: 'glas {n}', en: 'glass {n}' },
  discardPileTop: {
    nb: 'kastebunken: {card} øverst ({n})',
    sv: 'slänghögen: {card} överst ({n})',
    en: 'discard pile: {card} on top ({n})',
  },
  pendingVivan: {
    nb: '{by} spiller Vivan på {target}s gruppe {g}; {asked}',
    sv: '{by} spelar Vivan på {target}s grupp {g}; {asked}',
    en: "{by} plays Vivan on {target}'s group {g}; {asked}",
  },
  pendingIndrivaren: {
    nb: '{by} spiller Indrivaren; {asked}',
    sv: '{by} spelar Indrivaren; {asked}',
    en: '{by} plays Indrivaren; {asked}',
  },
  youAnswer: { nb: 'du svarer', sv: 'du svarar', en: 'you answer' },
  answers: { nb: '{name} svarer', sv: '{name} svarar', en: '{name} answers' },
  nobodyAnswers: { nb: 'ingen svarer', sv: 'ingen svarar', en: 'nobody answers' },
  glassCards: { nb: 'glass', sv: 'glas', en: 'glass' },
  phase_draft: {
    nb: 'trekk: behold kortet du ser, eller avvis det',
    sv: 'dragning: behåll kortet du ser, eller avvisa det',
    en: 'draft: keep the card you see, or reject it',
  },
  phase_exchange: { nb: 'bytte av kort', sv: 'kortbyte', en: 'card exchange' },
  phase_arrange: {
    nb: 'velg tre kort som skal ligge synlig på bordet',
    sv: 'välj tre kort som ska ligga synliga på bordet',
    en: 'choose three cards to lie face up on the table',
  },
  phase_answer: {
    nb: 'svar med Smockan eller Arrestering, eller godta',
    sv: 'svara med Smockan eller Arrestering, eller godta',
    en: 'answer with Smockan or Arrestering, or accept',
  },
  // the prompt
  yourTurn: { nb: 'Din tur', sv: 'Din tur', en: 'Your turn' },
  prompt: {
    nb: 'Skriv kort (5h 5s), et ord (pass) eller et nummer; q avslutter',
    sv: 'Skriv kort (5h 5s), ett ord (pass) eller ett nummer; q avslutar',
    en: 'Type cards (5h 5s), a word (pass) or a number; q quits',
  },
  promptTuffa: {
    nb: 'Skriv kort (g3 g4, vivan), et ord (godta) eller et nummer; q avslutter',
    sv: 'Skriv kort (g3 g4, vivan), ett ord (godta) eller ett nummer; q avslutar',
    en: 'Type cards (g3 g4, vivan), a word (accept) or a number; q quits',
  },
  promptShort: { nb: 'Ditt trekk', sv: 'Ditt drag', en: 'Your move' },
  back: { nb: 'tilbake', sv: 'tillbaka', en: 'back' },
  moreMoves: {
    nb: '… og {n} til: skriv kortene, eller velg en gruppe',
    sv: '… och {n} till: skriv korten, eller välj en grupp',
    en: '… and {n} more: type the cards, or pick a group',
  },
  ways: { nb: '{n} måter', sv: '{n} sätt', en: '{n} ways' },
  groupCards: { nb: '{what}: {n} kort', sv: '{what}: {n} kort', en: '{what}: {n} cards' },
  groupOneCard: { nb: '{what}: 1 kort', sv: '{what}: 1 kort', en: '{what}: 1 card' },
  groupFirst: { nb: '{what} med {card}', sv: '{what} med {card}', en: '{what} with {card}' },
  pageN: { nb: 'del {i} av {n}', sv: 'del {i} av {n}', en: 'part {i} of {n}' },
  noSuchMove: {
    nb: 'Det er ikke et lovlig trekk nå. Skriv kort, et ord eller et nummer fra lista.',
    sv: 'Det är inte ett tillåtet drag nu. Skriv kort, ett ord eller ett nummer från listan.',
    en: 'That is not a legal move now. Type cards, a word or a number from the list.',
  },
  whichOne: { nb: 'Hvilket av disse?', sv: 'Vilket av dessa?', en: 'Which of these?' },
  letItGo: { nb: 'la det gå (ikke bank)', sv: 'låt det vara (knacka inte)', en: 'let it go (no knock)' },
  letItGoWord: { nb: 'la', sv: 'låt', en: 'let' },
  roundOver: { nb: 'Runden er over', sv: 'Rundan är slut', en: 'The round is over' },
  matchOver: { nb: 'Partiet er over', sv: 'Partiet är slut', en: 'The match is over' },
  nextRound: {
    nb: 'Enter: neste runde, q: avslutt',
    sv: 'Enter: nästa runda, q: avsluta',
    en: 'Enter: next round, q: quit',
  },
  shared: { nb: 'delt', sv: 'delad', en: 'shared' },
  winner: { nb: 'Vinner: {name}', sv: 'Vinnare: {name}', en: 'Winner: {name}' },
  sharedFirst: {
    nb: 'Delt førsteplass: {names} og {last}',
    sv: 'Delad förstaplats: {names} och {last}',
    en: 'Shared first place: {names} and {last}',
  },
  bye: { nb: 'Du forlot bordet.', sv: 'Du lämnade bordet.', en: 'You left the table.' },
  byeSaved: {
    nb: 'Partiet er lagret i {f}; fortsett med: kortbord play --resume {f}',
    sv: 'Partiet är sparat i {f}; fortsätt med: kortbord play --resume {f}',
    en: 'The match is saved in {f}; continue with: kortbord play --resume {f}',
  },
  // simulate
  simHeader: {
    nb: '{game}, {p} spillere, {g} partier{r}, frø {s}, {w} tråder; robotene bytter plass hvert parti',
    sv: '{game}, {p} spelare, {g} partier{r}, frö {s}, {w} trådar; robotarna byter plats varje parti',
    en: '{game}, {p} players, {g} matches{r}, seed {s}, {w} worker threads; bots rotate seats each match',
  },
  simRounds: { nb: ' på høyst {n} runder', sv: ' på högst {n} rundor', en: ' of at most {n} rounds' },
  simLong: {
    nb: 'Dette tar omtrent {t} ({why}). Kortere: færre --games, --rounds 1, eller --iterations 200 / --time-ms 20 for hard. Ctrl-C stopper.',
    sv: 'Det här tar ungefär {t} ({why}). Kortare: färre --games, --rounds 1, eller --iterations 200 / --time-ms 20 för hard. Ctrl-C stoppar.',
    en: 'This will take about {t} ({why}). Shorter: fewer --games, --rounds 1, or --iterations 200 / --time-ms 20 for hard. Ctrl-C stops.',
  },
  simWhy: {
    nb: '{g} partier × ~{d} valg × {ms} ms / {w} tråder',
    sv: '{g} partier × ~{d} val × {ms} ms / {w} trådar',
    en: '{g} matches × ~{d} decisions × {ms} ms / {w} threads',
  },
  hours: { nb: '{n} timer', sv: '{n} timmar', en: '{n} hours' },
  minutes: { nb: '{n} minutter', sv: '{n} minuter', en: '{n} minutes' },
  seconds: { nb: '{n} sekunder', sv: '{n} sekunder', en: '{n} seconds' },
  simDone: {
    nb: '{g} partier, {r} runder på {s} s ({rate} partier/s); plass 1 = best; ± er 95 %-intervallet; tidene teller bare valg med flere muligheter',
    sv: '{g} partier, {r} rundor på {s} s ({rate} partier/s); plats 1 = bäst; ± är 95 %-intervallet; tiderna räknar bara val med flera möjligheter',
    en: '{g} matches, {r} rounds in {s} s ({rate} matches/s); place 1 = best; ± is the 95% interval; decision times count only decisions with a choice',
  },
  simRecords: { nb: 'spillfiler: {n} i {d}', sv: 'spelfiler: {n} i {d}', en: 'records: {n} files in {d}' },
  simResults: { nb: 'resultater: {f}', sv: 'resultat: {f}', en: 'results: {f}' },
  simStopped: { nb: 'Stoppet.', sv: 'Stoppad.', en: 'Stopped.' },
  colBot: { nb: 'robot', sv: 'robot', en: 'bot' },
  colGames: { nb: 'partier', sv: 'partier', en: 'games' },
  colWins: { nb: 'seire', sv: 'vinster', en: 'wins' },
  colShare: { nb: 'seiersandel (95 % KI)', sv: 'vinstandel (95 % KI)', en: 'win share (95% CI)' },
  colPlace: { nb: 'snitt plass', sv: 'snitt plats', en: 'avg place' },
  colScore: { nb: 'snitt poeng', sv: 'snitt poäng', en: 'avg score' },
  colDecisions: { nb: 'valg', sv: 'val', en: 'decisions' },
  colMean: { nb: 'snitt ms', sv: 'snitt ms', en: 'mean ms' },
  colP95: { nb: 'p95 ms', sv: 'p95 ms', en: 'p95 ms' },
  progress: {
    nb: '{d}/{t} partier, {r} partier/s, igjen {eta} s',
    sv: '{d}/{t} partier, {r} partier/s, kvar {eta} s',
    en: '{d}/{t} games, {r} games/s, ETA {eta} s',
  },
  progressBar: {
    nb: '{value}/{total} partier | {rate} partier/s | igjen {eta_formatted}',
    sv: '{value}/{total} partier | {rate} partier/s | kvar {eta_formatted}',
    en: '{value}/{total} games | {rate} games/s | ETA {eta_formatted}',
  },
  // moves, as a menu offers them (imperative) and as the table saw them (past)
  act_play: { nb: 'spill {cards}', sv: 'spela {cards}', en: 'play {cards}' },
  act_suitNamed: { nb: 'og velg {suit}', sv: 'och välj {suit}', en: 'and name {suit}' },
  act_call: { nb: 'og si «{word}»', sv: 'och säg «{word}»', en: 'and say “{word}”' },
  act_pass: { nb: 'pass', sv: 'passa', en: 'pass' },
  act_draw: { nb: 'trekk', sv: 'dra', en: 'draw' },
  act_drawPenalty: { nb: 'trekk straffen ({n})', sv: 'ta straffen ({n})', en: 'take the penalty ({n})' },
  act_knock: { nb: 'bank på {name}', sv: 'knacka på {name}', en: 'knock on {name}' },
  act_suit: { nb: 'velg {suit}', sv: 'välj {suit}', en: 'name {suit}' },
  act_give: { nb: 'gi {cards}', sv: 'ge {cards}', en: 'give {cards}' },
  act_keep: { nb: 'behold', sv: 'behåll', en: 'keep' },
  act_reject: {
    nb: 'avvis (ta det skjulte)',
    sv: 'avvisa (ta det dolda)',
    en: 'reject (take the hidden one)',
  },
  act_take: { nb: 'ta {cards}', sv: 'ta {cards}', en: 'take {cards}' },
  act_arrange: { nb: 'legg synlig: {cards}', sv: 'lägg synligt: {cards}', en: 'lay face up: {cards}' },
  act_flip: { nb: 'snu skjult kort {n}', sv: 'vänd dolt kort {n}', en: 'turn face-down card {n}' },
  act_pickup: { nb: 'ta opp bunken', sv: 'ta upp högen', en: 'pick up the pile' },
  act_pickupFaceUp: {
    nb: 'legg {cards} og ta opp bunken',
    sv: 'lägg {cards} och ta upp högen',
    en: 'lay {cards} and pick up the pile',
  },
  act_chance: {
    nb: 'sjanse (spill øverste kort i bunken)',
    sv: 'chansa (spela översta kortet)',
    en: 'take a chance (play the top stock card)',
  },
  act_glassNew: {
    nb: 'legg {cards} som ny gruppe',
    sv: 'lägg {cards} som ny grupp',
    en: 'lay {cards} as a new group',
  },
  act_glassAdd: {
    nb: 'legg {cards} til gruppe {n}',
    sv: 'lägg {cards} till grupp {n}',
    en: 'add {cards} to group {n}',
  },
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
  act_vivanAdd: { nb: 'og legg til {cards}', sv: 'och lägg till {cards}', en: 'and add {cards}' },
  act_arrest: {
    nb: 'Arrestering: {name}s gruppe {n}',
    sv: 'Arrestering: {name}s grupp {n}',
    en: "Arrestering: {name}'s group {n}",
  },
  act_arrestAnswer: {
    nb: 'svar med Arrestering',
    sv: 'svara med Arrestering',
    en: 'answer with Arrestering',
  },
  act_indrivaren: {
    nb: 'Indrivaren: ta et kort fra hver',
    sv: 'Indrivaren: ta ett kort från varje',
    en: 'Indrivaren: take a card from each',
  },
  act_smockan: { nb: 'svar med Smockan', sv: 'svara med Smockan', en: 'answer with Smockan' },
  act_yield: { nb: 'godta', sv: 'godta', en: 'accept' },
  act_discard: {
    nb: 'kast {cards} uten virkning',
    sv: 'släng {cards} utan verkan',
    en: 'discard {cards} without effect',
  },
  ev_play: { nb: '{name} la {cards}', sv: '{name} lade {cards}', en: '{name} played {cards}' },
  ev_pass: { nb: '{name} passet', sv: '{name} passade', en: '{name} passed' },
  ev_draw: { nb: '{name} trakk', sv: '{name} drog', en: '{name} drew' },
  ev_knock: {
    nb: '{name} banket på {target}',
    sv: '{name} knackade på {target}',
    en: '{name} knocked on {target}',
  },
  ev_suit: { nb: '{name} valgte {suit}', sv: '{name} valde {suit}', en: '{name} named {suit}' },
  ev_give: { nb: '{name} ga bort {cards}', sv: '{name} gav bort {cards}', en: '{name} gave away {cards}' },
  ev_keep: { nb: '{name} beholdt kortet', sv: '{name} behöll kortet', en: '{name} kept the card' },
  ev_reject: { nb: '{name} avviste kortet', sv: '{name} avvisade kortet', en: '{name} rejected the card' },
  ev_take: { nb: '{name} tok {cards}', sv: '{name} tog {cards}', en: '{name} took {cards}' },
  ev_arrange: {
    nb: '{name} la synlig: {cards}',
    sv: '{name} lade synligt: {cards}',
    en: '{name} laid face up: {cards}',
  },
  ev_flip: {
    nb: '{name} snudde skjult kort {n}',
    sv: '{name} vände dolt kort {n}',
    en: '{name} turned face-down card {n}',
  },
  ev_pickup: { nb: '{name} tok opp bunken', sv: '{name} tog upp högen', en: '{name} picked up the pile' },
  ev_chance: { nb: '{name} tok sjansen', sv: '{name} chansade', en: '{name} took a chance' },
  ev_glass: { nb: '{name} la {cards}', sv: '{name} lade {cards}', en: '{name} laid {cards}' },
  ev_viktor: {
    nb: '{name} sikret gruppe {n} med Tuffa Viktor',
    sv: '{name} säkrade grupp {n} med Tuffa Viktor',
    en: '{name} secured group {n} with Tuffa Viktor',
  },
  ev_vivan: {
    nb: '{name} spilte Vivan på {target}s gruppe {n}',
    sv: '{name} spelade Vivan på {target}s grupp {n}',
    en: "{name} played Vivan on {target}'s group {n}",
  },
  ev_vivanAdd: { nb: 'og la til {cards}', sv: 'och lade till {cards}', en: 'and added {cards}' },
  ev_arrest: {
    nb: '{name} spilte Arrestering',
    sv: '{name} spelade Arrestering',
    en: '{name} played Arrestering',
  },
  ev_arrestOn: {
    nb: '{name} arresterte {target}s gruppe {n}',
    sv: '{name} arresterade {target}s grupp {n}',
    en: "{name} arrested {target}'s group {n}",
  },
  ev_indrivaren: {
    nb: '{name} spilte Indrivaren',
    sv: '{name} spelade Indrivaren',
    en: '{name} played Indrivaren',
  },
  ev_smockan: {
    nb: '{name} svarte med Smockan!',
    sv: '{name} svarade med Smockan!',
    en: '{name} answered with Smockan!',
  },
  ev_yield: { nb: '{name} godtok', sv: '{name} godtog', en: '{name} accepted' },
  ev_discard: { nb: '{name} kastet {cards}', sv: '{name} slängde {cards}', en: '{name} discarded {cards}' },
  ev_callSaid: { nb: '«{word}»', sv: '«{word}»', en: '“{word}”' },
  kind_play: { nb: 'spill', sv: 'spela', en: 'play' },
  kind_give: { nb: 'gi', sv: 'ge', en: 'give' },
  kind_glass: { nb: 'legg glaskort', sv: 'lägg glaskort', en: 'lay glass cards' },
  kind_arrange: { nb: 'legg synlig', sv: 'lägg synligt', en: 'lay face up' },
  kind_other: { nb: 'andre trekk', sv: 'andra drag', en: 'other moves' },
  suit_C: { nb: 'kløver', sv: 'klöver', en: 'clubs' },
  suit_D: { nb: 'ruter', sv: 'ruter', en: 'diamonds' },
  suit_H: { nb: 'hjerter', sv: 'hjärter', en: 'hearts' },
  suit_S: { nb: 'spar', sv: 'spader', en: 'spades' },
} satisfies Record<string, Entry>;

export type WordKey = keyof typeof W;

const WORDS: Record<WordKey, Entry> = W;

/** The words for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function t(lang: Lang, key: WordKey, params: Record<string, string | number> = {}): string {
  return WORDS[key][lang].replace(/\{(\w+)\}/g, (whole, p: string) =>
    p in params ? String(params[p]) : whole,
  );
}

export const isLang = (x: string): x is Lang => (LANGS as readonly string[]).includes(x);

/**
 * The language from the environment's locale, as a terminal program reads it: LC_ALL, then
 * LC_MESSAGES, then LANG; Norwegian (nb, nn, no) and Swedish are recognised, anything else is English.
 */
export function langFromEnv(env: NodeJS.ProcessEnv): Lang {
  const locale = env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '';
  const code = locale.toLowerCase().slice(0, 2);
  if (code === 'nb' || code === 'nn' || code === 'no') return 'nb';
  if (code === 'sv') return 'sv';
  return 'en';
}

/**
 * A game's name in the language: the engine names every game in nb and en, Swedish only where it
 * differs; the Swedish page uses the Scandinavian names (Vri åtter), so Swedish falls back to bokmål.
 */
export const gameName = (
  name: { readonly nb: string; readonly en: string; readonly sv?: string },
  lang: Lang,
): string => (lang === 'sv' ? (name.sv ?? name.nb) : name[lang]);
