import { cardsOf, line, list, type GameLog } from './types';

/** President: plays are public; the exchange's gives are seen only as a number of cards. */
export const presidentLog: GameLog = {
  action(i) {
    const who = i.who(i.seat ?? 0);
    switch (i.data['type']) {
      case 'play': {
        const cards = cardsOf(i.data['cards']);
        const call = i.data['call'] === true ? ' "Last card!"' : '';
        return line(i.seat, 'play', `${who} plays ${list(cards)}.${call}`, cards);
      }
      case 'pass':
        return line(i.seat, 'pass', `${who} passes.`);
      case 'give': {
        const n = cardsOf(i.data['cards']).length;
        return line(i.seat, 'give', `${who} gives ${n} card${n === 1 ? '' : 's'} back.`, [], n);
      }
      default:
        return line(i.seat, String(i.data['type']), `${who} acts.`);
    }
  },
  chance: () => line(null, 'chance', 'A random event happens.'),
};
