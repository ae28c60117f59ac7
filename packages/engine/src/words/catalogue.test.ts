import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../game';
import { GAMES } from '../registry';
import { ERROR_WORDS } from './errors';
import { UNIT_ONE, UNIT_WORDS } from './events';
import { EVENT_WORDS, GAME_WORDS, MOVE_WORDS, sayEvent, TITLE_WORDS } from './catalogue';
import { MOVE_PARTS } from './moves';
import { LANGS, type Text } from './lang';
import { SHARED_REASONS } from './reasons';
import { placeholders, textFaults } from './text-faults';

/** Every text: present in each language, the same parameters, and not another language copied in. */
const checkText = (where: string, t: Text | undefined): void => expect(textFaults(t), where).toEqual([]);

describe('the catalogue', () => {
  for (const id of GAME_IDS)
    it(`${id}: every option, value, preset and reason in nb, sv and en`, () => {
      const g = GAMES[id];
      const w = GAME_WORDS[id];
      checkText(`${id} name`, w.name);
      checkText(`${id} howTo`, w.howTo);
      for (const [k, spec] of Object.entries(
        g.options as Record<string, { kind: string; values?: unknown[] }>,
      )) {
        const ow = w.options[k];
        checkText(`${id} option ${k} label`, ow?.label);
        checkText(`${id} option ${k} describe`, ow?.describe);
        if (spec.kind === 'enum')
          for (const v of spec.values ?? [])
            if (typeof v === 'string') checkText(`${id} option ${k} value ${v}`, ow?.values?.[v]);
      }
      for (const p of Object.keys(g.presets)) checkText(`${id} preset ${p}`, w.presets[p]);
      for (const [code, t] of Object.entries(w.reasons)) checkText(`${id} reason ${code}`, t);
      for (const [k, t] of Object.entries(w.table)) checkText(`${id} table ${k}`, t);
      // The how-to's parameters are the game's options.
      for (const p of placeholders(w.howTo.nb))
        expect(Object.keys(g.options), `${id} howTo {${p}}`).toContain(p);
    });

  it('the shared words: errors, refusals, events, units', () => {
    for (const [k, t] of Object.entries(ERROR_WORDS)) checkText(`error ${k}`, t);
    for (const [k, t] of Object.entries(SHARED_REASONS)) checkText(`reason ${k}`, t);
    for (const [k, t] of Object.entries(EVENT_WORDS)) checkText(`event ${k}`, t);
    for (const [k, t] of Object.entries(UNIT_WORDS)) checkText(`unit ${k}`, t);
    for (const [k, t] of Object.entries(UNIT_ONE)) checkText(`unit one ${k}`, t);
    for (const [k, t] of Object.entries(TITLE_WORDS)) checkText(`title ${k}`, t);
    for (const [k, t] of Object.entries(MOVE_WORDS)) checkText(`move ${k}`, t);
    for (const [k, t] of Object.entries(MOVE_PARTS)) checkText(`move part ${k}`, t);
  });

  it('names titles and units in a round list, in every language', async () => {
    const { sayEvent } = await import('./catalogue');
    const e = {
      kind: 'round-over',
      seat: null,
      n: 2,
      seats: [1, 0, 2],
      places: [1, 2, 3],
      titles: ['president', '', 'boms'],
    };
    expect(sayEvent(e, 'sv')).toBe('Runda 2 är slut: 1. plats 2 (president), 2. plats 1, 3. plats 3 (bom).');
    expect(sayEvent(e, 'nb')).toBe('Runde 2 er over: 1. plass 2 (president), 2. plass 1, 3. plass 3 (boms).');
    const g = { kind: 'round-over', seat: null, n: 1, seats: [0, 1], places: [1, 2], points: [1, 0] };
    expect(sayEvent({ ...g, unit: 'glasses' as const }, 'en')).toBe(
      'Round 1 is over: 1. seat 1 (1 glass), 2. seat 2 (0 glasses).',
    );
    expect(sayEvent({ ...g, unit: 'penalty-points' as const }, 'nb')).toBe(
      'Runde 1 er over: 1. plass 1 (1 straffepoeng), 2. plass 2 (0 straffepoeng).',
    );
  });

  it('keeps Tuffa Viktor’s card names Swedish and says glass card in English', async () => {
    const { cardName, cardNames } = await import('./cards');
    for (const lang of LANGS) expect(cardName('SMOCKAN', lang)).toBe('Smockan');
    expect(cardName('G3', 'en')).toBe('glass card 3');
    expect(cardNames(['G3', 'G4'], 'en')).toBe('glass cards 3, 4 (7 glasses)');
    expect(cardName('G3', 'nb')).toBe('glaskort 3');
  });

  it('lays one glass card in a sentence that reads ("Du la glaskort 2 som ny gruppe.")', async () => {
    const { sayEvent } = await import('./catalogue');
    const e = { kind: 'glass', seat: 0, cards: ['G2'] };
    expect(sayEvent(e, 'nb', () => 'Du')).toBe('Du la glaskort 2 som ny gruppe.');
    expect(sayEvent(e, 'sv', () => 'Du')).toBe('Du lade glaskort 2 som ny grupp.');
    expect(sayEvent(e, 'en', () => 'You')).toBe('You laid glass card 2 as a new group.');
  });

  it('never glues a possessive to a name ("Astrid (bot)s gruppe", "digs grupp", "you\'s group")', () => {
    const all: [string, Text][] = [
      ...Object.entries(ERROR_WORDS),
      ...Object.entries(SHARED_REASONS),
      ...Object.entries(EVENT_WORDS),
      ...Object.entries(MOVE_WORDS),
      ...GAME_IDS.flatMap((id) => Object.entries(GAME_WORDS[id].reasons as Record<string, Text>)),
    ];
    for (const [k, t] of all)
      for (const lang of LANGS) expect(t[lang], `${k} ${lang}`).not.toMatch(/\}'?s\b/);
    const vivan = { kind: 'vivan', seat: 1, target: 0, group: 3, cards: ['VIVAN'] };
    const you = (s: number, as?: 'subject' | 'object') =>
      s === 0 ? (as === 'object' ? 'dig' : 'du') : 'Astrid (bot)';
    expect(sayEvent(vivan, 'sv', you)).toBe('Astrid (bot) spelade Vivan på grupp 3 hos dig (Vivan).');
  });
});
