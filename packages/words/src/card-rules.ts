import { HJERTERFRI_CARD_RULES, type GameId, type Text } from '@kortbord/engine';

/**
 * What a special card does, with one example, for the rules page. `when` names the option (and
 * value) the card's rule needs, so the page lists only the rules in force at the table.
 */
export interface CardRule {
  readonly what: Text;
  readonly does: Text;
  readonly example: Text;
  readonly when?: {
    readonly option: string;
    readonly is?: readonly unknown[];
    readonly not?: readonly unknown[];
  };
}

export const CARD_RULES: Readonly<Record<GameId, readonly CardRule[]>> = {
  viggo: [
    {
      what: { nb: 'Kløver 3', sv: 'Klöver 3', en: 'The three of clubs' },
      does: {
        nb: 'Slår alle andre kort; av to ellers like kombinasjoner er den med kløver 3 høyest.',
        sv: 'Slår alla andra kort; av två annars lika kombinationer är den med klöver 3 högst.',
        en: 'Beats every other card; of two otherwise equal combinations, the one holding it is higher.',
      },
      example: {
        nb: 'Et par treere med kløver 3 slår et par treere uten.',
        sv: 'Ett par treor med klöver 3 slår ett par treor utan.',
        en: 'A pair of threes with the three of clubs beats a pair of threes without it.',
      },
    },
    {
      what: { nb: 'Rekke', sv: 'Stege', en: 'A sequence' },
      does: {
        nb: 'Nøyaktig fem kort i rad i Viggo-rekkefølgen (4 lavest, 3 høyest); slås bare av en høyere rekke.',
        sv: 'Exakt fem kort i följd i Viggo-ordningen (4 lägst, 3 högst); slås bara av en högre stege.',
        en: 'Exactly five cards in a row in the Viggo order (4 lowest, 3 highest); beaten only by a higher sequence.',
      },
      example: {
        nb: '6-7-8-9-10 slår 5-6-7-8-9, men ikke et par.',
        sv: '6-7-8-9-10 slår 5-6-7-8-9, men inte ett par.',
        en: '6-7-8-9-10 beats 5-6-7-8-9, but not a pair.',
      },
    },
  ],
  president: [
    {
      what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
      does: {
        nb: 'Høyeste verdi: bare flere toere kan følge.',
        sv: 'Högsta valören: bara fler tvåor kan följa.',
        en: 'The highest rank: only more twos can follow.',
      },
      example: {
        nb: 'Et par ess slås av et par toere.',
        sv: 'Ett par ess slås av ett par tvåor.',
        en: 'A pair of aces is beaten by a pair of twos.',
      },
    },
    {
      what: { nb: 'Kløver 3', sv: 'Klöver 3', en: 'The three of clubs' },
      does: {
        nb: 'Spilles alene på hva som helst og rydder bunken; den som la den, spiller ut igjen.',
        sv: 'Spelas ensam på vad som helst och rensar högen; den som lade den spelar ut igen.',
        en: 'Played alone on anything, it clears the pile; its player leads again.',
      },
      example: {
        nb: 'På tre konger legger du kløver 3: bunken ryddes, og du spiller ut.',
        sv: 'På tre kungar lägger du klöver 3: högen rensas och du spelar ut.',
        en: 'On three kings you lay the three of clubs: the pile is cleared and you lead.',
      },
      when: { option: 'clubThree', is: [true] },
    },
    {
      what: { nb: 'Fire like', sv: 'Fyra lika', en: 'Four of a rank' },
      does: {
        nb: 'Fire kort av én verdi på rad i bunken brenner den.',
        sv: 'Fyra kort av en valör i rad i högen bränner den.',
        en: 'Four cards of one rank in a row on the pile burn it.',
      },
      example: {
        nb: 'Konge, konge fra neste, så et par konger: bunken brennes.',
        sv: 'Kung, kung från nästa, sedan ett par kungar: högen bränns.',
        en: 'A king, a king from the next player, then a pair of kings: the pile burns.',
      },
    },
  ],
  'vri-atter': [
    {
      what: { nb: 'Åtter', sv: 'Åtta', en: 'An eight' },
      does: {
        nb: 'Passer på alt; du velger fargen som gjelder videre.',
        sv: 'Passar på allt; du väljer färgen som gäller sedan.',
        en: 'Fits on anything; you name the suit that follows.',
      },
      example: {
        nb: 'Øverst ligger hjerter 5; du legger spar 8 og velger ruter: neste må legge ruter (eller en åtter).',
        sv: 'Överst ligger hjärter 5; du lägger spader 8 och väljer ruter: nästa måste lägga ruter (eller en åtta).',
        en: 'The five of hearts is on top; you lay the eight of spades and name diamonds: the next must lay diamonds (or an eight).',
      },
    },
    {
      what: { nb: 'Første tur', sv: 'Första turen', en: 'The first turn' },
      does: {
        nb: 'I sin første tur i runden kan ingen legge en åtter.',
        sv: 'I sin första tur i rundan får ingen lägga en åtta.',
        en: 'On their first turn of the round nobody may lay an eight.',
      },
      example: {
        nb: 'Du har bare en åtter som passer i første tur: du må trekke.',
        sv: 'Du har bara en åtta som passar på första turen: du måste dra.',
        en: 'Your only fitting card on your first turn is an eight: you must draw.',
      },
      when: { option: 'firstTurn', is: ['suit-only', 'no-eight'] },
    },
    {
      what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
      does: {
        nb: 'Neste må trekke to kort, eller svare med en toer så straffen går videre.',
        sv: 'Nästa måste dra två kort, eller svara med en tvåa så att straffen går vidare.',
        en: 'The next player draws two cards, or answers with a two and passes the penalty on.',
      },
      example: {
        nb: 'Du legger en toer, neste svarer med en toer: spilleren etter må trekke fire.',
        sv: 'Du lägger en tvåa, nästa svarar med en tvåa: spelaren efter måste dra fyra.',
        en: 'You lay a two, the next answers with a two: the player after draws four.',
      },
      when: { option: 'twoPenalty', is: [true] },
    },
    {
      what: { nb: 'Ess', sv: 'Ess', en: 'An ace' },
      does: {
        nb: 'Med husregelen for esset: neste trekker, alle andre trekker, eller retningen snur.',
        sv: 'Med husregeln för esset: nästa drar, alla andra drar, eller riktningen vänds.',
        en: 'With the house rule for the ace: the next draws, all others draw, or play turns round.',
      },
      example: {
        nb: 'Med «neste trekker» legger du et ess, og neste må trekke; det kan ikke besvares med en toer.',
        sv: 'Med «nästa drar» lägger du ett ess och nästa måste dra; det kan inte besvaras med en tvåa.',
        en: 'With “next player draws” you lay an ace and the next must draw; no two answers it.',
      },
      when: { option: 'ace', not: ['normal'] },
    },
    {
      what: { nb: 'Dame', sv: 'Dam', en: 'A queen' },
      does: {
        nb: 'Neste spiller står over.',
        sv: 'Nästa spelare står över.',
        en: 'The next player is skipped.',
      },
      example: {
        nb: 'Du legger en dame: spilleren etter neste har tur.',
        sv: 'Du lägger en dam: spelaren efter nästa har tur.',
        en: 'You lay a queen: the player after the next has the turn.',
      },
      when: { option: 'queenSkips', is: [true] },
    },
  ],
  idiot: [
    {
      what: { nb: 'Toer', sv: 'Tvåa', en: 'A two' },
      does: {
        nb: 'Går på alt; etter en toer kan hva som helst legges.',
        sv: 'Går på allt; efter en tvåa får vad som helst läggas.',
        en: 'Goes on anything; after a two anything may be laid.',
      },
      example: {
        nb: 'På et ess legger du en toer; neste kan legge en treer.',
        sv: 'På ett ess lägger du en tvåa; nästa får lägga en trea.',
        en: 'On an ace you lay a two; the next may lay a three.',
      },
    },
    {
      what: { nb: 'Tier', sv: 'Tia', en: 'A ten' },
      does: {
        nb: 'Går på alt og brenner bunken; du legger igjen.',
        sv: 'Går på allt och bränner högen; du lägger igen.',
        en: 'Goes on anything and burns the pile; you play again.',
      },
      example: {
        nb: 'På en konge legger du en tier: bunken brennes, og du legger et nytt kort.',
        sv: 'På en kung lägger du en tia: högen bränns och du lägger ett nytt kort.',
        en: 'On a king you lay a ten: the pile burns and you lay another card.',
      },
    },
    {
      what: { nb: 'Fire like', sv: 'Fyra lika', en: 'Four of a rank' },
      does: {
        nb: 'Fire kort av én verdi øverst i bunken brenner den.',
        sv: 'Fyra kort av en valör överst i högen bränner den.',
        en: 'Four cards of one rank on top of the pile burn it.',
      },
      example: {
        nb: 'To sjuere ligger øverst; du legger to sjuere til: bunken brennes.',
        sv: 'Två sjuor ligger överst; du lägger två sjuor till: högen bränns.',
        en: 'Two sevens are on top; you add two more: the pile burns.',
      },
    },
    {
      what: { nb: 'Idioten', sv: 'Idioten', en: 'The idiot' },
      does: {
        nb: 'Den som sitter igjen med kort til slutt, er idioten.',
        sv: 'Den som sitter kvar med kort till sist är idioten.',
        en: 'The one left holding cards at the end is the idiot.',
      },
      example: {
        nb: 'Tre er ute; den fjerde har fortsatt kort og blir idioten.',
        sv: 'Tre är ute; den fjärde har fortfarande kort och blir idioten.',
        en: 'Three are out; the fourth still holds cards and is the idiot.',
      },
    },
  ],
  'tuffa-viktor': [
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
  ],
  hjerterfri: HJERTERFRI_CARD_RULES,
};

/** The card rules in force with these options. */
export function cardRules(game: GameId, options: Readonly<Record<string, unknown>>): readonly CardRule[] {
  return CARD_RULES[game].filter((r) => {
    if (!r.when) return true;
    const v = options[r.when.option];
    if (r.when.is && !r.when.is.includes(v)) return false;
    if (r.when.not && r.when.not.includes(v)) return false;
    return true;
  });
}
