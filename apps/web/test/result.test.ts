import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchView, replay, type Json, type Match } from '@kortbord/engine';
import { historyOf } from '../src/game/history';
import { roundPlaces, shownResult, standingNote } from '../src/game/result';
import { readView } from '../src/game/view';
import { Scoreboard } from '../src/ui/Scoreboard';
import { TableView } from '../src/ui/TableView';

const engineRecords = new URL('../../../packages/engine/src/games/', import.meta.url);

function record(game: string, file: string): Record<string, Json> {
  const doc = JSON.parse(readFileSync(new URL(`${game}/records/${file}`, engineRecords), 'utf8')) as {
    record: Record<string, Json>;
  };
  return doc.record;
}

function replayed(doc: Json): Match {
  const out = replay(doc);
  if (!out.ok || !out.match) throw new Error(JSON.stringify(out.error));
  return out.match;
}

const NAMES = ['Anna', 'Bjørn', 'Cato'];

/** The table as seat `me` sees it, rendered to text (the default language is bokmål). */
function table(m: Match, me: number, hintsUsed?: readonly number[]): { html: string; text: string } {
  const view = readView(matchView(m, me));
  const html = renderToStaticMarkup(
    createElement(TableView, {
      view,
      legal: [],
      me,
      names: NAMES.slice(0, m.players),
      log: [],
      history: historyOf(m),
      ...(hintsUsed ? { hintsUsed } : {}),
    }),
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** The place chip in each seat's box, by seat. */
function chips(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  // Attributes in any order: the markup is Preact's (as in the build), not React's.
  for (const box of html.split('<section ').filter((b) => /^[^>]*class="seat-box/.test(b))) {
    const seat = /data-seat="(\d+)"/.exec(box)?.[1];
    const chip = /data-testid="place"[^>]*>([^<]*)</.exec(box)?.[1];
    if (seat !== undefined && chip !== undefined) out[seat] = chip;
  }
  return out;
}

/** The round-over list's entries, in order: each `<li value=place>text</li>`. */
function standings(html: string): string[] {
  const list = /<ol data-testid="standings">(.*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li value="(\d+)">(.*?)<\/li>/g)].map((x) => `${x[1]}. ${x[2]}`);
}

describe('the web tells the result as the engine ranks it', () => {
  it('after a Tuffa Viktor round: the most glasses first, not the seat that went out', () => {
    // Bjørn (seat 1) emptied his hand with 6 glasses; Anna holds a card and has 40.
    const m = replayed(record('tuffa-viktor', 'placings-most-glasses-win.json'));
    const { html, text } = table(m, 1);
    expect(standings(html)).toEqual(['1. Anna – 40 glass', '2. Du – 6 glass']);
    expect(chips(html)).toEqual({ '0': '1. plass', '1': '2. plass' });
    expect(text).not.toMatch(/vant!/);
    expect(shownResult(readView(matchView(m, 1))).first).toEqual([]);
  });

  it('after a Tuffa Viktor round that ends the match: the winner has the most glasses', () => {
    const doc = record('tuffa-viktor', 'placings-most-glasses-win.json');
    const m = replayed({ ...doc, options: { ...(doc['options'] as Record<string, Json>), targetScore: 30 } });
    expect(table(m, 0).text).toContain('Du vant!');
    const seen = table(m, 1);
    expect(seen.text).toContain('Anna vant!');
    expect(standings(seen.html)).toEqual(['1. Anna – 40 glass', '2. Du – 6 glass']);
  });

  it("tells the hints a seat used once, at the match's end, not at every round's end", () => {
    const doc = record('tuffa-viktor', 'placings-most-glasses-win.json');
    const roundOnly = replayed(doc);
    const matchEnd = replayed({
      ...doc,
      options: { ...(doc['options'] as Record<string, Json>), targetScore: 30 },
    });
    expect(table(roundOnly, 1, [0, 3]).html).not.toContain('hints-used-1');
    expect(table(matchEnd, 1, [0, 3]).text).toContain('tips i partiet: 3');
    expect(table(matchEnd, 1, [0, 3]).html).not.toContain('hints-used-0');
  });

  it('after a tied Viggo match: a shared first place, never "Du vant!"', () => {
    // Bjørn (seat 1) and Cato (seat 2) end on 2 points each; Anna passes the target with 11.
    const m = replayed(record('viggo', 'match-end-tie-shared-first.json'));
    for (const me of [1, 2]) {
      const { html, text } = table(m, me);
      expect(text).not.toMatch(/vant!/);
      expect(text).toContain('deler 1. plass!');
      expect(chips(html)).toEqual({ '0': '3. plass', '1': 'delt 1. plass', '2': 'delt 1. plass' });
      const list = standings(html);
      expect(list).toHaveLength(3);
      expect(
        list.slice(0, 2).every((l) => l.startsWith('1. ') && l.includes('– 2 straffepoeng, delt 1. plass')),
      ).toBe(true);
      expect(list[2]).toBe('3. Anna – 11 straffepoeng');
    }
    expect(table(m, 1).text).toContain('Cato og Du deler 1. plass!');
    expect(table(m, 0).text).toContain('Cato og Bjørn deler 1. plass!');
  });

  it('the scoreboard places each round by the engine’s placings', () => {
    const idiot = { game: 'idiot' as const, options: {} };
    expect(roundPlaces(idiot, [2, 0, 1], 3)).toEqual([2, 3, 1]);
    const m = replayed(record('viggo', 'match-end-tie-shared-first.json'));
    const html = renderToStaticMarkup(
      createElement(Scoreboard, {
        history: historyOf(m),
        names: NAMES,
        target: 8,
        unit: 'poeng',
        table: { game: 'viggo', options: m.options as Record<string, Json> },
        showChart: true,
      }),
    );
    // The totals after each round, per player: Anna ends on 11, Bjørn and Cato on 2.
    const rows = [...html.matchAll(/<tr><th scope="row"[^>]*>([^<]+)<\/th>(.*?)<\/tr>/g)].map((r) => [
      r[1],
      [...(r[2] ?? '').matchAll(/<td>(\d+)<\/td>/g)].map((x) => Number(x[1])).at(-1),
    ]);
    expect(rows).toEqual([
      ['Anna', 11],
      ['Bjørn', 2],
      ['Cato', 2],
    ]);
  });

  it('the scoreboard names Idiot’s idiot in each round’s cell, next to the place', () => {
    const html = renderToStaticMarkup(
      createElement(Scoreboard, {
        history: [
          { round: 1, scores: [0, 0, 0], placings: [2, 0, 1] },
          { round: 2, scores: [0, 0, 0], placings: [0, 1, 2] },
        ],
        names: NAMES,
        target: 0,
        unit: '',
        table: { game: 'idiot', options: {} },
        showChart: false,
      }),
    );
    const cells = [...html.matchAll(/<tr><th scope="row"[^>]*>([^<]+)<\/th>(.*?)<\/tr>/g)].map((r) => [
      r[1],
      [...(r[2] ?? '').matchAll(/<td>([^<]*)<\/td>/g)].map((x) => x[1]),
    ]);
    expect(cells).toEqual([
      ['Anna', ['2.', '1.']],
      ['Bjørn', ['3. idiot', '2.']],
      ['Cato', ['1.', '3. idiot']],
    ]);
  });

  it('names the titles in a result: President’s roles and Idiot’s idiot, in each language', () => {
    const president = {
      game: 'president' as const,
      options: {},
      placings: [2, 0, 3, 1],
      scores: [0, 0, 0, 0],
    };
    const view = { ...president, over: false } as unknown as Parameters<typeof shownResult>[0];
    const { standing } = shownResult(view);
    expect(standing.map((s) => standingNote(president, standing, s, 'nb'))).toEqual([
      'president',
      'visepresident',
      'viseboms',
      'boms',
    ]);
    expect(standing.map((s) => standingNote(president, standing, s, 'sv')).at(-1)).toBe('bom');
    const idiot = { game: 'idiot' as const, options: {}, placings: [1, 0, 2], scores: [0, 0, 0] };
    const st = shownResult({ ...idiot, over: true } as unknown as Parameters<typeof shownResult>[0]).standing;
    expect(st.map((s) => standingNote(idiot, st, s, 'en'))).toEqual(['', '', 'idiot']);
  });
});
