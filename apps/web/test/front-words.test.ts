/**
 * The front page's code reads the front page's words only (issue 36). Its components say their
 * words through useFrontWords / sayFront, typed by FRONT_PAGE_WORDS, so a key the front's words lack
 * is a type error (`npx tsc`, which checks this file too); here, that none of the modules the front
 * page loads with its first script reaches for the whole catalogue instead, which would put every
 * page's words back into its scripts. The budget test checks the built scripts themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRONT_PAGE_WORDS, TABLE_WORDS } from '@kortbord/words';
import { sayFront } from '../src/i18n/front-words';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The app's modules a module imports statically (`import()` is a chunk of its own, loaded later). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)';/gms)) {
    if (m[2]) continue; // types only: nothing of it is in the script
    const base = resolve(dirname(file), m[3] as string);
    const found = ['.ts', '.tsx', '/index.ts'].map((x) => base + x).find((f) => existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** Every module of the app the front page's scripts hold: the entry's graph and the page's chunk's. */
function frontModules(): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  visit(join(src, 'main.tsx'));
  visit(join(src, 'ui/Front.tsx'));
  return [...seen].map((f) => relative(src, f)).sort();
}

describe('the front page’s words', () => {
  it('are what the front page’s modules read: none of them imports the whole catalogue', () => {
    const modules = frontModules();
    // Not a hollow pass: the page, its panels and the frame are in the walk.
    for (const m of [
      'App.tsx',
      'ui/Front.tsx',
      'ui/ProfilePanel.tsx',
      'ui/LangSwitch.tsx',
      'i18n/front-words.ts',
    ])
      expect(modules).toContain(m);
    expect(modules).not.toContain('i18n/table-words.ts');
    for (const m of modules) {
      const imports = readFileSync(join(src, m), 'utf8').match(/^import\s[^;]*?from\s+'[^']+';/gms) ?? [];
      for (const i of imports) expect(i, m).not.toMatch(/\bTABLE_WORDS\b|\bTableKey\b|table-words'/);
    }
  });

  it('are the catalogue’s own, each in nb, sv and en', () => {
    for (const [k, t] of Object.entries(FRONT_PAGE_WORDS)) {
      expect((TABLE_WORDS as Record<string, unknown>)[k], k).toBe(t);
      for (const lang of ['nb', 'sv', 'en'] as const) expect(t[lang].trim(), `${k} ${lang}`).not.toBe('');
    }
    expect(sayFront('sv', 'seatNumber', { n: 2 })).toBe('Plats 2');
  });

  it('leave out the table’s own words: a key of the table is not the front’s', () => {
    // @ts-expect-error: the log's words are the table's, not the front page's (a type error).
    expect(() => sayFront('en', 'log_restock')).toThrow();
  });
});
