import { defineConfig } from 'vitest/config';
import { PREACT_ALIAS } from './apps/web/preact-alias.js';

export default defineConfig({
  // The web's components render on Preact here as in the build (apps/web/preact-alias.ts).
  resolve: { alias: PREACT_ALIAS },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Three files at a time on the 2-core machine: most suites wait on sockets, bots' pacing, a
    // server's start or the browser, and with two a core stood idle for a third of a whole run (one
    // file or none running for 435 of 1,351 s: a file's start, a server's start, a page's load).
    // Three is less contention than two runs of two side by side, which held.
    maxWorkers: 3,
    // One production build of the client per run, made by the first browser test that needs it and
    // served by all of them (each used to build its own: ~7 s of a core, about 25 times a run).
    // And one bundle each of the terminal's and the server's sources, which tests start as
    // processes (scripts/test-bundles.ts).
    globalSetup: ['./apps/web/test/e2e/build-once.ts', './scripts/test-bundles.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
