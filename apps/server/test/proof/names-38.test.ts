/**
 * Look-alike names (issue 38, 8): names are compared by their confusable skeleton (Unicode TR 39)
 * within a table and within a group, a name reading as a bot's is refused however it is spelt, and a
 * letter under a pile of marks is refused; each refusal carries a reason worded in nb, sv and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonText } from '@kortbord/engine';
import { cleanName } from '../../src/names';
import { testServer } from '../helpers';
import { ask } from './proof-helpers';

type Refusal = { error: { code: string; reason?: { code: string; params?: Record<string, unknown> } } };

const PILE = `a${'\u0301'.repeat(39)}`;

/** [name, the names already there, the reason it is refused (null: taken as it is)]. */
const CASES: [string, (string | null)[], string | null][] = [
  ['\u0410nna', ['Anna'], 'name-taken'], // Cyrillic А
  ['Ann\u0430', ['Anna'], 'name-taken'], // Cyrillic а
  ['\u0391\u039d\u039d\u0391', ['Anna'], 'name-taken'], // Greek capitals
  ['0la', ['Ola'], 'name-taken'],
  ['OIa', ['Ola'], 'name-taken'], // capital I for l
  ['lan', ['Ian'], 'name-taken'],
  ['Kirn', ['Kim'], 'name-taken'], // rn for m
  ['\uff2b\uff41\uff52\uff49', ['Kari'], 'name-taken'], // full width
  ['Kari (b0t)', [], 'name-bot'],
  ['Kari (\u0412\u041e\u0422)', [], 'name-bot'], // Cyrillic В, О, Т
  ['Kari (b\u03bft)', [], 'name-bot'], // Greek ο
  ['Kari \uff3bbot\uff3d', [], 'name-bot'],
  ['Kari b0t', [], 'name-bot'],
  [PILE, [], 'name-marks'],
  ['Ola\u0308\u0301\u0323', [], 'name-marks'],
  ['\u200b', [], 'name-empty'],
  ['x'.repeat(41), [], 'name-long'],
  // Taken: Nordic letters are letters of their own, and names that only share letters differ.
  ['\u00c5se', ['Ase'], null],
  ['Bj\u00f8rn', ['Bjorn'], null],
  ['\u00d6sten', ['Osten'], null],
  ['Hanna', ['Anna'], null],
  ['Robot', [], null],
  ['Talbot', [], null],
  ['Nguy\u1ec5n', [], null],
  ['Nguye\u0302\u0303n', ['Anna'], null], // two marks on one letter, composed by NFC
  ['Anna', ['Ola', null, 'Kari'], null],
];

describe('look-alike names', () => {
  it('compares names by their TR 39 skeleton and words every refusal in nb, sv and en', () => {
    const refused: Record<string, number> = {};
    for (const [name, others, why] of CASES) {
      const r = cleanName(name, others);
      expect([name, r.ok ? null : r.reason.code]).toEqual([name, why]);
      if (!r.ok) {
        refused[r.reason.code] = (refused[r.reason.code] ?? 0) + 1;
        const words = reasonText(null, r.reason.code);
        for (const lang of ['nb', 'sv', 'en'] as const) expect(words?.[lang], r.reason.code).toMatch(/\S/);
      }
    }
    const taken = CASES.filter((c) => c[2] === null).length;
    console.log(
      `[proof names-38] ${CASES.length} names: refused ${Object.entries(refused)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}; ${taken} taken (Å/A, ø/o, Ö/O kept apart)`,
    );
  });

  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s?.cleanup());

  it('refuses look-alikes at a table, for a profile and within a group, with the reason', async () => {
    const made = await ask<{ table: { id: string }; invite: string }>(s.url, 'POST', '/api/tables', {
      body: {
        game: 'idiot',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', name: 'Astrid' }],
        join: { name: 'Anna', seat: 0 },
        public: false,
      },
    });
    expect(made.status).toBe(201);
    const join = (name: string) =>
      ask<Refusal>(s.url, 'POST', `/api/tables/${made.body.table.id}/join`, {
        body: { invite: made.body.invite, name },
      });
    for (const [name, why] of [
      ['\u0410nna', 'name-taken'],
      ['\u0410str\u0456d', 'name-taken'], // the bot's name, in Cyrillic А and і
      ['Kari (b0t)', 'name-bot'],
      [PILE, 'name-marks'],
    ] as const) {
      const r = await join(name);
      expect([name, r.status, r.body.error.code, r.body.error.reason?.code]).toEqual([
        name,
        400,
        'bad-name',
        why,
      ]);
    }
    expect((await join('\u0410nna')).body.error.reason?.params).toEqual({ name: 'Anna' });
    expect((await join('Kari')).status).toBe(200);

    const profile = (name: string) =>
      ask<Refusal & { profile: { id: string } }>(s.url, 'POST', '/api/profiles', {
        body: { name, seats: [] },
      });
    expect((await profile('Kari (b0t)')).body.error.reason?.code).toBe('name-bot');
    const anna = await profile('Anna');
    const lookalike = await profile('\u0410nna');
    expect(lookalike.status).toBe(201); // alone, a name is a name
    const group = await ask<{ group: { invite: string } }>(s.url, 'POST', '/api/groups', {
      cookie: anna.cookie as string,
      body: { name: 'Familien' },
    });
    const joined = await ask<Refusal>(s.url, 'POST', '/api/groups/join', {
      cookie: lookalike.cookie as string,
      body: { invite: group.body.group.invite },
    });
    expect([joined.status, joined.body.error.reason?.code, joined.body.error.reason?.params]).toEqual([
      400,
      'group-name-taken',
      { name: 'Anna' },
    ]);
    console.log(
      '[proof names-38] at the door: 4 look-alike joins refused with their reason, 1 profile, 1 group join',
    );
  });
});
