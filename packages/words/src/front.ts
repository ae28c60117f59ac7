import type { Text } from '@kortbord/engine';

/**
 * The front page's own words: choosing a game, its house rules and seats, the bots' levels and how
 * strong each is (issue 39: as a family reads it; the measured figures stay in `levelWins`, for a
 * tooltip), a number field's allowed range said when it is not kept, why hints are off at a table of
 * friends, the open tables and a record to review. Some are the table's too (a seat's level, "You").
 * Part of TABLE_WORDS (table.ts spreads them in) and of FRONT_PAGE_WORDS (front-page.ts).
 */
export const FRONT_WORDS = {
  levelWinsPlain: {
    nb: 'Vinner {share} mot {against} (like gode spillere vinner 1 av 4).',
    sv: 'Vinner {share} mot {against} (lika bra spelare vinner 1 av 4).',
    en: 'Wins {share} against {against} (equal players win 1 in 4).',
  },
  share_about: {
    nb: 'omtrent {n} av {of} runder',
    sv: 'ungefär {n} av {of} rundor',
    en: 'about {n} in {of} rounds',
  },
  share_half: {
    nb: 'omtrent halvparten av rundene',
    sv: 'ungefär hälften av rundorna',
    en: 'about half the rounds',
  },
  share_almostAll: { nb: 'nesten alle rundene', sv: 'nästan alla rundor', en: 'almost every round' },
  share_almostNone: { nb: 'nesten ingen runder', sv: 'nästan inga rundor', en: 'hardly any rounds' },
  vs_random: {
    nb: 'tre roboter som spiller på måfå',
    sv: 'tre robotar som spelar på måfå',
    en: 'three bots that play at random',
  },
  vs_easy: { nb: 'tre lette roboter', sv: 'tre lätta robotar', en: 'three easy bots' },
  vs_medium: { nb: 'tre middels roboter', sv: 'tre robotar på medelnivå', en: 'three medium bots' },
  vs_hard: { nb: 'tre vanskelige roboter', sv: 'tre svåra robotar', en: 'three hard bots' },
  vs_expert: { nb: 'tre ekspertroboter', sv: 'tre expertrobotar', en: 'three expert bots' },
  intSnapped: {
    nb: 'Bare hele tall fra {min} til {max} går, så {typed} ble til {value}.',
    sv: 'Bara heltal från {min} till {max} går, så {typed} blev {value}.',
    en: 'Only whole numbers from {min} to {max} are allowed, so {typed} became {value}.',
  },
  intEmpty: {
    nb: 'Feltet var tomt, så det står fortsatt {value} ({min}–{max}).',
    sv: 'Fältet var tomt, så det står kvar på {value} ({min}–{max}).',
    en: 'The field was empty, so it stays at {value} ({min}–{max}).',
  },
  hintsOffWithPeople: {
    nb: 'Tips er av når to eller flere personer spiller. Kryss av her hvis alle ved bordet skal kunne be om tips.',
    sv: 'Tips är av när två eller fler personer spelar. Kryssa i här om alla vid bordet ska kunna be om tips.',
    en: 'Hints are off when two or more people play. Tick here if everyone at the table may ask for hints.',
  },
  chooseGame: { nb: 'Velg spill', sv: 'Välj spel', en: 'Choose a game' },
  howToPlay: { nb: 'Slik spiller du', sv: 'Så spelar du', en: 'How to play' },
  playersRange: { nb: '{min}–{max} spillere', sv: '{min}–{max} spelare', en: '{min}–{max} players' },
  rules: { nb: 'Regler', sv: 'Regler', en: 'Rules' },
  preset: { nb: 'Variant', sv: 'Variant', en: 'Variant' },
  presetStandard: { nb: 'Standard', sv: 'Standard', en: 'Standard' },
  range: { nb: '({min}–{max})', sv: '({min}–{max})', en: '({min}–{max})' },
  outOfRange: {
    nb: 'Skriv et helt tall fra {min} til {max}.',
    sv: 'Skriv ett heltal från {min} till {max}.',
    en: 'Enter a whole number from {min} to {max}.',
  },
  deckCard: { nb: 'Kort', sv: 'Kort', en: 'Card' },
  deckCount: { nb: 'Antall', sv: 'Antal', en: 'Count' },
  rulesLink: { nb: 'Alle reglene', sv: 'Alla regler', en: 'All the rules' },
  houseRules: { nb: 'Husregler', sv: 'Husregler', en: 'House rules' },
  noHouseRules: {
    nb: 'Ingen husregler å velge.',
    sv: 'Inga husregler att välja.',
    en: 'No house rules to choose.',
  },
  seats: { nb: 'Plasser', sv: 'Platser', en: 'Seats' },
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
  level_expert: { nb: 'ekspert', sv: 'expert', en: 'expert' },
  level_about_random: {
    nb: 'Tilfeldig: velger et tilfeldig lovlig trekk.',
    sv: 'Slumpvis: väljer ett slumpvis lagligt drag.',
    en: 'Random: plays a random legal move.',
  },
  level_about_easy: {
    nb: 'Lett: spiller som middels, men tar et tilfeldig trekk hver fjerde gang.',
    sv: 'Lätt: spelar som medel, men tar ett slumpvis drag var fjärde gång.',
    en: 'Easy: plays like medium, but one move in four at random.',
  },
  level_about_medium: {
    nb: 'Middels: følger enkle tommelfingerregler for spillet.',
    sv: 'Medel: följer enkla tumregler för spelet.',
    en: 'Medium: follows simple rules of thumb for the game.',
  },
  level_about_hard: {
    nb: 'Vanskelig: prøver trekkene mot mulige kortfordelinger, omtrent en tidel sekund per trekk.',
    sv: 'Svår: prövar dragen mot möjliga kortfördelningar, ungefär en tiondels sekund per drag.',
    en: 'Hard: tries its moves against possible deals, about a tenth of a second a move.',
  },
  level_about_expert: {
    nb: 'Ekspert: som vanskelig, men tenker omtrent ett sekund per trekk.',
    sv: 'Expert: som svår, men tänker ungefär en sekund per drag.',
    en: 'Expert: like hard, but thinks about a second a move.',
  },
  levelWins: {
    nb: 'Vinner {pct} % av rundene mot tre roboter på nivå {against} i {game} ({rounds} runder målt {date}).',
    sv: 'Vinner {pct} % av rundorna mot tre robotar på nivå {against} i {game} ({rounds} rundor uppmätta {date}).',
    en: 'Wins {pct}% of rounds against three {against} bots at {game} ({rounds} rounds measured {date}).',
  },
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
  join: { nb: 'Bli med', sv: 'Gå med', en: 'Join' },
  spectate: { nb: 'Se på', sv: 'Titta på', en: 'Watch' },
  review: { nb: 'Gjennomgang', sv: 'Genomgång', en: 'Review' },
  reviewRecord: {
    nb: 'Se gjennom et parti (spillfil)',
    sv: 'Gå igenom ett parti (spelfil)',
    en: 'Review a game (record file)',
  },
  youName: { nb: 'Du', sv: 'Du', en: 'You' },
  copyRulesLink: {
    nb: 'Kopier lenke til reglene',
    sv: 'Kopiera länk till reglerna',
    en: 'Copy a link to these rules',
  },
  rulesLinkCopied: {
    nb: 'Lenken er kopiert: et bord laget fra den spiller disse reglene.',
    sv: 'Länken är kopierad: ett bord som skapas från den spelar dessa regler.',
    en: 'Link copied: a table made from it plays these rules.',
  },
  needName: { nb: 'Skriv navnet ditt først.', sv: 'Skriv ditt namn först.', en: 'Type your name first.' },
  offlineNeedsYou: {
    nb: 'Uten nett trenger du en plass selv, og ingen plass kan stå åpen.',
    sv: 'Utan nät behöver du en egen plats, och ingen plats får stå öppen.',
    en: 'Offline, you need a seat of your own and no seat may be open.',
  },
  hintsOption: {
    nb: 'Tips: spillerne kan be om forslag til trekk',
    sv: 'Tips: spelarna kan be om förslag på drag',
    en: 'Hints: players may ask for a suggested move',
  },
  hintsOptionHelp: {
    nb: 'På som standard når du spiller alene mot roboter; med flere folk velger den som lager bordet.',
    sv: 'På som standard när du spelar ensam mot robotar; med fler personer väljer den som skapar bordet.',
    en: 'On by default when you play alone against bots; with several people the creator chooses.',
  },
  hintsOn: { nb: 'Tips er på', sv: 'Tips är på', en: 'Hints are on' },
} satisfies Record<string, Text>;
