import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES } from '@kortbord/engine';
import { historyOf, noteRound } from '../src/game/history';
import {
  checkSetup,
  defaultOptions,
  optionsToSend,
  playerRange,
  presetNames,
  resolvedOptions,
  text,
} from '../src/game/setup';
import { readView } from '../src/game/view';
import { inviteLink } from '../src/net/api';
import { socketUrl } from '../src/net/remote';
import { parseRoute } from '../src/routes';
import { chartLines } from '../src/ui/Scoreboard';
import { newMatch } from '@kortbord/engine';

describe('routes', () => {
  it('read the protocol’s invite link and the other pages', () => {
    expect(parseRoute('/t/abc_D-9', '?invite=XYZ')).toEqual({
      name: 'table',
      id: 'abc_D-9',
      invite: 'XYZ',
      join: false,
    });
    expect(parseRoute('/t/abc', '')).toEqual({ name: 'table', id: 'abc', invite: null, join: false });
    expect(parseRoute('/t/abc', '?invite=<script>')).toEqual({
      name: 'table',
      id: 'abc',
      invite: null,
      join: false,
    });
    expect(parseRoute('/t/abc', '?join')).toEqual({ name: 'table', id: 'abc', invite: null, join: true });
    expect(parseRoute('/review', '')).toEqual({ name: 'review' });
    expect(parseRoute('/local', '')).toEqual({ name: 'local' });
    expect(parseRoute('/t/../../x', '')).toEqual({ name: 'home' });
    expect(parseRoute('/', '')).toEqual({ name: 'home' });
    expect(inviteLink('http://h:8080', 'T1', 'I2')).toBe('http://h:8080/t/T1?invite=I2');
    // The inviter's language rides along, for the link's preview; the route reads the invite the same.
    expect(inviteLink('http://h:8080', 'T1', 'I2', 'sv')).toBe('http://h:8080/t/T1?invite=I2&lang=sv');
    expect(parseRoute('/t/T1', '?invite=I2&lang=sv')).toMatchObject({
      name: 'table',
      id: 'T1',
      invite: 'I2',
    });
    expect(socketUrl({ protocol: 'https:', host: 'kort.no' })).toBe('wss://kort.no/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  });
});

describe('table settings from the engine', () => {
  it('has house rules with one-line explanations for every game', () => {
    for (const g of GAME_IDS) {
      const specs = GAMES[g].options as Record<string, { describe: { nb: string; en: string } }>;
      expect(Object.keys(specs).length, g).toBeGreaterThan(0);
      for (const [id, spec] of Object.entries(specs)) {
        expect(text(spec.describe as never, 'nb').length, `${g}.${id}`).toBeGreaterThan(5);
        expect(text(spec.describe as never, 'sv').length, `${g}.${id}`).toBeGreaterThan(5);
      }
      const [min, max] = playerRange(g, defaultOptions(g));
      expect(min).toBeGreaterThanOrEqual(2);
      expect(max).toBeGreaterThanOrEqual(min);
    }
  });

  it('sends a preset and only the options that differ from it, which the engine accepts', () => {
    for (const g of GAME_IDS)
      for (const preset of [null, ...presetNames(g)]) {
        const players = playerRange(g, defaultOptions(g))[0] + 1;
        const shown = resolvedOptions(g, preset, players, {});
        const sent = optionsToSend(g, preset, players, shown);
        expect(sent, `${g} ${preset}`).toEqual(preset ? { preset } : {});
        expect(checkSetup(g, shown, players, 'nb')).toBeNull();
        const m = newMatch({ game: g, players, options: sent, seed: 'p' });
        expect(m.ok, `${g} ${preset}: ${m.ok ? '' : m.message}`).toBe(true);
      }
    expect(optionsToSend('viggo', null, 4, { passIsFinal: true, targetScore: 53 })).toEqual({
      passIsFinal: true,
    });
  });
});

describe('scores over rounds', () => {
  it('notes each finished round once and charts the totals', () => {
    const v = (round: number, phase: string, scores: number[]) =>
      readView({ game: 'viggo', players: 2, round, phase, scores, placings: [1, 0], seats: [{}, {}] });
    let h = noteRound([], v(1, 'play', [0, 0]));
    expect(h).toEqual([]);
    h = noteRound(h, v(1, 'round-over', [3, 0]));
    h = noteRound(h, v(1, 'round-over', [3, 0]));
    h = noteRound(h, v(2, 'round-over', [3, 7]));
    expect(h.map((r) => r.scores)).toEqual([
      [3, 0],
      [3, 7],
    ]);
    const { lines, maxScore } = chartLines(h, 2, 53, 300, 150);
    expect(maxScore).toBe(53);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(' ')).toHaveLength(3);
    expect(lines.join(' ')).not.toMatch(/NaN/);
  });

  it('sums a match’s results', () => {
    const m = newMatch({ game: 'viggo', players: 2, seed: 'h' });
    if (!m.ok) throw new Error(m.message);
    expect(historyOf(m.value)).toEqual([]);
    const fake = {
      ...m.value,
      results: [
        { placings: [0, 1], points: [0, 5] },
        { placings: [1, 0], points: [2, 0] },
      ],
    };
    expect(historyOf(fake).map((r) => r.scores)).toEqual([
      [0, 5],
      [2, 5],
    ]);
  });
});
