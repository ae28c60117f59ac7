import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A clean clone has nothing beside it, so nothing in the repository may read or link a folder
 * outside it: the tests read examples/, the READMEs link docs/. Built from pieces so that this file
 * does not match itself.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const OUTSIDE = [
  new RegExp(`\\.\\./${'shared'}\\b`),
  new RegExp(`(^|[\\s'"\`(=:])/${'shared'}/`),
  new RegExp(`(^|[\\s'"\`(=:])/${'work'}/`),
  new RegExp(`\\b${'shared'}/(${'RULES|RECORD|DESIGN|STYLE'})\\.md|\\b${'shared'}/(${'examples|seeds'})\\b`),
];
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', 'coverage']);

/** The tracked files (git), or every file but the ignored folders when there is no git checkout. */
function files(): string[] {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (git.status === 0 && git.stdout) return git.stdout.split('\0').filter(Boolean);
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(e.name)) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(root, p));
    }
  };
  walk(root);
  return out;
}

describe('the repository stands on its own', () => {
  it('no file reads or links a folder outside the repository', () => {
    const found: string[] = [];
    const list = files();
    expect(list.length).toBeGreaterThan(100);
    for (const f of list) {
      let text: string;
      try {
        text = readFileSync(join(root, f), 'utf8');
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      if (text.includes('\0')) continue; // binary
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) found.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the links in every Markdown file resolve inside the repository', () => {
    const missing: string[] = [];
    for (const f of files().filter((p) => p.endsWith('.md'))) {
      const text = readFileSync(join(root, f), 'utf8');
      for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1] as string;
        if (/^[a-z]+:/.test(target)) continue; // http:, mailto:
        const path = join(root, f, '..', target);
        if (relative(root, path).startsWith('..')) missing.push(`${f}: ${target} (outside)`);
        else if (!existsSync(path)) missing.push(`${f}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
