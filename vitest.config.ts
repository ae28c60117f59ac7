import { defineConfig } from 'vitest/config';

export default defineConfig({
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
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
