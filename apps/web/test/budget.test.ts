/**
 * The front page's size budget (issue 36): a phone on a slow connection gets its first page from
 * the scripts the HTML names and preloads, so these stay under 80 KB as Brotli sends them. A size,
 * measured on the real build, not a time: when it fails, the list says which chunk grew.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageSource } from '@kortbord/protocol/pages';
import { sharedWeb } from './e2e/harness';
import { chunkScripts, type ViteManifest } from '../../server/src/web';

const BUDGET_BYTES = 80_000;

describe('the front page’s scripts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await sharedWeb();
  });

  it('are under 80 KB Brotli: the entry, the front page’s chunk and what they import', () => {
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    // The page's chunk as the server preloads it with the HTML (apps/server/src/web.ts).
    const front = pageSource('/');
    expect(front).not.toBeNull();
    expect(manifest[front as string]).toBeDefined();
    const files = chunkScripts(manifest, ['index.html', front as string]);
    // The entry is the script the HTML names.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(`/${manifest['index.html']?.file}"`);
    const sizes = files.map((f) => {
      const br = join(dir, `${f}.br`);
      // Every script big enough to gain has its Brotli copy beside it (what the server sends).
      return { f, bytes: existsSync(br) ? statSync(br).size : statSync(join(dir, f)).size };
    });
    const total = sizes.reduce((n, s) => n + s.bytes, 0);
    const list = sizes.map((s) => `${s.f} ${s.bytes}`).join('\n');
    expect(total, `${total} bytes in:\n${list}`).toBeLessThan(BUDGET_BYTES);
    // Not a hollow pass: the pages' words and the renderer are in there.
    expect(total).toBeGreaterThan(20_000);
  });
});
