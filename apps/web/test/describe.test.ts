import { describe, expect, it } from 'vitest';
import type { Act } from '../src/game/actions';
import type { GameId } from '@kortbord/engine';
import { actionLabel, logText, type LogEntry } from '../src/game/describe';
import { LANGS } from '../src/i18n/strings';

/** One action of every type RECORD.md names, each in its game. */
const ACTIONS: [GameId, Act][] = [
  ['president', { type: 'play', cards: ['5H', '5S'] }],
  ['vri-atter', { type: 'play', cards: ['8H'], suit: 'S' }],
  ['vri-atter', { type: 'play', cards: ['5H'], call: true }],
  ['president', { type: 'pass' }],
  ['viggo', { type: 'keep' }],
  ['viggo', { type: 'reject' }],
  ['viggo', { type: 'take', card: 'QS' }],
  ['president', { type: 'give', cards: ['4C'] }],
  ['vri-atter', { type: 'draw' }],
  ['vri-atter', { type: 'knock', target: 2 }],
  ['vri-atter', { type: 'suit', suit: 'H' }],
  ['idiot', { type: 'arrange', faceUp: ['AD', 'AH', 'AS'] }],
  ['idiot', { type: 'flip', index: 0 }],
  ['idiot', { type: 'pickup' }],
  ['idiot', { type: 'pickup', faceUp: '7C' }],
  ['idiot', { type: 'chance' }],
  ['tuffa-viktor', { type: 'glass', cards: ['G3'], group: null }],
  ['tuffa-viktor', { type: 'glass', cards: ['G3'], group: 1 }],
  ['tuffa-viktor', { type: 'viktor', group: 0 }],
  ['tuffa-viktor', { type: 'vivan', target: 2, group: 1, into: null, add: ['G4'] }],
  ['tuffa-viktor', { type: 'arrest', target: 2, group: 0 }],
  ['tuffa-viktor', { type: 'arrest' }],
  ['tuffa-viktor', { type: 'indrivaren' }],
  ['tuffa-viktor', { type: 'smockan' }],
  ['tuffa-viktor', { type: 'yield' }],
  ['tuffa-viktor', { type: 'discard', card: 'VIVAN' }],
  ['hjerterfri', { type: 'pass', cards: ['QS', 'AH', 'KH'] }],
  ['hjerterfri', { type: 'play', cards: ['2C'] }],
];

const ctx = (lang: (typeof LANGS)[number], game: GameId = 'vri-atter') => ({
  lang,
  names: ['Anna', 'Bo', 'Cille'],
  me: 0,
  game,
  options: { callWord: 'Olsen' },
});

describe('action labels', () => {
  it('name every action in every language, with no placeholder left', () => {
    for (const lang of LANGS)
      for (const [game, a] of ACTIONS) {
        const label = actionLabel(a, ctx(lang, game));
        expect(label.length, `${lang} ${a.type}`).toBeGreaterThan(1);
        expect(label, `${lang} ${a.type}`).not.toMatch(/[{}]|undefined|NaN/);
      }
  });

  it('say what tells variants apart: the suit, the call word, the group, the target', () => {
    expect(actionLabel({ type: 'play', cards: ['8H'], suit: 'S' }, ctx('nb'), true)).toBe(
      'Spill og velg ♠ spar',
    );
    expect(actionLabel({ type: 'play', cards: ['5H'], call: true }, ctx('nb'), true)).toBe(
      'Spill og si «Olsen»',
    );
    expect(actionLabel({ type: 'glass', cards: ['G3'], group: 1 }, ctx('sv', 'tuffa-viktor'), true)).toBe(
      'Lägg till grupp 2',
    );
    expect(actionLabel({ type: 'knock', target: 2 }, ctx('en'))).toBe('Knock on Cille!');
    expect(
      actionLabel({ type: 'vivan', target: 2, group: 1, into: null, add: [] }, ctx('en', 'tuffa-viktor')),
    ).toBe('Vivan: take group 2 from Cille as a new group');
    expect(actionLabel({ type: 'play', cards: ['5H'] }, ctx('en', 'president'))).toBe('Play 5 of hearts');
  });

  it('names the whole move where no cards are selected beside it (a hint, a coach mark)', () => {
    expect(actionLabel({ type: 'play', cards: ['8H'], suit: 'S' }, ctx('nb'))).toBe(
      'Spill hjerter 8 og velg ♠ spar',
    );
    expect(actionLabel({ type: 'play', cards: ['5H'], call: true }, ctx('en'))).toBe(
      'Play 5 of hearts and say “Olsen”',
    );
    expect(actionLabel({ type: 'glass', cards: ['G3'], group: 1 }, ctx('sv', 'tuffa-viktor'))).toMatch(
      /^Lägg .+ till grupp 2$/,
    );
    expect(
      actionLabel({ type: 'glass', cards: ['G3', 'G4'], group: null }, ctx('nb', 'tuffa-viktor')),
    ).toMatch(/^Ny gruppe med .+$/);
    expect(actionLabel({ type: 'arrange', faceUp: ['AS', 'KH', 'TD'] }, ctx('en', 'idiot'))).toBe(
      'Put ace of spades, king of hearts and 10 of diamonds face up',
    );
  });

  it('read the moment from the view: a draw under penalty counts the cards', () => {
    const view = { phase: 'play', penalty: 4 };
    expect(actionLabel({ type: 'draw' }, { ...ctx('en'), view })).not.toBe(
      actionLabel({ type: 'draw' }, ctx('en')),
    );
    expect(actionLabel({ type: 'draw' }, { ...ctx('nb'), view })).toContain('4');
  });
});

describe('log lines', () => {
  const line = (l: Partial<LogEntry>): LogEntry => ({
    version: 1,
    seat: 1,
    kind: 'play',
    cards: [],
    count: null,
    text: 'English.',
    ...l,
  });

  it('are written in the reader’s language from the structured fields', () => {
    expect(logText(line({ cards: ['5H', '5S'] }), ctx('nb'))).toBe('Bo la hjerter 5 og spar 5.');
    expect(logText(line({ seat: 0, kind: 'pass' }), ctx('sv'))).toBe('Du passade.');
    expect(logText(line({ kind: 'give', count: 2 }), ctx('en'))).toBe('Bo gave away 2 cards.');
    expect(logText(line({ kind: 'draw', count: 1 }), ctx('nb'))).toBe('Bo trakk ett kort.');
    expect(logText(line({ kind: 'round-over', seat: null }), ctx('nb'))).toBe('Runden er over.');
  });

  it('fall back to the server’s sentence for what they cannot say', () => {
    expect(logText(line({ kind: 'mystery', text: 'Something odd.' }), ctx('nb'))).toBe('Something odd.');
    expect(logText(line({ kind: 'take', seat: null, text: 'Seat 2 loses a card.' }), ctx('nb'))).toBe(
      'Seat 2 loses a card.',
    );
    expect(logText(line({ kind: 'suit', text: 'Bo names hearts.' }), ctx('sv'))).toBe('Bo names hearts.');
    expect(logText(line({ kind: 'suit', suit: 'H' }), ctx('sv'))).toBe('Bo valde ♥ hjärter.');
  });
});

describe('a move the turn clock made', () => {
  const line = (l: Partial<LogEntry>): LogEntry => ({
    version: 1,
    seat: 1,
    kind: 'play',
    cards: ['5H'],
    count: null,
    text: 'Time ran out: Bo played 5H.',
    ...l,
  });

  it('says first that the time ran out, in every language, for the seat and for the others', () => {
    expect(logText(line({ clock: true }), ctx('nb'))).toBe('Tiden gikk ut: Bo la hjerter 5.');
    expect(logText(line({ clock: true }), ctx('sv'))).toBe('Tiden tog slut: Bo lade hjärter 5.');
    expect(logText(line({ clock: true }), ctx('en'))).toBe('Time ran out: Bo played 5 of hearts.');
    expect(logText(line({ seat: 0, kind: 'draw', cards: [], count: 1, clock: true }), ctx('nb'))).toBe(
      'Tiden gikk ut: Du trakk ett kort.',
    );
    // A move the player made: no such words.
    expect(logText(line({}), ctx('nb'))).toBe('Bo la hjerter 5.');
  });
});
