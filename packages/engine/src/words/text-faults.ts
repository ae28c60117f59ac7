import { LANGS, type Text } from './lang';

/** The `{name}` parameters of a template, sorted: every language of a text must have the same. */
export const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * What is wrong with a text, for the catalogues' tests (the engine's and @kortbord/words'): a language
 * missing or empty, parameters that differ from bokmål's, or a sentence copied from bokmål instead of
 * translated. Empty when it is fine.
 */
export function textFaults(t: Text | undefined): string[] {
  if (!t) return ['missing'];
  const faults: string[] = [];
  for (const lang of LANGS) {
    if (typeof t[lang] !== 'string' || t[lang].trim().length === 0) faults.push(`${lang} empty`);
    else if (placeholders(t[lang]).join() !== placeholders(t.nb).join())
      faults.push(
        `${lang} parameters ${placeholders(t[lang]).join()} against nb's ${placeholders(t.nb).join()}`,
      );
  }
  // A sentence of some length that reads the same in two languages is a copy, not a translation.
  if (wordCount(t.nb) > 6)
    for (const lang of ['sv', 'en'] as const) if (t[lang] === t.nb) faults.push(`${lang} copied from bokmål`);
  return faults;
}
