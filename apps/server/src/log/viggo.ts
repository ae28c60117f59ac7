import { cardsOf, line, list, type GameLog } from './types';

/** Viggo: plays are public; in the two-player draft only the choice is seen, never the cards. */
export const viggoLog: GameLog = {
  action(i) {
    const who = i.who(i.seat ?? 0);
    switch (i.data['type']) {
      case 'play': {
        const cards = cardsOf(i.data['cards']);
        return line(i.seat, 'play', `${who} plays ${list(cards)}.`, cards);
      }
      case 'pass':
        return line(i.seat, 'pass', `${who} passes.`);
      case 'keep':
        return line(
          i.seat,
          'keep',
          `${who} keeps the card they looked at; the other is discarded unseen.`,
          [],
          1,
        );
      case 'reject':
        return line(
          i.seat,
          'reject',
          `${who} discards the card they looked at and keeps the unseen one.`,
          [],
          1,
        );
      case 'take':
        return line(i.seat, 'take', `${who} takes one of the two top cards; the other is discarded.`, [], 1);
      default:
        return line(i.seat, String(i.data['type']), `${who} acts.`);
    }
  },
  chance: () => line(null, 'chance', 'A random event happens.'),
};
