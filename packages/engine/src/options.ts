import type { Json } from './json';
import type { Text } from './text';
import { ok, refuse, type Refusal, type Result } from './result';
import { reason } from './words/game-words';

/** The schema of one table option: its values, its default and a one-line explanation. */
export type OptionSpec =
  | { readonly kind: 'boolean'; readonly default: boolean; readonly describe: Text }
  | {
      readonly kind: 'enum';
      readonly values: readonly (string | number)[];
      readonly default: string | number;
      readonly describe: Text;
    }
  | {
      readonly kind: 'int';
      readonly min: number;
      readonly max: number;
      readonly default: number;
      readonly describe: Text;
    }
  | {
      /** Structured values (a deck composition): `check` returns a sentence when the value is wrong. */
      readonly kind: 'json';
      readonly default: Json;
      readonly check: (value: unknown) => string | null;
      readonly describe: Text;
    };

export type OptionSpecs<O> = { readonly [K in keyof O]: OptionSpec };

export function allowedValues(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'boolean':
      return 'true or false';
    case 'enum':
      return spec.values.map((v) => JSON.stringify(v)).join(', ');
    case 'int':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'json':
      return 'see the rules';
  }
}

/** A value a client sent, shown in a refusal only when it is short plain data. */
const valueForError = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return /^[\w". -]{1,40}$/.test(s) ? s : '(?)';
};

function checkValue(name: string, spec: OptionSpec, value: unknown): Refusal | null {
  const bad = `Option "${name}" cannot be ${JSON.stringify(value)}; allowed: ${allowedValues(spec)}.`;
  const v = valueForError(value);
  switch (spec.kind) {
    case 'boolean':
      return typeof value === 'boolean'
        ? null
        : refuse('malformed', bad, reason('bad-option-yes-no', { name, value: v }));
    case 'enum':
      return spec.values.includes(value as string | number)
        ? null
        : refuse(
            'malformed',
            bad,
            reason('bad-option-value', {
              name,
              value: v,
              allowed: spec.values.map((x) => JSON.stringify(x)).join(', '),
            }),
          );
    case 'int':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? null
        : refuse(
            'malformed',
            bad,
            reason('bad-option-range', { name, value: v, min: spec.min, max: spec.max }),
          );
    case 'json': {
      const why = spec.check(value);
      return why === null
        ? null
        : refuse('malformed', `Option "${name}" is not valid: ${why}`, reason('bad-option', { name }));
    }
  }
}

export function defaults<O>(specs: OptionSpecs<O>): O {
  const out: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(specs) as [string, OptionSpec][]) out[k] = spec.default;
  return out as O;
}

/** A name the client sent, quoted in an error only when it reads as a name (never as text of its own). */
const nameForError = (v: unknown): string =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v) ? `"${v}"` : '(not a name)';

/**
 * Resolves a table's options: defaults, then the named preset, then the overrides. Unknown names,
 * unknown presets and bad values are refused with a sentence naming them and what is allowed.
 */
export function resolveOptions<O>(
  specs: OptionSpecs<O>,
  presets: Readonly<Record<string, Partial<O>>>,
  raw: unknown,
  players: number,
  presetFor?: (preset: string, players: number) => Partial<O>,
): Result<O> {
  if (raw === undefined || raw === null) return ok(defaults(specs));
  if (typeof raw !== 'object' || Array.isArray(raw))
    return refuse('malformed', 'The options must be a JSON object.', reason('options-not-object'));
  const given = raw as Record<string, unknown>;
  let out = defaults(specs) as Record<string, unknown>;
  const preset = given['preset'];
  if (preset !== undefined) {
    // Own keys only: `"constructor"` or `"__proto__"` are in every object, and are no preset.
    if (typeof preset !== 'string' || !Object.prototype.hasOwnProperty.call(presets, preset))
      return refuse(
        'malformed',
        `Unknown preset ${nameForError(preset)}; allowed: ${Object.keys(presets)
          .map((p) => JSON.stringify(p))
          .join(', ')}.`,
        reason('unknown-preset', {
          name: nameForError(preset).replace(/"/g, ''),
          list: Object.keys(presets).join(', '),
        }),
      );
    out = { ...out, ...(presetFor ? presetFor(preset, players) : presets[preset]) };
  }
  for (const [k, v] of Object.entries(given)) {
    if (k === 'preset') continue;
    const spec = (specs as Record<string, OptionSpec | undefined>)[k];
    if (!Object.prototype.hasOwnProperty.call(specs, k) || !spec)
      return refuse(
        'malformed',
        `Unknown option ${nameForError(k)}; known options: ${Object.keys(specs).join(', ')}.`,
        reason('unknown-option', {
          name: nameForError(k).replace(/"/g, ''),
          list: Object.keys(specs).join(', '),
        }),
      );
    const why = checkValue(k, spec, v);
    if (why) return why;
    out[k] = v;
  }
  return ok(out as O);
}
