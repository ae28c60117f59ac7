import { readFileSync } from 'node:fs';
import { replay, type Json, type Match } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { makePaint } from '../src/colour';
import { tableText, type Ctx } from '../src/describe';
import { resultText } from '../src/play';
import type { Lang } from '../src/words';

const engineRecords = new URL('../../../packages/engine/src/games/', import.meta.url);

function record(game: string, file: string): Record<string, Json> {
  const doc = JSON.parse(readFileSync(new URL(`${game}/records/${file}`, engineRecords), 'utf8')) as {
    record: Record<string, Json>;
  };
  return doc.record;
}

/** The player at seat 0, as `kortbord play` seats them; no colour. */
const at = (lang: Lang, level: Ctx['level']): Ctx => ({ lang, level, me: 0, paint: makePaint(false) });

function replayed(doc: Json): Match {
  const out = replay(doc);
  if (!out.ok || !out.match) throw new Error(JSON.stringify(out.error));
  return out.match;
}

describe('the terminal tells the result as the engine ranks it', () => {
  it('after a Tuffa Viktor round: the most glasses first, not the seat that went out', () => {
    // Seat 1 emptied its hand with 6 glasses secured; seat 0 holds a card and 40 glasses.
    const m = replayed(record('tuffa-viktor', 'placings-most-glasses-win.json'));
    const text = resultText(m, at('en', 'medium'));
    expect(text).toContain('Round 1 is over: 1. you, 2. seat 2.');
    expect(text).toContain('You: 40 glasses this round, total 40 glasses');
    expect(text).not.toContain('The match is over');
  });

  it('after a Tuffa Viktor round that ends the match: the winner is the one with the most glasses', () => {
    const doc = record('tuffa-viktor', 'placings-most-glasses-win.json');
    const m = replayed({ ...doc, options: { ...(doc['options'] as Record<string, Json>), targetScore: 30 } });
    expect(m.over).toBe(true);
    const text = resultText(m, at('nb', 'easy'));
    expect(text).toContain('Partiet er over: 1. du (40 glass), 2. plass 2 (6 glass).');
    expect(text).toContain('Du vant!');
  });

  it('after a tied Viggo match: the shared first place is told as shared, with no single winner', () => {
    const m = replayed(record('viggo', 'match-end-tie-shared-first.json'));
    expect(m.over).toBe(true);
    const en = resultText(m, at('en', 'hard'));
    expect(en).toContain(
      'The match is over: 1. seat 3 (2 penalty points), 1. seat 2 (2 penalty points), 3. you (11 penalty points).',
    );
    expect(en).toContain('Seat 3 and Seat 2 share first place!');
    expect(en).not.toMatch(/won!/);
    const nb = resultText(m, at('nb', 'hard'));
    expect(nb).toContain('Plass 3 og Plass 2 deler 1. plass!');
    expect(nb).not.toMatch(/vant!/);
  });

  it('names President’s roles and Idiot’s idiot in the round’s result, in each language', () => {
    const president = replayed(record('president', 'roles-four-players.json'));
    expect(resultText(president, at('sv', 'easy'))).toMatch(/\(president\).*\(bom\)/);
    expect(resultText(president, at('nb', 'easy'))).toMatch(/\(visepresident\)/);
    const idiot = replayed(record('idiot', 'out-and-idiot.json'));
    expect(resultText(idiot, at('en', 'easy'))).toMatch(/\(idiot\)\./);
  });
});

describe('points are shown only where they count', () => {
  const example = JSON.parse(
    readFileSync(new URL('../../../examples/vri-atter.json', import.meta.url), 'utf8'),
  ) as Record<string, Json>;

  it('Vri åtter without scoring: the round is won by going out, and no penalty points are told', () => {
    const m = replayed(example);
    expect(m.game.id).toBe('vri-atter');
    expect(m.round).toBeGreaterThan(0);
    for (const lang of ['nb', 'sv', 'en'] as const) {
      const text = [...tableText(m, at(lang, 'medium')), resultText(m, at(lang, 'medium'))].join('\n');
      expect(text).not.toMatch(/straffepoeng|straffpoäng|penalty point/);
    }
    expect(resultText(m, at('nb', 'medium'))).toMatch(/Runde 1 er over: 1\. /);
  });

  it('Vri åtter with scoring: the same round tells each seat its penalty points', () => {
    const m = replayed({
      ...example,
      options: { ...(example['options'] as Record<string, Json>), scoring: true },
    });
    expect(tableText(m, at('nb', 'medium')).join('\n')).toMatch(/\d+ straffepoeng/);
    expect(resultText(m, at('en', 'medium'))).toMatch(
      /penalty points? this round, total \d+ penalty points?/,
    );
  });
});
