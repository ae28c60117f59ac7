import type { Text } from '@kortbord/engine';

/**
 * The field page of a day's deal (issue 35): where you came among everyone, the spread of results,
 * your groups, the coach, the best play and the check of the deal. Its own module, out of
 * TABLE_WORDS, so only that page's chunk carries it (the front page's scripts have a budget).
 */
export const DAILY_PAGE_WORDS = {
  fieldTitle: { nb: '{game}: given {day}', sv: '{game}: given {day}', en: '{game}: the deal of {day}' },
  fieldLoading: { nb: 'Henter resultatene …', sv: 'Hämtar resultaten …', en: 'Fetching the results …' },
  fieldYou: {
    nb: 'Du er nr. {rank} av {n}',
    sv: 'Du är nr {rank} av {n}',
    en: 'You are no. {rank} of {n}',
  },
  fieldTablePlace: {
    nb: 'Ved bordet: plass {place} av {seats}',
    sv: 'Vid bordet: plats {place} av {seats}',
    en: 'At the table: place {place} of {seats}',
  },
  fieldScore: { nb: 'Resultat: {score}', sv: 'Resultat: {score}', en: 'Score: {score}' },
  fieldBetterWorse: {
    nb: 'Bedre enn deg: {better} · dårligere: {worse} · like godt: {equal}',
    sv: 'Bättre än du: {better} · sämre: {worse} · lika bra: {equal}',
    en: 'Better than you: {better} · worse: {worse} · the same: {equal}',
  },
  fieldPractice: {
    nb: 'Øvingen din: plass {place} ved bordet (teller ikke)',
    sv: 'Din övning: plats {place} vid bordet (räknas inte)',
    en: 'Your practice: place {place} at the table (not counted)',
  },
  fieldNoRanked: {
    nb: 'Du har ikke noe tellende resultat denne dagen.',
    sv: 'Du har inget resultat som räknas den här dagen.',
    en: 'You have no counted result on this day.',
  },
  fieldNobody: {
    nb: 'Ingen har spilt ferdig denne given ennå.',
    sv: 'Ingen har spelat klart den här given än.',
    en: 'Nobody has finished this deal yet.',
  },
  fieldChart: { nb: 'Slik gikk det for alle', sv: 'Så gick det för alla', en: 'How everyone did' },
  fieldChartAlt: {
    nb: 'Resultatene til alle {n}, best først: {list}',
    sv: 'Resultaten för alla {n}, bäst först: {list}',
    en: 'The results of all {n}, best first: {list}',
  },
  fieldResultPlace: {
    nb: 'plass {place} ved bordet',
    sv: 'plats {place} vid bordet',
    en: 'place {place} at the table',
  },
  fieldCount: { nb: '{what}: {n}', sv: '{what}: {n}', en: '{what}: {n}' },
  fieldYouMark: { nb: '(deg)', sv: '(du)', en: '(you)' },
  fieldGroups: { nb: 'Gruppene dine', sv: 'Dina grupper', en: 'Your groups' },
  fieldNotPlayed: { nb: 'ikke spilt', sv: 'inte spelat', en: 'not played' },
  fieldCoach: { nb: 'Treneren', sv: 'Tränaren', en: 'The coach' },
  fieldCoachLink: {
    nb: 'Se partiet ditt med trenerens merker',
    sv: 'Se ditt parti med tränarens markeringar',
    en: "Look through your match with the coach's marks",
  },
  fieldBest: { nb: 'Beste resultat', sv: 'Bästa resultat', en: 'The best result' },
  fieldBestBy: { nb: 'Spilt av {name}', sv: 'Spelat av {name}', en: 'Played by {name}' },
  fieldShowName: {
    nb: 'Vis navnet mitt når jeg har dagens beste resultat',
    sv: 'Visa mitt namn när jag har dagens bästa resultat',
    en: "Show my name when I have the day's best result",
  },
  fieldBestLink: { nb: 'Se hvordan det ble spilt', sv: 'Se hur det spelades', en: 'See how it was played' },
  fieldCheck: {
    nb: 'Var given bestemt på forhånd?',
    sv: 'Var given bestämd i förväg?',
    en: 'Was the deal fixed in advance?',
  },
  fieldHash: {
    nb: 'Fingeravtrykket av given, publisert ved midnatt: {hash}',
    sv: 'Givens fingeravtryck, publicerat vid midnatt: {hash}',
    en: "The deal's fingerprint, published at midnight: {hash}",
  },
  fieldSeed: {
    nb: 'Frøet, vist når dagen var over: {seed}',
    sv: 'Fröet, visat när dagen var slut: {seed}',
    en: 'The seed, shown when the day was over: {seed}',
  },
  fieldSeedLater: {
    nb: 'Frøet vises når dagen er over (midnatt, norsk tid). Da kan alle sjekke at fingeravtrykket passer.',
    sv: 'Fröet visas när dagen är slut (midnatt, norsk tid). Då kan alla kontrollera att fingeravtrycket stämmer.',
    en: 'The seed is shown when the day is over (midnight, Norwegian time). Then anyone can check that the fingerprint fits.',
  },
  fieldHowToCheck: {
    nb: 'Slik sjekker du: last ned et parti av given og kjør «kortbord replay parti.json»; det spiller given av fra frøet, og frøets fingeravtrykk skal være det som står over. Eller spill given på nytt i terminalen: «kortbord daily {game} --seed {seed}».',
    sv: 'Så kontrollerar du: ladda ner ett parti av given och kör «kortbord replay parti.json»; det spelar upp given från fröet, och fröets fingeravtryck ska vara det som står ovan. Eller spela given igen i terminalen: «kortbord daily {game} --seed {seed}».',
    en: 'To check: download a match of the deal and run “kortbord replay match.json”; it plays the deal back from the seed, whose fingerprint must be the one above. Or play the deal again in the terminal: “kortbord daily {game} --seed {seed}”.',
  },
  fieldShare: { nb: 'Del resultatet', sv: 'Dela resultatet', en: 'Share your result' },
  fieldShareHelp: {
    nb: 'Teksten sier hvordan det gikk, men ingenting om kortene.',
    sv: 'Texten säger hur det gick, men inget om korten.',
    en: 'The text says how you did, but nothing about the cards.',
  },
  fieldPracticeAgain: {
    nb: 'Spill denne given som øving (teller ikke)',
    sv: 'Spela den här given som övning (räknas inte)',
    en: 'Play this deal for practice (not counted)',
  },
  fieldEarlier: { nb: 'Andre dager', sv: 'Andra dagar', en: 'Other days' },
  fieldDay: { nb: 'Dag', sv: 'Dag', en: 'Day' },
  fieldOpen: { nb: 'Vis', sv: 'Visa', en: 'Show' },
  fieldToday: { nb: 'Dagens giv', sv: 'Dagens giv', en: "Today's deal" },
} as const satisfies Record<string, Text>;
export type DailyPageKey = keyof typeof DAILY_PAGE_WORDS;

/** The short text to share (daily-share.ts): no card, no move, only how it went. */
export const DAILY_SHARE_WORDS = {
  shareHead: {
    nb: 'kortbord · {game} · {day}',
    sv: 'kortbord · {game} · {day}',
    en: 'kortbord · {game} · {day}',
  },
  shareRank: { nb: 'Nr. {rank} av {n}', sv: 'Nr {rank} av {n}', en: 'No. {rank} of {n}' },
  shareTable: {
    nb: 'ved bordet: {place} av {seats}',
    sv: 'vid bordet: {place} av {seats}',
    en: 'at the table: {place} of {seats}',
  },
  shareStreak: { nb: 'dager på rad: {n}', sv: 'dagar i rad: {n}', en: 'days in a row: {n}' },
} as const satisfies Record<string, Text>;
