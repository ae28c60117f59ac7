/**
 * The front page's size budget (issue 36): a phone on a slow connection gets its first page from
 * the scripts the HTML names (fetched once the drawn page shows), so these stay small as Brotli sends them (the issue asks
 * under 80 KB; 48 KB when the front page read its own words only, so the budget is 56 KB, to see a
 * regrowth before it is back). A size, measured on the real build, not a time: when it fails, the
 * list says which chunk grew.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_WORDS, EVENT_WORDS, SHARED_REASONS, type Text } from '@kortbord/engine';
import { AFTER_PAINT_SOURCE, pageSource } from '@kortbord/protocol/pages';
import { TABLE_WORD_PARTS } from '@kortbord/words';
import { sharedWeb } from './e2e/harness';
import { chunkScripts, type ViteManifest } from '../../server/src/web';

const BUDGET_BYTES = 56_000;

describe('the front page’s scripts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await sharedWeb();
  });

  /** The scripts the front page loads: the entry and the page's chunk, with what they import. */
  const frontScripts = () => {
    const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    // The page's chunk as the server preloads it with the HTML (apps/server/src/web.ts).
    const front = pageSource('/');
    expect(front).not.toBeNull();
    expect(manifest[front as string]).toBeDefined();
    // With the script that fetches them once the page is painted (src/after-paint.ts).
    return { manifest, files: chunkScripts(manifest, [AFTER_PAINT_SOURCE, 'index.html', front as string]) };
  };

  it('are under 56 KB Brotli: the entry, the front page’s chunk and what they import', () => {
    const { manifest, files } = frontScripts();
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

  it('carry the front page’s words and not the other pages’ nor the games’ log and refusals', () => {
    const code = frontScripts()
      .files.map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    // English sentences as a script holds them as they are (no quotes or parameters to escape).
    const plain = (texts: Iterable<Text>) =>
      [...texts].map((t) => t.en).filter((en) => en.length >= 24 && /^[A-Za-z0-9 ,.;:!?()-]+$/.test(en));
    const front = plain(Object.values(TABLE_WORD_PARTS['front.ts']));
    expect(front.length).toBeGreaterThan(3);
    for (const en of front) expect(code, en).toContain(en);
    const others = plain([
      ...Object.values(TABLE_WORD_PARTS['table.ts']),
      ...Object.values(TABLE_WORD_PARTS['coach.ts']),
      ...Object.values(TABLE_WORD_PARTS['hints.ts']),
      ...Object.values(TABLE_WORD_PARTS['table-help.ts']),
      ...Object.values(TABLE_WORD_PARTS['table-rules.ts']),
      ...Object.values(EVENT_WORDS),
      ...Object.values(SHARED_REASONS),
      ...Object.values(ERROR_WORDS),
    ]);
    expect(others.length).toBeGreaterThan(50);
    for (const en of others) expect(code, en).not.toContain(en);
  });
});
