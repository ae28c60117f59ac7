import type { CardRuleOf } from '../../words/game-words';
import type { TuffaOptions } from './options';

/** What Tuffa Viktor's special cards do, with an example each, for the rules page (src/card-rules.ts lists them by game). */
export const TUFFA_CARD_RULES: readonly CardRuleOf<TuffaOptions>[] = [
  {
    what: { nb: 'Tuffa Viktor', sv: 'Tuffa Viktor', en: 'Tuffa Viktor' },
    does: {
      nb: 'Sikrer en av dine åpne grupper: den kan ikke lenger tas.',
      sv: 'Säkrar en av dina öppna grupper: den kan inte längre tas.',
      en: 'Secures one of your open groups: it can no longer be taken.',
    },
    example: {
      nb: 'Du har 5-6-7 på bordet og legger Tuffa Viktor: 18 glass er sikret.',
      sv: 'Du har 5-6-7 på bordet och lägger Tuffa Viktor: 18 glas är säkrade.',
      en: 'You have 5-6-7 on the table and play Tuffa Viktor: 18 glasses are secured.',
    },
  },
  {
    what: { nb: 'Vivan', sv: 'Vivan', en: 'Vivan' },
    does: {
      nb: 'Ta en åpen gruppe fra en motspiller; den kan svare med Smockan eller Arrestering.',
      sv: 'Ta en öppen grupp från en motspelare; den kan svara med Smockan eller Arrestering.',
      en: 'Take an open group from an opponent, who may answer with Smockan or Arrestering.',
    },
    example: {
      nb: 'Du tar gruppen 4-4-4 fra plass 2 og legger den til din egen 4-4.',
      sv: 'Du tar gruppen 4-4-4 från plats 2 och lägger den till din egen 4-4.',
      en: 'You take the group 4-4-4 from seat 2 and join it to your own 4-4.',
    },
  },
  {
    what: { nb: 'Smockan', sv: 'Smockan', en: 'Smockan' },
    does: {
      nb: 'Svar på Vivan eller Indrivaren; den siste Smockan avgjør.',
      sv: 'Svar på Vivan eller Indrivaren; den sista Smockan avgör.',
      en: 'An answer to Vivan or Indrivaren; the last Smockan decides.',
    },
    example: {
      nb: 'Plass 2 svarer Vivan med Smockan: gruppen blir der den er, med mindre du svarer med en ny Smockan.',
      sv: 'Plats 2 svarar Vivan med Smockan: gruppen blir kvar, om du inte svarar med en ny Smockan.',
      en: 'Seat 2 answers Vivan with Smockan: the group stays, unless you answer with another Smockan.',
    },
  },
  {
    what: { nb: 'Indrivaren', sv: 'Indrivaren', en: 'Indrivaren' },
    does: {
      nb: 'Ta et tilfeldig kort fra hver motspiller som ikke svarer med Smockan.',
      sv: 'Ta ett slumpvis kort från varje motspelare som inte svarar med Smockan.',
      en: 'Take a random card from each opponent who does not answer with Smockan.',
    },
    example: {
      nb: 'Tre motspillere; én svarer med Smockan: du tar ett kort fra hver av de to andre.',
      sv: 'Tre motspelare; en svarar med Smockan: du tar ett kort från var och en av de två andra.',
      en: 'Three opponents; one answers with Smockan: you take a card from each of the other two.',
    },
  },
  {
    what: { nb: 'Arrestering', sv: 'Arrestering', en: 'Arrestering' },
    does: {
      nb: 'Fjerner en motspillers åpne gruppe fra spillet; som svar på Vivan fjernes den omstridte gruppen.',
      sv: 'Tar bort en motspelares öppna grupp ur spelet; som svar på Vivan tas den omstridda gruppen bort.',
      en: 'Removes an opponent’s open group from play; as an answer to Vivan, the contested group goes.',
    },
    example: {
      nb: 'Plass 3 har 8-8-8 åpent; du spiller Arrestering: de 24 glassene er ute av spillet.',
      sv: 'Plats 3 har 8-8-8 öppet; du spelar Arrestering: de 24 glasen är ute ur spelet.',
      en: 'Seat 3 has 8-8-8 open; you play Arrestering: those 24 glasses are out of play.',
    },
  },
];
