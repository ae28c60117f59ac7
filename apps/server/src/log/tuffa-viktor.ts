import { cardsOf, line, list, num, str, type GameLog } from './types';

const group = (g: number | null): string => (g === null ? 'a new group' : `group ${g + 1}`);

/** Tuffa Viktor: glass cards and figures laid are public; Indrivaren's takes are not. */
export const tuffaViktorLog: GameLog = {
  action(i) {
    const seat = i.seat ?? 0;
    const who = i.who(seat);
    const target = num(i.data['target']);
    const theirs =
      target === null ? 'the contested group' : `${i.who(target)}'s ${group(num(i.data['group']))}`;
    switch (i.data['type']) {
      case 'glass': {
        const cards = cardsOf(i.data['cards']);
        return line(seat, 'glass', `${who} lays ${list(cards)} on ${group(num(i.data['group']))}.`, cards);
      }
      case 'viktor':
        return line(seat, 'viktor', `${who} plays Tuffa Viktor and secures ${group(num(i.data['group']))}.`, [
          'VIKTOR',
        ]);
      case 'vivan': {
        const add = cardsOf(i.data['add']);
        return line(
          seat,
          'vivan',
          `${who} plays Vivan on ${theirs}${add.length ? `, adding ${list(add)}` : ''}.`,
          ['VIVAN', ...add],
        );
      }
      case 'arrest':
        return line(seat, 'arrest', `${who} plays Arrestering on ${theirs}.`, ['ARREST']);
      case 'indrivaren':
        return line(
          seat,
          'indrivaren',
          `${who} plays Indrivaren: one card from each opponent who does not answer.`,
          ['INDRIVAREN'],
        );
      case 'smockan':
        return line(seat, 'smockan', `${who} answers with Smockan!`, ['SMOCKAN']);
      case 'yield':
        return line(seat, 'yield', `${who} does not answer.`);
      case 'discard': {
        const card = str(i.data['card']);
        return line(
          seat,
          'discard',
          `${who} discards ${card ?? 'a card'} without effect.`,
          card ? [card] : [],
        );
      }
      default:
        return line(seat, String(i.data['type']), `${who} acts.`);
    }
  },
  chance(i) {
    if (i.data['type'] === 'take') {
      const from = num(i.data['from']);
      return line(
        null,
        'take',
        `Indrivaren takes a card from ${from === null ? 'a player' : i.who(from)}.`,
        [],
        1,
      );
    }
    return line(null, 'chance', 'A random event happens.');
  },
};
