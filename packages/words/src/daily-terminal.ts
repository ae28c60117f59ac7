import type { Text } from '@kortbord/engine';

/** `kortbord daily` (issue 35): today's deal in the terminal, at a server or offline. Part of TERMINAL_WORDS. */
export const DAILY_TERMINAL_WORDS = {
  cmdDaily: {
    nb: 'spill dagens giv: på en server (med plass blant alle) eller uten nett (teller ikke)',
    sv: 'spela dagens giv: på en server (med plats bland alla) eller utan nät (räknas inte)',
    en: "play today's deal: at a server (ranked among everyone) or offline (not ranked)",
  },
  optServer: {
    nb: 'serverens adresse, f.eks. http://localhost:8080: dagens giv der, som gjest',
    sv: 'serverns adress, t.ex. http://localhost:8080: dagens giv där, som gäst',
    en: "the server's address, e.g. http://localhost:8080: today's deal there, as a guest",
  },
  optDay: {
    nb: 'en tidligere dag (ÅÅÅÅ-MM-DD) å øve på, på serveren (teller ikke)',
    sv: 'en tidigare dag (ÅÅÅÅ-MM-DD) att öva på, på servern (räknas inte)',
    en: 'an earlier day (YYYY-MM-DD) to practise, at the server (not ranked)',
  },
  optDailySeed: {
    nb: 'frøet til en dag som er over (står på resultatsida): den givens kort, uten nett',
    sv: 'fröet till en dag som är slut (står på resultatsidan): den givens kort, utan nät',
    en: "the seed of a day that is over (on its results page): that deal's cards, offline",
  },
  dailyAbout: {
    nb: 'Med --server spiller du serverens giv for i dag, plass 1 mot roboter (vanskelig), én gang per spill og dag, og ser plassen din blant alle etterpå. Uten --server er given laget på denne maskinen av spillet og dagens dato (norsk tid): den samme for alle som spiller uten nett i dag, men ikke serverens, for serverens frø er hemmelig til dagen er over. Med --seed spiller du given til en dag som er over, uten nett. Uten nett teller ingenting.',
    sv: 'Med --server spelar du serverns giv för i dag, plats 1 mot robotar (svåra), en gång per spel och dag, och ser din plats bland alla efteråt. Utan --server görs given på den här datorn av spelet och dagens datum (norsk tid): samma för alla som spelar utan nät i dag, men inte serverns, för serverns frö är hemligt tills dagen är slut. Med --seed spelar du given för en dag som är slut, utan nät. Utan nät räknas ingenting.',
    en: "With --server you play the server's deal of today, seat 1 against bots (hard), once per game and day, and see your place among everyone afterwards. Without --server the deal is made on this computer from the game and today's date (Norwegian time): the same for everyone playing offline today, but not the server's, whose seed stays secret until the day is over. With --seed you play the deal of a day that is over, offline. Nothing offline is ranked.",
  },
  dailyOffline: {
    nb: 'Uten nett: dagens giv laget på denne maskinen ({day}), ikke serverens. Teller ikke.',
    sv: 'Utan nät: dagens giv gjord på den här datorn ({day}), inte serverns. Räknas inte.',
    en: "Offline: today's deal made on this computer ({day}), not the server's. Not ranked.",
  },
  dailyOfflineSeed: {
    nb: 'Uten nett: given fra frøet du ga. Teller ikke.',
    sv: 'Utan nät: given från fröet du angav. Räknas inte.',
    en: 'Offline: the deal from the seed you gave. Not ranked.',
  },
  dailyRanked: {
    nb: 'Dagens giv {day} på {server}: du sitter på plass 1 mot roboter (vanskelig). Teller blant alle.',
    sv: 'Dagens giv {day} på {server}: du sitter på plats 1 mot robotar (svåra). Räknas bland alla.',
    en: "Today's deal {day} at {server}: you sit at seat 1 against bots (hard). Ranked among everyone.",
  },
  dailyPractice: {
    nb: 'Øving på given {day} på {server}: teller ikke.',
    sv: 'Övning på given {day} på {server}: räknas inte.',
    en: 'Practice on the deal of {day} at {server}: not ranked.',
  },
  dailyResumed: {
    nb: 'Du fortsetter der du slapp.',
    sv: 'Du fortsätter där du slutade.',
    en: 'You carry on where you left off.',
  },
  dailyYou: {
    nb: 'Du er nr. {rank} av {n}. Bedre enn deg: {better} · dårligere: {worse} · like godt: {equal}.',
    sv: 'Du är nr {rank} av {n}. Bättre än du: {better} · sämre: {worse} · lika bra: {equal}.',
    en: 'You are no. {rank} of {n}. Better than you: {better} · worse: {worse} · the same: {equal}.',
  },
  dailyFieldAt: { nb: 'Alle resultatene: {url}', sv: 'Alla resultat: {url}', en: 'All the results: {url}' },
  dailyShare: { nb: 'Til å dele:', sv: 'Att dela:', en: 'To share:' },
  dailyNoHints: {
    nb: 'Ingen tips i dagens giv: alle spiller på egen hånd.',
    sv: 'Inga tips i dagens giv: alla spelar på egen hand.',
    en: "No hints in today's deal: everyone plays on their own.",
  },
  dailyHelpTyped: { nb: 'Skriv «hjelp» for mer.', sv: 'Skriv «hjälp» för mer.', en: 'Type “help” for more.' },
  dailyBadDay: {
    nb: '«{x}» er ingen dag: skriv den som ÅÅÅÅ-MM-DD.',
    sv: '«{x}» är ingen dag: skriv den som ÅÅÅÅ-MM-DD.',
    en: '“{x}” is no day: write it as YYYY-MM-DD.',
  },
  dailyDayNeedsServer: {
    nb: '--day trenger --server: tidligere dagers giv ligger på serveren. Uten nett: bruk --seed med frøet fra resultatsida.',
    sv: '--day behöver --server: tidigare dagars givar finns på servern. Utan nät: använd --seed med fröet från resultatsidan.',
    en: "--day needs --server: earlier days' deals are at the server. Offline: use --seed with the seed from the results page.",
  },
  dailySeedOrServer: {
    nb: '--seed spilles uten nett: ta bort --server.',
    sv: '--seed spelas utan nät: ta bort --server.',
    en: '--seed plays offline: leave out --server.',
  },
  dailyBadServer: {
    nb: '«{x}» er ingen serveradresse: skriv den som http://vert:port.',
    sv: '«{x}» är ingen serveradress: skriv den som http://värd:port.',
    en: '“{x}” is no server address: write it as http://host:port.',
  },
  dailyNoServer: {
    nb: 'Fikk ikke kontakt med {server}: {why}',
    sv: 'Fick ingen kontakt med {server}: {why}',
    en: 'Could not reach {server}: {why}',
  },
  dailyLost: {
    nb: 'Forbindelsen til serveren ble brutt. Kjør kommandoen igjen for å fortsette.',
    sv: 'Anslutningen till servern bröts. Kör kommandot igen för att fortsätta.',
    en: 'The connection to the server was lost. Run the command again to carry on.',
  },
  dailyLeft: {
    nb: 'Du kan fortsette senere med den samme kommandoen.',
    sv: 'Du kan fortsätta senare med samma kommando.',
    en: 'You can carry on later with the same command.',
  },
} as const satisfies Record<string, Text>;
