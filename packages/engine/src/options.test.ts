import { describe, expect, it } from 'vitest';
import { resolveOptions, type OptionSpecs } from './options';

interface O {
  passIsFinal: boolean;
  drawLimit: 3 | 1 | 'until-playable';
  handSize: number;
}
const specs: OptionSpecs<O> = {
  passIsFinal: {
    kind: 'boolean',
    default: false,
    describe: { nb: 'Pass er bindende.', sv: 'Pass är bindande.', en: 'Passing is final.' },
  },
  drawLimit: {
    kind: 'enum',
    values: [3, 1, 'until-playable'],
    default: 3,
    describe: {
      nb: 'Hvor mange kort du kan trekke.',
      sv: 'Hur många kort du får dra.',
      en: 'How many cards you may draw.',
    },
  },
  handSize: {
    kind: 'int',
    min: 5,
    max: 8,
    default: 5,
    describe: { nb: 'Kort på hånden.', sv: 'Kort på handen.', en: 'Cards in hand.' },
  },
};
const presets = { quick: { handSize: 7 } };

describe('table options', () => {
  it('fills defaults, applies a preset, then the overrides', () => {
    expect(resolveOptions(specs, presets, {}, 4)).toEqual({
      ok: true,
      value: { passIsFinal: false, drawLimit: 3, handSize: 5 },
    });
    expect(resolveOptions(specs, presets, { preset: 'quick', drawLimit: 1 }, 4)).toEqual({
      ok: true,
      value: { passIsFinal: false, drawLimit: 1, handSize: 7 },
    });
  });

  it('refuses an unknown option, naming it and the known ones', () => {
    const r = resolveOptions(specs, presets, { passIsFnial: true }, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('malformed');
      expect(r.message).toContain('"passIsFnial"');
      expect(r.message).toContain('passIsFinal');
    }
  });

  it('refuses a bad value, naming the allowed values', () => {
    const enumBad = resolveOptions(specs, presets, { drawLimit: 2 }, 4);
    expect(!enumBad.ok && enumBad.message).toBe(
      'Option "drawLimit" cannot be 2; allowed: 3, 1, "until-playable".',
    );
    const intBad = resolveOptions(specs, presets, { handSize: 9 }, 4);
    expect(!intBad.ok && intBad.message).toContain('a whole number from 5 to 8');
    const boolBad = resolveOptions(specs, presets, { passIsFinal: 'yes' }, 4);
    expect(!boolBad.ok && boolBad.message).toContain('true or false');
  });

  it('refuses an unknown preset, listing the presets', () => {
    const r = resolveOptions(specs, presets, { preset: 'slow' }, 4);
    expect(!r.ok && r.message).toBe('Unknown preset "slow"; allowed: "quick".');
  });
});
