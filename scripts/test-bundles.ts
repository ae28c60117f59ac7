/**
 * vitest globalSetup (vitest.config.ts), and what test files call: one bundle per test run of the
 * terminal's sources and of the server's, which the tests start as processes. `node --import tsx`
 * (as `npx kortbord` and the kill tests' server run) takes two to three seconds of a core at every
 * start to load the sources through tsx's loader, before the program does anything; the terminal's
 * tests start it about a hundred times a run and the kill tests the server about sixty. A bundle is
 * the same sources in one file (esbuild, which tsx uses too), with every npm package left for Node to
 * load as it would: a start costs a fifth.
 *
 * A bundle sits in a folder of the run inside its app (`apps/cli/.bundle-…/`), so what the sources
 * find beside themselves (`../package.json`, `../../web/dist`, packages by Node's lookup) is found
 * from it the same way; the folders go at the run's end, and each run has its own. The first test
 * that needs a bundle writes it; two files at once may both write one, each to its own name, renamed
 * into place, so a start never reads half a file.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The programs bundled, by the app each is (its entry is the app's `src/main.ts`). */
const PROGRAMS = {
  cli: { app: 'apps/cli' },
  server: { app: 'apps/server' },
} as const;
export type Program = keyof typeof PROGRAMS;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for each program's bundle (see test-bundles.ts). */
    bundleRoots: Readonly<Record<Program, string>>;
  }
}

export default function setup(project: TestProject): () => void {
  const roots = Object.fromEntries(
    Object.entries(PROGRAMS).map(([name, p]) => [name, mkdtempSync(join(ROOT, p.app, '.bundle-'))]),
  ) as Record<Program, string>;
  project.provide('bundleRoots', roots);
  return () => {
    for (const dir of Object.values(roots)) rmSync(dir, { recursive: true, force: true });
  };
}

/** Every npm package the workspace's programs use: Node loads them, as it would from the sources. */
function packages(): string[] {
  const names = new Set<string>();
  for (const dir of [
    '.',
    'apps/cli',
    'apps/server',
    'packages/bots',
    'packages/engine',
    'packages/protocol',
    'packages/words',
  ]) {
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'])
      for (const name of Object.keys((pkg[field] as Record<string, string> | undefined) ?? {}))
        if (!name.startsWith('@kortbord/')) names.add(name);
  }
  return [...names].flatMap((n) => [n, `${n}/*`]);
}

const built: Partial<Record<Program, string>> = {};

/** The path of the run's bundle of `program`, written on first use. */
export function bundled(program: Program): string {
  const ready = built[program];
  if (ready) return ready;
  const target = join(inject('bundleRoots')[program], 'main.mjs');
  if (!existsSync(target)) {
    const own = `${target}.${process.pid}.mjs`;
    buildSync({
      entryPoints: [join(ROOT, PROGRAMS[program].app, 'src/main.ts')],
      outfile: own,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: packages(),
      logLevel: 'error',
    });
    renameSync(own, target);
  }
  return (built[program] = target);
}
