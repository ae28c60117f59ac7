import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason } from './web-build-staleness';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file at `path` last changed `secondsAgo` seconds ago. */
function file(path: string, secondsAgo: number): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, t, t);
}

describe('whether npm start builds the web client first', () => {
  it('builds when there is no build, or when a source changed after it, and not otherwise', () => {
    dir = mkdtempSync(join(tmpdir(), 'kortbord-build-'));
    const built = join(dir, 'web/dist/index.html');
    const web = join(dir, 'web');
    const pkg = join(dir, 'packages/engine');
    file(join(web, 'src/App.tsx'), 100);
    file(join(pkg, 'src/cards.ts'), 100);
    expect(buildReason(built, [web, pkg])).toBe('first start');

    file(built, 50);
    expect(buildReason(built, [web, pkg])).toBeNull();
    // What is not built from (installed dependencies, the build itself) does not count.
    file(join(pkg, 'node_modules/x/index.js'), 0);
    file(join(web, 'dist/assets/a.js'), 0);
    expect(buildReason(built, [web, pkg])).toBeNull();

    // A pull that changed the engine's code: built again.
    file(join(pkg, 'src/words/lang.ts'), 0);
    expect(buildReason(built, [web, pkg])).toBe('its code has changed');
  });
});
