import type { Json } from '@kortbord/engine';
import { cardsOf, line, list, num, seatField, str, type GameLog } from './types';

/** Idiot: everything laid is public; a face-down card is named only once it is turned. */
export const idiotLog: GameLog = {
  action(i) {
    const seat = i.seat ?? 0;
    const who = i.who(seat);
    switch (i.data['type']) {
      case 'arrange': {
        const up = cardsOf(i.data['faceUp']);
        return line(seat, 'arrange', `${who} is ready, face up: ${list(up)}.`, up);
      }
      case 'play': {
        const cards = cardsOf(i.data['cards']);
        return line(seat, 'play', `${who} plays ${list(cards)}.`, cards);
      }
      case 'flip': {
        // `index` names a slot (0-2) that keeps its number; the full view lists the cards left face
        // down in slot order, with `faceDownSlots` saying which slots they are.
        const index = num(i.data['index']);
        const all = i.beforeAll();
        const down: Json | undefined = seatField(all, seat, 'faceDown');
        const slots: Json | undefined = seatField(all, seat, 'faceDownSlots');
        const at = Array.isArray(slots) && index !== null ? slots.indexOf(index) : -1;
        const card = Array.isArray(down) && at >= 0 ? str(down[at]) : null;
        return line(
          seat,
          'flip',
          `${who} turns a face-down card${card ? `: ${card}` : ''}.`,
          card ? [card] : [],
        );
      }
      case 'pickup': {
        const pile = i.before()['pile'];
        const laid = str(i.data['faceUp']);
        const n = (Array.isArray(pile) ? pile.length : 0) + (laid ? 1 : 0);
        return line(
          seat,
          'pickup',
          `${who} ${laid ? `lays ${laid} and ` : ''}picks up the pile (${n} card${n === 1 ? '' : 's'}).`,
          laid ? [laid] : [],
          n,
        );
      }
      case 'chance':
        return line(seat, 'chance', `${who} tries the top card of the stock.`, [], 1);
      default:
        return line(seat, String(i.data['type']), `${who} acts.`);
    }
  },
  chance: () => line(null, 'chance', 'A random event happens.'),
};
