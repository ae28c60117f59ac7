import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every .ts file below `dir`. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * The engine holds rules, not pages (issue 32): @kortbord/words imports the engine, so the engine
 * importing it back would be a circle between packages, and page words would creep back in.
 */
describe('the engine', () => {
  it('never imports @kortbord/words', () => {
    const quoted = /['"]@kortbord\/words['"/]/;
    const importing = files(SRC)
      .filter((f) => quoted.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(importing).toEqual([]);
  });
});
