/**
 * vitest globalSetup (vitest.config.ts): one folder per test run for the client's production build,
 * handed to the test files by `provide`. The first browser test that needs the build makes it there
 * (`sharedWeb` in harness.ts) and every other file of the run serves the same files: a Vite build
 * costs several seconds of a core, and about 25 files serve one. Lazy, so a run without browser tests
 * builds nothing; the folder goes at the run's end. Each run has its own folder: two runs at once do
 * not share one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the shared client build (see build-once.ts). */
    sharedWebRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'kortbord-web-run-'));
  project.provide('sharedWebRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
