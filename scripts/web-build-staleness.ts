// Whether the web client's build must be made (again) before the server serves it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest change under `path` (a file or a folder, skipping dependencies and builds), in ms. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    t = Math.max(t, newest(join(path, name)));
  }
  return t;
}

/**
 * Why the build at `built` (its index.html) must be made: it is missing, or something under
 * `sources` changed after it was made; null when it is up to date.
 */
export function buildReason(built: string, sources: readonly string[]): string | null {
  if (!existsSync(built)) return 'first start';
  const made = statSync(built).mtimeMs;
  return sources.some((s) => newest(s) > made) ? 'its code has changed' : null;
}
