import type { AnyGameWords } from '../../words/game-words';
import { TUFFA_SETUP_WORDS, TUFFA_SETUP_CHECKS } from './setup-words';

/**
 * Why Tuffa Viktor refuses an action. Seats (`target`) by number, cards and groups by codes, group
 * numbers counted from 1 as the table shows them. Card names stay Swedish in every language.
 */
export const TUFFA_REASONS = {
  ...TUFFA_SETUP_CHECKS,
  'answer-arrest-contested': {
    nb: 'Som svar tar Arrestering bare den omstridte gruppen: {target} sin gruppe {group}.',
    sv: 'Som svar tar Arrestering bara den omstridda gruppen: grupp {group} hos {target}.',
    en: 'As an answer, Arrestering takes the contested group: group {group} of {target}.',
  },
  'answer-vivan-first': {
    nb: 'Svar på Vivan først: spill Smockan eller Arrestering, eller godta.',
    sv: 'Svara på Vivan först: spela Smockan eller Arrestering, eller godta.',
    en: 'You must answer Vivan first: play Smockan or Arrestering, or accept.',
  },
  'indrivaren-no-arrest': {
    nb: 'Bare Smockan svarer på Indrivaren; Arrestering kan ikke.',
    sv: 'Bara Smockan svarar på Indrivaren; Arrestering kan inte.',
    en: 'Only Smockan answers Indrivaren; Arrestering cannot.',
  },
  'answer-indrivaren-first': {
    nb: 'Svar på Indrivaren først: spill Smockan for å slippe, eller godta.',
    sv: 'Svara på Indrivaren först: spela Smockan för att slippa, eller godta.',
    en: 'You must answer Indrivaren first: play Smockan to be spared, or accept.',
  },
  'glass-at-least-one': {
    nb: 'Legg minst ett glaskort.',
    sv: 'Lägg minst ett glaskort.',
    en: 'Lay at least one glass card.',
  },
  'figure-alone': {
    nb: '{card} er et figurkort: figurkort spilles ett om gangen, aldri sammen med glaskort.',
    sv: '{card} är ett figurkort: figurkort spelas ett i taget, aldrig med glaskort.',
    en: '{card} is a figure card: figure cards are played one a turn, never with glass cards.',
  },
  'group-not-now': {
    nb: 'Den gruppen kan ikke legges nå.',
    sv: 'Den gruppen kan inte läggas nu.',
    en: 'That group cannot be laid now.',
  },
  'not-a-group': {
    nb: '{cards} er ingen gruppe: legg glaskort med samme verdi eller verdier på rad.',
    sv: '{cards} är ingen grupp: lägg glaskort med samma värde eller värden i följd.',
    en: '{cards} is not a group: lay glass cards of one value or a run of consecutive values.',
  },
  'add-not-a-group': {
    nb: '{cards} lagt til gruppen din ({group}) blir ikke samme verdi eller verdier på rad.',
    sv: '{cards} tillagt din grupp ({group}) blir inte samma värde eller värden i följd.',
    en: '{cards} added to your group ({group}) does not make one value or a run of consecutive values.',
  },
  'you-no-group': {
    nb: 'Du har ingen åpen gruppe.',
    sv: 'Du har ingen öppen grupp.',
    en: 'You have no open group.',
  },
  'you-no-group-n': {
    nb: 'Du har ingen åpen gruppe {group}: gruppene dine er 1 til {max}.',
    sv: 'Du har ingen öppen grupp {group}: dina grupper är 1 till {max}.',
    en: 'You have no open group {group}: your groups are 1 to {max}.',
  },
  'seat-no-group': {
    nb: '{target} har ingen åpen gruppe; sikrede grupper kan ikke tas.',
    sv: '{target} har ingen öppen grupp; säkrade grupper kan inte tas.',
    en: '{target} has no open group; secured groups cannot be taken.',
  },
  'pick-opponent': {
    nb: 'Velg en motspiller, ikke deg selv.',
    sv: 'Välj en motspelare, inte dig själv.',
    en: 'Pick an opponent, not yourself.',
  },
  'no-such-seat': {
    nb: 'Den plassen finnes ikke ved bordet.',
    sv: 'Den platsen finns inte vid bordet.',
    en: 'There is no such seat at this table.',
  },
  'vivan-cannot-join': {
    nb: '{cards} kan ikke slås sammen med gruppen din ({group}): det må bli samme verdi eller på rad.',
    sv: '{cards} kan inte slås ihop med din grupp ({group}): det måste bli samma värde eller i följd.',
    en: '{cards} cannot join your group ({group}): the result must be one value or a run.',
  },
  'vivan-add-glass-only': {
    nb: 'Bare glaskort kan legges til den stjålne gruppen.',
    sv: 'Bara glaskort kan läggas till den stulna gruppen.',
    en: 'Only glass cards can be added to the stolen group.',
  },
  'vivan-add-not-group': {
    nb: '{cards} gjør ikke {group} til samme verdi eller verdier på rad.',
    sv: '{cards} gör inte {group} till samma värde eller värden i följd.',
    en: '{cards} does not extend {group} into one value or a run of consecutive values.',
  },
  'nothing-to-answer': {
    nb: 'Det er ingenting å svare på: spill minst ett kort.',
    sv: 'Det finns inget att svara på: spela minst ett kort.',
    en: 'There is nothing to answer now: play at least one card.',
  },
  'smockan-answers': {
    nb: 'Smockan svarer bare på Vivan eller Indrivaren. I din egen tur kan den bare kastes uten virkning, når ingen kort på hånden har virkning.',
    sv: 'Smockan svarar bara på Vivan eller Indrivaren. Under din egen tur kan den bara slängas utan verkan, när inget kort på handen har verkan.',
    en: 'Smockan only answers Vivan or Indrivaren. On your own turn it can only be laid without effect, when no card in your hand has an effect.',
  },
  'viktor-not-now': {
    nb: 'Den gruppen kan ikke sikres nå.',
    sv: 'Den gruppen kan inte säkras nu.',
    en: 'That group cannot be secured now.',
  },
  'arrest-name-target': {
    nb: 'Velg motspilleren og gruppen som skal arresteres.',
    sv: 'Välj motspelaren och gruppen som ska arresteras.',
    en: 'Name the opponent and the group to arrest.',
  },
  'arrest-not-now': {
    nb: 'Den gruppen kan ikke arresteres nå.',
    sv: 'Den gruppen kan inte arresteras nu.',
    en: 'That group cannot be arrested now.',
  },
  'indrivaren-nobody': {
    nb: 'Ingen motspiller har et kort Indrivaren kan ta.',
    sv: 'Ingen motspelare har ett kort som Indrivaren kan ta.',
    en: 'No opponent has a card for Indrivaren to take.',
  },
  'discard-glass': {
    nb: '{card} er et glaskort, og glaskort har alltid virkning: legg det i en gruppe.',
    sv: '{card} är ett glaskort, och glaskort har alltid verkan: lägg det i en grupp.',
    en: '{card} is a glass card, and a glass card always has an effect: lay it as a group.',
  },
  'discard-has-effect': {
    nb: 'Du kan kaste uten virkning bare når ingen kort på hånden har virkning; du kan spille {cards}.',
    sv: 'Du får slänga utan verkan bara när inget kort på handen har verkan; du kan spela {cards}.',
    en: 'A card may be laid without effect only when no card in your hand has an effect; you can play {cards}.',
  },
} as const;
export type TuffaReason = keyof typeof TUFFA_REASONS;

/**
 * Its setup words (setup-words.ts: name, how-to, options, presets, typed against the options in
 * options.ts, so a missing word fails the build) and the rest: refusals, log sentences, moves and
 * titles. This file imports nothing of the game's but its words, so the words stay a leaf.
 */
export const TUFFA_WORDS = {
  ...TUFFA_SETUP_WORDS,
  reasons: TUFFA_REASONS,
  /** The log's sentences for this game's own event kinds (events.ts); the shared kinds are in words/events.ts. */
  events: {
    glass: {
      nb: '{name} la {cards} i gruppe {group}.',
      sv: '{name} lade {cards} i grupp {group}.',
      en: '{name} laid {cards} in group {group}.',
    },
    'glass-new': {
      nb: '{name} la {cards} som ny gruppe.',
      sv: '{name} lade {cards} som ny grupp.',
      en: '{name} laid {cards} as a new group.',
    },
    viktor: {
      nb: '{name} sikret gruppe {group} med Tuffa Viktor: {n} glass.',
      sv: '{name} säkrade grupp {group} med Tuffa Viktor: {n} glas.',
      en: '{name} secured group {group} with Tuffa Viktor: {n} glasses.',
    },
    vivan: {
      nb: '{name} spilte Vivan på gruppe {group} til {target} ({cards}).',
      sv: '{name} spelade Vivan på grupp {group} hos {target} ({cards}).',
      en: '{name} played Vivan on group {group} of {target} ({cards}).',
    },
    arrest: {
      nb: '{name} spilte Arrestering på gruppe {group} til {target} ({cards}).',
      sv: '{name} spelade Arrestering på grupp {group} hos {target} ({cards}).',
      en: '{name} played Arrestering on group {group} of {target} ({cards}).',
    },
    indrivaren: {
      nb: '{name} spilte Indrivaren: ett kort fra hver som ikke svarer.',
      sv: '{name} spelade Indrivaren: ett kort från var och en som inte svarar.',
      en: '{name} played Indrivaren: one card from each who does not answer.',
    },
    smockan: {
      nb: '{name} svarte {target} med Smockan!',
      sv: '{name} svarade {target} med Smockan!',
      en: '{name} answered {target} with Smockan!',
    },
    yield: { nb: '{name} godtok.', sv: '{name} godtog.', en: '{name} accepted.' },
    discard: {
      nb: '{name} kastet {cards} uten virkning.',
      sv: '{name} slängde {cards} utan verkan.',
      en: '{name} discarded {cards} without effect.',
    },
    'take-from': {
      nb: 'Indrivaren: {name} tok {cards} fra {target}.',
      sv: 'Indrivaren: {name} tog {cards} från {target}.',
      en: 'Indrivaren: {name} took {cards} from {target}.',
    },
  },
  // What a move is, as a button, a hint and the terminal's menu say it; '/short' beside selected cards.
  moves: {
    'glass-new': { nb: 'Ny gruppe med {cards}', sv: 'Ny grupp med {cards}', en: 'New group with {cards}' },
    'glass-new/short': { nb: 'Ny gruppe', sv: 'Ny grupp', en: 'New group' },
    'glass-add': {
      nb: 'Legg {cards} til gruppe {group}',
      sv: 'Lägg {cards} till grupp {group}',
      en: 'Add {cards} to group {group}',
    },
    'glass-add/short': {
      nb: 'Legg til gruppe {group}',
      sv: 'Lägg till grupp {group}',
      en: 'Add to group {group}',
    },
    viktor: {
      nb: 'Tuffa Viktor: sikre gruppe {group}',
      sv: 'Tuffa Viktor: säkra grupp {group}',
      en: 'Tuffa Viktor: secure group {group}',
    },
    'vivan-new': {
      nb: 'Vivan: ta gruppe {group} fra {target} som ny gruppe',
      sv: 'Vivan: ta grupp {group} från {target} som ny grupp',
      en: 'Vivan: take group {group} from {target} as a new group',
    },
    'vivan-into': {
      nb: 'Vivan: ta gruppe {group} fra {target} inn i gruppe {into}',
      sv: 'Vivan: ta grupp {group} från {target} in i grupp {into}',
      en: 'Vivan: take group {group} from {target} into group {into}',
    },
    arrest: {
      nb: 'Arrestering: gruppe {group} til {target}',
      sv: 'Arrestering: grupp {group} hos {target}',
      en: 'Arrestering: group {group} of {target}',
    },
    'arrest-answer': {
      nb: 'Svar med Arrestering',
      sv: 'Svara med Arrestering',
      en: 'Answer with Arrestering',
    },
    indrivaren: {
      nb: 'Indrivaren: ta et kort fra hver',
      sv: 'Indrivaren: ta ett kort från varje',
      en: 'Indrivaren: take a card from each',
    },
    smockan: { nb: 'Svar med Smockan!', sv: 'Svara med Smockan!', en: 'Answer with Smockan!' },
    yield: { nb: 'Godta', sv: 'Godta', en: 'Accept' },
    discard: {
      nb: 'Kast {cards} uten virkning',
      sv: 'Släng {cards} utan verkan',
      en: 'Discard {cards} without effect',
    },
  },
  titles: {},
  // Its table says everything in the shared table words (@kortbord/words TABLE_WORDS).
  table: {},
} satisfies AnyGameWords;
