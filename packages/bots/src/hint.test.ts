/**
 * The hint's figures are honest: over random positions of every game, the move a hint shows as best
 * never shows a lower figure than any other legal move would under the same figure, and a hint from
 * too few test games claims no figure at all.
 */
import {
  GAME_IDS,
  act,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  whyText,
  type Json,
  type Match,
} from '@kortbord/engine';
import { hintNumbers, sayHintReason, sayHintWhy } from '@kortbord/words';
import { describe, expect, it } from 'vitest';
import { analyse, type Analysis } from './analyse';
import { MIN_COUNTED_SAMPLES, suggestion } from './hint';
import { suggestionWhy } from './hint-why';
import { botInput, nextToAsk } from './input';

/** The decisions with a choice met on one random walk through a round, at most `max`. */
function positions(game: string, players: number, seed: string, max: number): Match[] {
  const started = newMatch({ game, players, seed });
  // A game that does not seat this many (President needs three) has no positions here.
  if (!started.ok) return [];
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/walk`);
  const out: Match[] = [];
  while (!isRoundOver(m) && !m.over && out.length < max) {
    const ask = nextToAsk(m);
    if (!ask) break;
    if (ask.legal.length > 1 && rng.int(3) === 0) out.push(m);
    const r = act(m, ask.seat, ask.legal[rng.int(ask.legal.length)] as unknown as Json);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  return out;
}

/** The figure the words show, computed for any analysed action. */
const figureOf = (figure: 'wins' | 'result', x: Analysis['actions'][number], samples: number) =>
  figure === 'wins' ? Math.round(x.wins * samples) : Math.round(x.value * 100);

describe('the hint shows the best figure for its own move', () => {
  it.each(GAME_IDS)('%s: over random positions no other move shows a higher figure', (game) => {
    let checked = 0;
    for (const players of [2, 3, 4])
      for (const seed of ['a', 'b']) {
        const found = positions(game, players, `hint-figure-${game}-${players}-${seed}`, 3);
        for (const m of found) {
          const ask = nextToAsk(m);
          if (!ask) continue;
          const input = botInput(m, ask.seat, ask.legal);
          const a = analyse(input, { seed: `${seed}-${checked}`, iterations: 12 });
          const s = suggestion(a);
          const words = sayHintWhy(s, 'en', (x) => x.type);
          if (s.figure === 'only' || s.figure === 'guess') {
            expect(words).not.toMatch(/\d+ of \d+|%/);
            continue;
          }
          const shown = hintNumbers(s);
          if (!shown) throw new Error('a counted hint shows numbers');
          for (const x of a.actions)
            expect(shown.mine).toBeGreaterThanOrEqual(figureOf(s.figure, x, a.samples));
          expect(shown.mine).toBeGreaterThanOrEqual(shown.other);
          // The words print the suggestion's figure first and the other move's second.
          if (shown.mine !== shown.other) {
            const nums = [...words.matchAll(/\d+/g)].map((d) => Number(d[0]));
            expect(nums[0]).toBe(shown.mine);
            expect(nums).toContain(shown.other);
          }
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(3);
  });

  it('claims no figure from fewer test games than it counts', () => {
    const [m] = positions('viggo', 2, 'hint-guess', 1);
    if (!m) throw new Error('no position');
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody to ask');
    const input = botInput(m, ask.seat, ask.legal);
    for (const n of [1, MIN_COUNTED_SAMPLES - 1]) {
      const s = suggestion(analyse(input, { seed: 'one', iterations: n }));
      expect(s.figure).toBe('guess');
      for (const lang of ['nb', 'sv', 'en'] as const)
        expect(sayHintWhy(s, lang, (x) => x.type)).not.toMatch(/%/);
      expect(sayHintWhy(s, 'en', (x) => x.type)).toMatch(/rough guess/);
    }
  });

  it.each(GAME_IDS)('%s: a reason names only cards the seat can see, in words of every language', (game) => {
    let checked = 0;
    for (const players of [2, 3, 4])
      for (const seed of ['a', 'b', 'c']) {
        for (const m of positions(game, players, `hint-why-${game}-${players}-${seed}`, 6)) {
          const ask = nextToAsk(m);
          if (!ask) continue;
          const input = botInput(m, ask.seat, ask.legal);
          const s = suggestion(analyse(input, { seed, iterations: 4 }));
          const why = suggestionWhy(input, s.action);
          const seen = JSON.stringify(input.view);
          for (const r of why) {
            expect(whyText(game, r.code), r.code).toBeDefined();
            for (const [k, v] of Object.entries(r.params ?? {}))
              if (k === 'card' || k === 'cards')
                for (const code of String(v).split(' ')) expect(seen).toContain(`"${code}"`);
            checked++;
          }
          for (const lang of ['nb', 'sv', 'en'] as const)
            expect(sayHintReason(game, { ...s, why }, lang, (x) => x.type)).not.toMatch(/[{}]/);
        }
      }
    // Most walks meet at least one position with a reason (a lead, a kept high card, an eight).
    expect(checked).toBeGreaterThan(0);
  });

  it.each(GAME_IDS)('%s: with halving, the figures compare moves on the same test games', (game) => {
    let checked = 0;
    for (const players of [2, 3, 4])
      for (const seed of ['a', 'b']) {
        for (const m of positions(game, players, `hint-halving-${game}-${players}-${seed}`, 3)) {
          const ask = nextToAsk(m);
          if (!ask) continue;
          const input = botInput(m, ask.seat, ask.legal);
          const a = analyse(input, { seed, iterations: 24, halving: true });
          const s = suggestion(a);
          // The two best played every test game; any that left played fewer.
          expect(a.actions.filter((x) => x.samples === a.samples).length).toBeGreaterThanOrEqual(
            Math.min(2, a.actions.length),
          );
          for (const x of a.actions) expect(x.samples).toBeLessThanOrEqual(a.samples);
          expect(s.samples).toBe(a.samples);
          if (s.figure !== 'wins' && s.figure !== 'result') continue;
          const shown = hintNumbers(s);
          if (!shown) throw new Error('a counted hint shows numbers');
          const other = a.actions.find((x) => x.action === s.second?.action);
          expect(other?.samples).toBe(s.samples);
          for (const x of a.actions.filter((y) => y.samples === s.samples))
            expect(shown.mine).toBeGreaterThanOrEqual(figureOf(s.figure, x, s.samples));
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(3);
  });
});
