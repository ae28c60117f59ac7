import { describe, expect, it } from 'vitest';
import { eventsFor, type GameEvent } from './events';
import { GAME_IDS } from './game';
import { entryEvents, matchOverEvent, roundOverEvent } from './match-events';
import { act, dealNext, isRoundOver, newMatch, resolveChance, type Match } from './match';
import { rngFromSeed } from './rng';
import { LANGS } from './words/lang';
import { GAME_WORDS, sayEvent } from './words/catalogue';
import { cardName } from './words/cards';
import { SHARED_EVENT_WORDS } from './words/events';

const PLAYERS = {
  viggo: 4,
  president: 4,
  'vri-atter': 3,
  idiot: 3,
  'tuffa-viktor': 3,
  hjerterfri: 4,
} as const;

/** Plays `rounds` rounds at random, collecting every entry's events. */
function playEvents(game: (typeof GAME_IDS)[number], rounds: number, seed: string): GameEvent[] {
  const started = newMatch({ game, players: PLAYERS[game], seed });
  if (!started.ok) throw new Error(started.message);
  let m: Match = started.value;
  const rng = rngFromSeed(`events-${seed}`);
  const out: GameEvent[] = [];
  const step = (before: Match, after: Match) => {
    for (let i = before.log.length; i < after.log.length; i++) {
      const entry = after.log.toArray()[i];
      if (entry) out.push(...entryEvents(before, entry, after));
    }
  };
  const settle = (next: Match) => {
    const done = resolveChance(next);
    step(next, done);
    return done;
  };
  m = settle(m);
  for (let r = 0; r < rounds && !m.over; r++) {
    for (let k = 0; k < 3000 && !isRoundOver(m) && !m.over; k++) {
      const seat = (m.game.toAct(m.state) as number[])[0];
      if (seat === undefined) break;
      const legal = m.game.legalActions(m.state, seat);
      const next = act(m, seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.message);
      step(m, next.value);
      m = settle(next.value);
    }
    if (m.over || r === rounds - 1) break;
    const dealt = dealNext(m);
    if (!dealt.ok) throw new Error(dealt.message);
    step(m, dealt.value);
    m = settle(dealt.value);
  }
  return out;
}

describe('what each game says happened', () => {
  for (const game of GAME_IDS)
    it(`${game}: every event reads in every language, and secret cards reach only their seats`, () => {
      const events = playEvents(game, 2, `e-${game}`);
      expect(events.length).toBeGreaterThan(10);
      const kinds = new Set(events.map((e) => e.kind));
      expect(kinds.has('round-over')).toBe(true);
      // Each kind is worded either among the shared kinds or in the game's own folder.
      for (const k of kinds)
        expect(k in SHARED_EVENT_WORDS || k in GAME_WORDS[game].events, `${game}: words for ${k}`).toBe(true);
      for (const viewer of [null, 0, 1, 2]) {
        for (const e of eventsFor(events, viewer)) {
          expect(e.secret).toBeUndefined();
          for (const lang of LANGS) {
            const text = sayEvent(e, lang);
            expect(text, `${game} ${e.kind} ${lang}`).not.toMatch(/\{\w+\}/);
            expect(text.length).toBeGreaterThan(5);
          }
        }
      }
      for (const e of events) {
        if (!e.secret) continue;
        const [seen] = eventsFor([e], e.secret.seats[0] ?? 0);
        expect(seen?.cards).toEqual([...(e.cards ?? []), ...e.secret.cards]);
        for (const viewer of [null, 0, 1, 2].filter((v) => v === null || !e.secret?.seats.includes(v))) {
          const [other] = eventsFor([e], viewer);
          expect(other?.cards ?? []).toEqual(e.cards ?? []);
          expect(other?.count).toBe(e.secret.cards.length);
        }
      }
    });

  it('every seat an event names is a seat at the table (no "plass 0" when a President round ends)', () => {
    for (const game of GAME_IDS)
      for (const seed of ['a', 'b', 'c']) {
        const events = playEvents(game, 3, `seats-${game}-${seed}`);
        for (const e of events) {
          for (const s of [e.seat, e.target, ...(e.seats ?? [])])
            if (s !== null && s !== undefined)
              expect(s >= 0 && s < PLAYERS[game], `${game} ${e.kind} names seat ${s}`).toBe(true);
          for (const lang of LANGS) expect(sayEvent(e, lang)).not.toMatch(/(plass|plats|seat) (0|-)/i);
        }
      }
  });

  it('President says who leads after a clearing, and the right number of cards', () => {
    const events = playEvents('president', 2, 'cleared');
    const cleared = events.filter((e) => e.kind === 'cleared');
    expect(cleared.length).toBeGreaterThan(2);
    for (const e of cleared) {
      expect(e.count).toBeGreaterThan(0);
      expect(sayEvent(e, 'nb')).toMatch(
        /^Bunken ble ryddet \((ett kort|\d+ kort)\); plass [1-4] spiller ut\.$/,
      );
    }
  });

  it('Vri åtter names a drawn card to the one who drew it, and only a count to the others', () => {
    const draws = playEvents('vri-atter', 2, 'draws').filter((e) => e.kind === 'draw');
    expect(draws.length).toBeGreaterThan(0);
    const d = draws[0] as GameEvent;
    const drawer = d.seat as number;
    const [own] = eventsFor([d], drawer);
    const names = (own?.cards ?? []).map((c) => cardName(c, 'nb'));
    expect(names.length).toBeGreaterThan(0);
    expect(sayEvent(own as GameEvent, 'nb', () => 'Du')).toBe(`Du trakk ${names.join(' og ')}.`);
    const other = (drawer + 1) % PLAYERS['vri-atter'];
    const [seen] = eventsFor([d], other);
    const told = sayEvent(seen as GameEvent, 'nb');
    expect(told).toMatch(/trakk (ett kort|\d+ kort)\.$/);
    for (const n of names) expect(told).not.toContain(n);
    // An event not yet filtered for a viewer gives the count, never the cards nor "0 kort".
    expect(sayEvent(d, 'nb')).toMatch(/trakk (ett kort|\d+ kort)\.$/);
  });

  it('President: the exchange moves cards only the giver and the receiver see', () => {
    const events = playEvents('president', 2, 'exchange');
    const gives = events.filter((e) => e.kind === 'give');
    expect(gives.length).toBeGreaterThanOrEqual(4);
    for (const g of gives) {
      expect(g.secret?.seats).toEqual([g.seat, g.target]);
      const bystander = [0, 1, 2, 3].find((s) => s !== g.seat && s !== g.target) as number;
      const [seen] = eventsFor([g], bystander);
      expect(sayEvent(seen as GameEvent, 'nb')).toMatch(/ga (ett kort|\d kort) til/);
    }
  });

  it('Vri åtter names the suit an eight names, and Idiot names the idiot', () => {
    const vri = playEvents('vri-atter', 2, 'eights');
    expect(vri.some((e) => e.kind === 'play' && e.suit)).toBe(true);
    const idiot = playEvents('idiot', 1, 'idiot');
    const last = idiot.filter((e) => e.kind === 'idiot');
    expect(last).toHaveLength(1);
    expect(sayEvent(last[0] as GameEvent, 'sv', () => 'Kim')).toBe('Kim är idioten!');
  });
});

describe('points in the end of a round and of the match', () => {
  const play = (options: Record<string, boolean>): Match => {
    const started = newMatch({ game: 'vri-atter', players: 4, seed: 'points-told', options });
    if (!started.ok) throw new Error(started.message);
    let m = resolveChance(started.value);
    const rng = rngFromSeed('points-told');
    for (let k = 0; k < 3000 && !isRoundOver(m); k++) {
      const seat = (m.game.toAct(m.state) as number[])[0] as number;
      const legal = m.game.legalActions(m.state, seat);
      const next = act(m, seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.message);
      m = resolveChance(next.value);
    }
    return m;
  };

  it('Vri åtter without scoring is won by going out: neither end tells penalty points', () => {
    const m = play({ scoring: false });
    expect(m.over).toBe(true);
    expect(m.scores.some((p) => p > 0)).toBe(true); // kept for the record all the same
    for (const e of [roundOverEvent(m), matchOverEvent(m)]) {
      expect(e?.points).toBeUndefined();
      for (const lang of LANGS) expect(sayEvent(e as GameEvent, lang)).not.toMatch(/poeng|poäng|point/);
    }
  });

  it('Vri åtter with scoring tells them, where they decide the match', () => {
    const m = play({ scoring: true });
    expect(roundOverEvent(m)?.points).toEqual(m.results[0]?.points);
    expect(sayEvent(roundOverEvent(m) as GameEvent, 'nb')).toMatch(/straffepoeng/);
  });
});
