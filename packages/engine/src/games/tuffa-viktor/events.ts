import { event, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { TuffaAction } from './actions';
import { codeOf, type Kind } from './cards';
import type { State } from './state';

interface Take {
  readonly from: Seat;
  readonly kind: Kind;
}

const groupCodes = (s: State, seat: Seat, g: number): string[] => (s.groups[seat]?.[g] ?? []).map(codeOf);

/** What an applied Tuffa Viktor entry meant at the table. */
export function events(
  before: State,
  seat: Seat | null,
  entry: TuffaAction | Take,
  after: State,
): GameEvent[] {
  if (seat === null) {
    // Indrivaren's take: the card is the taker's and the victim's to know.
    const t = entry as Take;
    const by = before.attack?.by ?? after.turn;
    return [
      event('take-from', by, { target: t.from, secret: { cards: [codeOf(t.kind)], seats: [by, t.from] } }),
    ];
  }
  const a = entry as TuffaAction;
  const out: GameEvent[] = [];
  switch (a.type) {
    case 'glass':
      out.push(event('glass', seat, { cards: a.cards, ...(a.group === null ? {} : { group: a.group + 1 }) }));
      break;
    case 'viktor':
      out.push(
        event('viktor', seat, {
          group: a.group + 1,
          cards: groupCodes(before, seat, a.group),
          n: (after.glasses[seat] ?? 0) - (before.glasses[seat] ?? 0),
        }),
      );
      break;
    case 'vivan':
      out.push(
        event('vivan', seat, {
          target: a.target,
          group: a.group + 1,
          cards: groupCodes(before, a.target, a.group),
        }),
      );
      break;
    case 'arrest': {
      const target = a.target ?? before.attack?.by;
      const g = a.group ?? (before.attack?.kind === 'vivan' ? before.attack.group : 0);
      const owner = a.target ?? (before.attack?.kind === 'vivan' ? before.attack.target : seat);
      out.push(
        event('arrest', seat, {
          ...(target === undefined ? {} : { target: owner }),
          group: g + 1,
          cards: groupCodes(before, owner, g),
        }),
      );
      break;
    }
    case 'indrivaren':
      out.push(event('indrivaren', seat));
      break;
    case 'smockan':
      out.push(event('smockan', seat, before.attack ? { target: before.attack.by } : {}));
      break;
    case 'yield':
      out.push(event('yield', seat, before.attack ? { target: before.attack.by } : {}));
      break;
    case 'discard':
      out.push(event('discard', seat, { cards: [a.card] }));
      break;
  }
  return out;
}
