import { cardsOf, handSize, line, list, num, str, suitName, type GameLog } from './types';

/** Vri åtter: plays and named suits are public; drawn cards and a reshuffled stock's order are not. */
export const vriAtterLog: GameLog = {
  action(i) {
    const seat = i.seat ?? 0;
    const who = i.who(seat);
    switch (i.data['type']) {
      case 'play': {
        const cards = cardsOf(i.data['cards']);
        const suit = str(i.data['suit']);
        const names = suit ? ` and names ${suitName(suit)}` : '';
        const call = i.data['call'] === true ? ' "One card left!"' : '';
        return line(seat, 'play', `${who} plays ${list(cards)}${names}.${call}`, cards);
      }
      case 'draw': {
        const was = handSize(i.before(), seat);
        const is = handSize(i.after(), seat);
        const n = was !== null && is !== null && is > was ? is - was : 1;
        return line(seat, 'draw', `${who} draws ${n === 1 ? 'a card' : `${n} cards`}.`, [], n);
      }
      case 'pass':
        return line(seat, 'pass', `${who} passes.`);
      case 'knock': {
        const target = num(i.data['target']);
        return line(
          seat,
          'knock',
          `${who} knocks: ${target === null ? 'a player' : i.who(target)} forgot to call and draws.`,
        );
      }
      case 'suit': {
        const suit = str(i.data['suit']);
        return line(seat, 'suit', `${who} names ${suitName(suit)}.`);
      }
      default:
        return line(seat, String(i.data['type']), `${who} acts.`);
    }
  },
  chance(i) {
    if (i.data['type'] === 'restock') {
      const n = cardsOf(i.data['stock']).length;
      return line(null, 'restock', `The discard pile is shuffled into a new stock of ${n} cards.`, [], n);
    }
    return line(null, 'chance', 'A random event happens.');
  },
};
