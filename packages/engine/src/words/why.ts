import type { GameId } from '../game';
import type { IdiotWhy } from '../games/idiot/reasons';
import type { PresidentWhy } from '../games/president/reasons';
import type { TuffaWhy } from '../games/tuffa-viktor/reasons';
import type { ViggoWhy } from '../games/viggo/reasons';
import type { VriWhy } from '../games/vri-atter/reasons';
import type { HjerterfriWhy } from '../games/hjerterfri/reasons';
import { HJERTERFRI_WHY_WORDS } from '../games/hjerterfri/words';
import type { Reason } from './game-words';
import { capitalise, type Lang, type Text } from './lang';
import { render, type SeatNamer } from './render';

/**
 * Why a hinted move is good, in the words card players give (issue 37): one sentence per reason
 * code of each game's reasons.ts (`Game.why`), typed against its codes so a missing word fails the build.
 * Parameters render by name (render.ts): `card`/`cards` as cards, `seat`/`target` as seats, `suit`, `rank`.
 */
export const WHY_WORDS: {
  readonly viggo: Readonly<Record<ViggoWhy, Text>>;
  readonly president: Readonly<Record<PresidentWhy, Text>>;
  readonly 'vri-atter': Readonly<Record<VriWhy, Text>>;
  readonly idiot: Readonly<Record<IdiotWhy, Text>>;
  readonly 'tuffa-viktor': Readonly<Record<TuffaWhy, Text>>;
  readonly hjerterfri: Readonly<Record<HjerterfriWhy, Text>>;
} = {
  viggo: {
    'stops-last': {
      nb: 'Legger flere kort sammen: {seat} har ett kort igjen og kan ikke følge.',
      sv: 'Lägger flera kort tillsammans: {seat} har ett kort kvar och kan inte följa.',
      en: 'Plays several cards together: {seat} has one card left and cannot follow.',
    },
    'sheds-many': {
      nb: 'Blir kvitt {n} kort på én gang; hvert kort du sitter igjen med, koster et poeng.',
      sv: 'Blir av med {n} kort på en gång; varje kort du har kvar kostar en poäng.',
      en: 'Gets rid of {n} cards at once; every card left in your hand costs a point.',
    },
    'leads-low': {
      nb: 'Spiller ut lavt ({cards}) mens de andre må følge med høyere kort.',
      sv: 'Spelar ut lågt ({cards}) medan de andra måste följa med högre kort.',
      en: 'Leads low ({cards}) while the others must follow with higher cards.',
    },
    'keeps-high': {
      nb: 'Sparer {card} til senere, for å vinne utspillet tilbake når det gjelder.',
      sv: 'Sparar {card} till senare, för att vinna tillbaka utspelet när det gäller.',
      en: 'Keeps the {card} for later, to win the lead back when it matters.',
    },
    'drafts-high': {
      nb: 'Tar {card}, et høyt kort i Viggo som vinner utspillet tilbake senere.',
      sv: 'Tar {card}, ett högt kort i Viggo som vinner tillbaka utspelet senare.',
      en: 'Gets the {card}, a high card in Viggo that wins the lead back later.',
    },
  },
  president: {
    'stops-last': {
      nb: 'Legger flere kort sammen: {seat} har ett kort igjen og kan ikke følge.',
      sv: 'Lägger flera kort tillsammans: {seat} har ett kort kvar och kan inte följa.',
      en: 'Plays several cards together: {seat} has one card left and cannot follow.',
    },
    'sheds-many': {
      nb: 'Blir kvitt {n} kort på én gang, et steg nærmere å gå ut først.',
      sv: 'Blir av med {n} kort på en gång, ett steg närmare att gå ut först.',
      en: 'Gets rid of {n} cards at once, a step nearer to going out first.',
    },
    'leads-low': {
      nb: 'Spiller ut lavt ({cards}) mens de andre må følge med høyere kort.',
      sv: 'Spelar ut lågt ({cards}) medan de andra måste följa med högre kort.',
      en: 'Leads low ({cards}) while the others must follow with higher cards.',
    },
    'keeps-high': {
      nb: 'Sparer {card} til senere: med det tar du over bunken når du trenger det.',
      sv: 'Sparar {card} till senare: med det tar du över högen när du behöver det.',
      en: 'Keeps the {card} for later: it takes the pile when you need it.',
    },
    'gives-low': {
      nb: 'Gir bort de svakeste kortene ({cards}) og beholder de sterke.',
      sv: 'Ger bort de svagaste korten ({cards}) och behåller de starka.',
      en: 'Gives away the weakest cards ({cards}) and keeps the strong ones.',
    },
  },
  'vri-atter': {
    'calls-last': {
      nb: 'Sier «{word}», så ingen kan banke på og gi deg tre kort.',
      sv: 'Säger ”{word}”, så ingen kan knacka och ge dig tre kort.',
      en: 'Says “{word}”, so nobody can knock and make you draw three.',
    },
    'keeps-eight': {
      nb: 'Sparer {card} til senere: en åtter kan legges på alt når ingenting annet passer.',
      sv: 'Sparar {card} till senare: en åtta kan läggas på allt när inget annat passar.',
      en: 'Keeps the {card} for later: an eight goes on anything when nothing else fits.',
    },
    'eight-to-suit': {
      nb: 'Åtteren bytter til {suit}, sorten du har flest av ({n}).',
      sv: 'Åttan byter till {suit}, färgen du har flest av ({n}).',
      en: 'The eight changes the suit to {suit}, the suit you hold most of ({n}).',
    },
    'sheds-many': {
      nb: 'Blir kvitt {n} kort på én gang.',
      sv: 'Blir av med {n} kort på en gång.',
      en: 'Gets rid of {n} cards at once.',
    },
  },
  idiot: {
    burns: {
      nb: 'Brenner bunken, og du spiller igjen.',
      sv: 'Bränner högen, och du spelar igen.',
      en: 'Burns the pile, and you play again.',
    },
    'arrange-strong': {
      nb: 'Legger {cards} synlig på bordet: sterke kort der redder deg på slutten, når du må spille fra bordet.',
      sv: 'Lägger {cards} synliga på bordet: starka kort där räddar dig på slutet, när du måste spela från bordet.',
      en: 'Puts {cards} face up: strong cards there save you at the end, when you must play from the table.',
    },
    'takes-small-pile': {
      nb: 'Tar opp bunken nå mens den er liten ({n} kort), og sparer de gode kortene.',
      sv: 'Tar upp högen nu medan den är liten ({n} kort), och sparar de bra korten.',
      en: 'Takes the pile now while it is small ({n} cards) and saves your good cards.',
    },
    'plays-low': {
      nb: 'Spiller det laveste som går (rang {rank}) og sparer de høye kortene.',
      sv: 'Spelar det lägsta som går (valör {rank}) och sparar de höga korten.',
      en: 'Plays the lowest that goes (rank {rank}) and keeps the high cards.',
    },
    'keeps-special': {
      nb: 'Sparer {card} til senere: det kan legges på alt.',
      sv: 'Sparar {card} till senare: det kan läggas på allt.',
      en: 'Keeps the {card} for later: it goes on anything.',
    },
  },
  'tuffa-viktor': {
    secures: {
      nb: 'Sikrer {cards} før Vivan kan ta dem: bare sikrede glass teller.',
      sv: 'Säkrar {cards} innan Vivan kan ta dem: bara säkrade glas räknas.',
      en: 'Secures {cards} before Vivan can take them: only secured glasses count.',
    },
    'keeps-group': {
      nb: 'Smockan stopper Vivan: du beholder {cards}.',
      sv: 'Smockan stoppar Vivan: du behåller {cards}.',
      en: 'Smockan stops Vivan: you keep {cards}.',
    },
    'saves-smockan': {
      nb: 'Sparer Smockan til Vivan: Indrivaren tar bare ett kort, Vivan en hel gruppe.',
      sv: 'Sparar Smockan till Vivan: Indrivaren tar bara ett kort, Vivan en hel grupp.',
      en: 'Saves Smockan for Vivan: Indrivaren takes only one card, Vivan a whole group.',
    },
    'takes-largest': {
      nb: 'Tar {cards} fra {target}: gruppen med flest glass.',
      sv: 'Tar {cards} från {target}: gruppen med flest glas.',
      en: 'Takes {cards} from {target}: the group with the most glasses.',
    },
    'arrests-largest': {
      nb: 'Fjerner {cards} hos {target}: gruppen med flest glass.',
      sv: 'Tar bort {cards} hos {target}: gruppen med flest glas.',
      en: 'Removes {cards} from {target}: the group with the most glasses.',
    },
  },
  hjerterfri: HJERTERFRI_WHY_WORDS,
};

/** The words of a reason code of `game`, or undefined for a code the game does not give. */
export function whyText(game: GameId, code: string): Text | undefined {
  const words = WHY_WORDS[game] as Readonly<Record<string, Text>>;
  return Object.prototype.hasOwnProperty.call(words, code) ? words[code] : undefined;
}

/**
 * A move's reasons in `lang`: the first `max` the catalogue words (the strongest come first), each a
 * sentence; '' when there is none.
 */
export function sayWhy(
  game: GameId,
  reasons: readonly Reason[],
  lang: Lang,
  seatName?: SeatNamer,
  max = 2,
): string {
  return reasons
    .flatMap((r) => {
      const text = whyText(game, r.code);
      return text ? [capitalise(render(text, lang, r.params ?? {}, seatName))] : [];
    })
    .slice(0, max)
    .join(' ');
}
