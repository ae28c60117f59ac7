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
    // Two files at a time on the 2-core machine: most suites wait on sockets, bots' pacing and the
    // browser, so one file at a time left a core idle and the suite over CI's 20 minutes. Two full
    // runs side by side (the same contention) held.
    maxWorkers: 2,
    // One production build of the client per run, made by the first browser test that needs it and
    // served by all of them (each used to build its own: ~7 s of a core, about 25 times a run).
    // And one bundle each of the terminal's and the server's sources, which tests start as
    // processes (scripts/test-bundles.ts).
    globalSetup: ['./apps/web/test/e2e/build-once.ts', './scripts/test-bundles.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
