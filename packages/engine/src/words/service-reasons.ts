import type { Text } from './lang';

// The refusals of the services around the table (today's deal, profiles, groups, records): codes the
// server sends and SHARED_REASONS words, so they stay with the engine's reasons; their pages'
// words are in @kortbord/words.

/** Why a request about today's deal (issue 35) was refused: the reasons of the server's `daily-refused`. */
export const DAILY_REASONS = {
  'daily-already-played': {
    nb: 'Du har allerede spilt dagens giv i dette spillet. Tidligere dager kan du spille for å øve.',
    sv: 'Du har redan spelat dagens giv i det här spelet. Tidigare dagar kan du spela för att öva.',
    en: "You have already played today's deal in this game. You can play earlier days for practice.",
  },
  'daily-play-first': {
    nb: 'Spill denne given først: resultatlista, spillfila og de andres spill åpnes når du har spilt den, eller når dagen er over.',
    sv: 'Spela den här given först: resultatlistan, spelfilen och de andras spel öppnas när du har spelat den, eller när dagen är slut.',
    en: "Play this deal first: its results, its record and others' play open once you have played it, or when the day is over.",
  },
  'daily-future-day': {
    nb: 'Den dagens giv er ikke delt ut ennå.',
    sv: 'Den dagens giv är inte utdelad än.',
    en: "That day's deal has not been dealt yet.",
  },
  'daily-too-old': {
    nb: 'Du kan øve på giv fra de siste {n} dagene.',
    sv: 'Du kan öva på givar från de senaste {n} dagarna.',
    en: 'You can practise the deals of the last {n} days.',
  },
  'daily-one-match': {
    nb: 'Dagens giv er ett parti. Vil du spille igjen, kan du øve på den når dagen er over.',
    sv: 'Dagens giv är ett parti. Vill du spela igen kan du öva på den när dagen är slut.',
    en: "Today's deal is one match. To play it again, practise it once the day is over.",
  },
  'daily-alone': {
    nb: 'Dagens giv spilles alene mot datamaskinen: ingen andre kan sette seg eller se på.',
    sv: 'Dagens giv spelas ensam mot datorn: ingen annan kan sätta sig eller titta på.',
    en: "Today's deal is played alone against the computer: nobody else can sit down or watch.",
  },
} as const satisfies Record<string, Text>;

/** Why a profile's request was refused (the reasons the server sends with its refusals). */
export const PROFILE_REASONS = {
  'not-signed-in': {
    nb: 'Du er ikke logget inn på denne enheten.',
    sv: 'Du är inte inloggad på den här enheten.',
    en: 'You are not signed in on this device.',
  },
  'code-wrong': {
    nb: 'Den koden stemmer ikke. Sjekk den på den andre enheten.',
    sv: 'Den koden stämmer inte. Kontrollera den på den andra enheten.',
    en: 'That code is not right. Check it on the other device.',
  },
  'code-used': {
    nb: 'Den koden er allerede brukt. Lag en ny på den andre enheten.',
    sv: 'Den koden är redan använd. Skapa en ny på den andra enheten.',
    en: 'That code has been used already. Make a new one on the other device.',
  },
  'code-expired': {
    nb: 'Den koden er gått ut. Lag en ny på den andre enheten.',
    sv: 'Den koden har gått ut. Skapa en ny på den andra enheten.',
    en: 'That code has run out. Make a new one on the other device.',
  },
  'code-tries': {
    nb: 'Den koden er sperret etter fem feil forsøk. Lag en ny på den andre enheten.',
    sv: 'Den koden är spärrad efter fem felaktiga försök. Skapa en ny på den andra enheten.',
    en: 'That code is blocked after five wrong tries. Make a new one on the other device.',
  },
  'passkey-unknown': {
    nb: 'Den passnøkkelen hører ikke til noen profil her.',
    sv: 'Den nyckeln hör inte till någon profil här.',
    en: 'That passkey belongs to no profile here.',
  },
  'passkey-failed': {
    nb: 'Passnøkkelen kunne ikke bekreftes. Prøv igjen.',
    sv: 'Nyckeln kunde inte bekräftas. Försök igen.',
    en: 'The passkey could not be confirmed. Try again.',
  },
  // Why a name was refused (at a seat, for a profile, in a group): cleanName in the server.
  'name-empty': {
    nb: 'Navnet trenger minst ett synlig tegn.',
    sv: 'Namnet behöver minst ett synligt tecken.',
    en: 'A name needs at least one visible character.',
  },
  'name-long': {
    nb: 'Et navn kan ha høyst {n} tegn.',
    sv: 'Ett namn får ha högst {n} tecken.',
    en: 'A name may be at most {n} characters.',
  },
  'name-bot': {
    nb: 'Navnet ser ut som navnet på en bot.',
    sv: 'Namnet ser ut som namnet på en bot.',
    en: 'The name reads as a bot’s.',
  },
  'name-taken': {
    nb: 'Navnet ligner for mye på {name}, som allerede er her.',
    sv: 'Namnet liknar för mycket {name}, som redan är här.',
    en: 'The name looks too much like {name}, who is already here.',
  },
  'name-marks': {
    nb: 'En bokstav i navnet har for mange aksenter eller tegn over og under seg.',
    sv: 'En bokstav i namnet har för många accenter eller tecken över och under sig.',
    en: 'A letter in the name carries too many accents or marks.',
  },
  'device-unknown': {
    nb: 'Den enheten er ikke logget inn på profilen din.',
    sv: 'Den enheten är inte inloggad på din profil.',
    en: 'That device is not signed in to your profile.',
  },
} as const satisfies Record<string, Text>;

/** Why a group's request was refused. */
export const GROUP_REASONS = {
  'group-unknown': {
    nb: 'Den gruppen finnes ikke, eller lenken er ikke lenger gyldig.',
    sv: 'Den gruppen finns inte, eller så gäller länken inte längre.',
    en: 'That group does not exist, or the link is no longer valid.',
  },
  'group-not-member': {
    nb: 'Du er ikke med i den gruppen.',
    sv: 'Du är inte med i den gruppen.',
    en: 'You are not in that group.',
  },
  'group-name-taken': {
    nb: 'Det er allerede en {name} i gruppen. To i samme gruppe kan ikke hete det samme.',
    sv: 'Det finns redan en {name} i gruppen. Två i samma grupp kan inte heta likadant.',
    en: 'There is already a {name} in the group. Two in one group cannot share a name.',
  },
  'group-full': {
    nb: 'Gruppen er full ({n} medlemmer).',
    sv: 'Gruppen är full ({n} medlemmar).',
    en: 'The group is full ({n} members).',
  },
  'groups-too-many': {
    nb: 'Du er allerede med i {n} grupper. Forlat en først.',
    sv: 'Du är redan med i {n} grupper. Lämna en först.',
    en: 'You are already in {n} groups. Leave one first.',
  },
  'group-bad-name': {
    nb: 'Gruppen trenger et navn på 1 til 40 tegn.',
    sv: 'Gruppen behöver ett namn på 1 till 40 tecken.',
    en: 'The group needs a name of 1 to 40 characters.',
  },
} as const satisfies Record<string, Text>;

/** Why a request about a profile's records was refused. */
export const RECORD_REASONS = {
  'profile-unknown': {
    nb: 'Den profilen finnes ikke her (lenger).',
    sv: 'Den profilen finns inte här (längre).',
    en: 'That profile is not here (any more).',
  },
} as const satisfies Record<string, Text>;
