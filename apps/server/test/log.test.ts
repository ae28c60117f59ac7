import { describe, expect, it } from 'vitest';
import {
  act,
  dealNext,
  isRoundOver,
  matchView,
  newMatch,
  resolveChance,
  rngFromSeed,
  type Json,
  type Match,
  type RecordEntry,
} from '@kortbord/engine';
import { describeEntry } from '../src/log/index';

const CODE = /\b([2-9TJQKA][CDHS]|G[1-8]|VIKTOR|VIVAN|SMOCKAN|INDRIVAREN|ARREST)\b/g;
/** Lines that stand for cards moving unseen: they may name no card at all. */
const HIDDEN = new Set(['deal', 'draw', 'give', 'keep', 'reject', 'take', 'restock', 'start', 'chance']);
const who = (s: number) => `Seat ${s}`;

/** A match of `game` played at random through the engine, with the log line of every entry. */
function playedLog(game: string, players: number, seed: string, options: Record<string, Json> = {}) {
  const started = newMatch({ game, players, options, seed });
  if (!started.ok) throw new Error(started.message);
  let m: Match = resolveChance(started.value);
  const rng = rngFromSeed(`choices-${seed}`);
  const lines = [];
  for (let step = 0; step < 4000 && !m.over; step++) {
    let next: Match;
    if (isRoundOver(m)) {
      if (m.round >= 3) break;
      const dealt = dealNext(m);
      if (!dealt.ok) throw new Error(dealt.message);
      next = dealt.value;
    } else {
      const seats = Array.from({ length: players }, (_, s) => s).filter(
        (s) => m.game.legalActions(m.state, s).length,
      );
      const seat = seats[rng.int(seats.length)] as number;
      const legal = m.game.legalActions(m.state, seat) as Json[];
      const r = act(m, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.message);
      next = r.value;
    }
    next = resolveChance(next);
    for (let i = m.log.length, prev = m; i < next.log.length; i++) {
      // Entries after the first of a batch are described against the match as it was before the batch.
      lines.push({
        line: describeEntry(next.log.at(i) as RecordEntry, prev, next, step, who),
        entry: next.log.at(i) as RecordEntry,
        after: matchView(next, 'all') as { seats: { faceDown?: string[] }[] },
      });
    }
    m = next;
  }
  return lines;
}

describe('log lines by game', () => {
  const cases: [string, number, Record<string, Json>][] = [
    ['viggo', 4, {}],
    ['viggo', 2, {}],
    ['president', 4, {}],
    ['vri-atter', 3, {}],
    ['idiot', 3, {}],
    ['tuffa-viktor', 3, {}],
  ];
  for (const [game, players, options] of cases)
    it(`${game} (${players}): every card a line names is in its public cards; hidden moves name none`, () => {
      const kinds = new Set<string>();
      for (let g = 0; g < 6; g++) {
        for (const { line, after } of playedLog(game, players, `${game}-${g}`, options)) {
          kinds.add(line.kind);
          // A turned face-down card is named: it must be the one that left the face-down cards.
          if (line.kind === 'flip' && line.seat !== null) {
            expect(line.cards).toHaveLength(1);
            const left = after.seats[line.seat]?.faceDown ?? [];
            const named = line.cards[0] as string;
            expect(left.filter((c) => c === named).length, line.text).toBe(0);
          }
          for (const code of line.text.match(CODE) ?? []) expect(line.cards, line.text).toContain(code);
          if (HIDDEN.has(line.kind)) expect(line.cards, line.text).toEqual([]);
          if (HIDDEN.has(line.kind)) expect(line.text.match(CODE), line.text).toBeNull();
        }
      }
      expect(kinds.size).toBeGreaterThan(1);
    });
});

describe('redaction of moves that hide cards', () => {
  const base = newMatch({ game: 'viggo', players: 2, seed: 'r' });
  if (!base.ok) throw new Error(base.message);
  const m = base.value;
  const line = (game: string, entry: RecordEntry) => {
    const as = { ...m, game: { ...m.game, id: game as Match['game']['id'] } };
    return describeEntry(entry, as, as, 1, who);
  };

  it('Viggo draft choices name no card', () => {
    for (const action of [{ type: 'keep' }, { type: 'reject' }, { type: 'take', card: 'AS' }] as Json[]) {
      const l = line('viggo', { seat: 1, action });
      expect(l.text).not.toMatch(CODE);
      expect(l.cards).toEqual([]);
      expect(l.count).toBe(1);
    }
  });

  it('President gives say how many, not which', () => {
    const l = line('president', { seat: 0, action: { type: 'give', cards: ['2S', 'AH'] } });
    expect(l.text).not.toMatch(CODE);
    expect(l.count).toBe(2);
  });

  it("Tuffa Viktor's Indrivaren takes name the victim, not the card", () => {
    const l = line('tuffa-viktor', { chance: { type: 'take', from: 2, card: 'G5' } });
    expect(l.text).toContain('Seat 2');
    expect(l.text).not.toMatch(CODE);
    expect(l.cards).toEqual([]);
  });

  it('a restocked Vri åtter stock gives its size, not its order', () => {
    const l = line('vri-atter', { chance: { type: 'restock', stock: ['2C', '3D', '9H'] } });
    expect(l.text).not.toMatch(CODE);
    expect(l.count).toBe(3);
  });

  it('Idiot: arranging shows the face-up cards only; a face-down card is named when it is turned', () => {
    const idiot = newMatch({ game: 'idiot', players: 2, seed: 'flip' });
    if (!idiot.ok) throw new Error(idiot.message);
    const im = idiot.value;
    const full = matchView(im, 'all') as {
      seats: { faceDown: string[]; faceUp: string[]; hand: string[] }[];
    };
    const seat0 = full.seats[0] as { faceDown: string[]; faceUp: string[]; hand: string[] };
    const arrange = describeEntry(
      { seat: 0, action: { type: 'arrange', faceUp: seat0.faceUp } },
      im,
      im,
      1,
      who,
    );
    for (const c of seat0.faceDown) expect(arrange.text).not.toContain(c);
    for (const c of seat0.hand.filter((h) => !seat0.faceUp.includes(h)))
      expect(arrange.text).not.toContain(c);
    const flip = describeEntry({ seat: 0, action: { type: 'flip', index: 1 } }, im, im, 1, who);
    expect(flip.cards).toEqual([seat0.faceDown[1]]);
    for (const c of [seat0.faceDown[0], seat0.faceDown[2]]) expect(flip.text).not.toContain(c);
  });

  it('an unknown action shows its type and nothing else', () => {
    const l = line('chess', { seat: 0, action: { type: 'secret', cards: ['AS'] } });
    expect(l.text).not.toMatch(CODE);
  });

  it('deals name no card', () => {
    const l = describeEntry({ deal: { hands: [['AS'], ['KS']] } }, m, m, 3, who);
    expect(l).toMatchObject({ kind: 'deal', cards: [], version: 3 });
    expect(l.text).not.toMatch(CODE);
  });
});
