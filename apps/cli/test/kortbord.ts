/** Runs `kortbord` as a person does: a real process, a clean locale, no colour unless asked. */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundled } from '../../../scripts/test-bundles';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
/** What `npx kortbord` runs: the sources through tsx (cli.test and simulate.test start it so). */
export const bin = join(root, 'apps/cli/bin/kortbord.js');

/**
 * The script the tests start: the run's bundle of the same sources (scripts/test-bundles.ts). The
 * terminal's bot pool (simulate's worker threads) loads its worker beside its source, so `simulate`
 * with workers starts `bin`.
 */
export const program = (): string => bundled('cli');

/** The environment of a plain terminal user: C locale, and none of the colour switches. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C', ...extra };
  for (const k of ['NO_COLOR', 'FORCE_COLOR']) if (!(k in extra)) delete env[k];
  return env;
}

export function kortbord(args: readonly string[], input = '', env: Record<string, string> = {}) {
  const p = spawnSync(process.execPath, [program(), ...args], {
    input,
    encoding: 'utf8',
    cwd: root,
    timeout: 120_000,
    env: cleanEnv(env),
  });
  return { status: p.status, stdout: p.stdout, stderr: p.stderr };
}

/**
 * Starts `kortbord` and answers its prompts: `answer` sees the output so far each time a prompt
 * appears and returns the next line, or null to close stdin, or 'SIGINT' to press Ctrl-C.
 */
export function converse(
  args: readonly string[],
  prompt: RegExp,
  answer: (out: string, n: number) => string | null | 'SIGINT',
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string; err: string }> {
  const p = spawn(process.execPath, [program(), ...args], { cwd: root, env: cleanEnv(env) });
  let out = '';
  let err = '';
  p.stderr.on('data', (d: Buffer) => (err += d.toString()));
  let seen = 0;
  p.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const count = out.split(prompt).length - 1;
    while (seen < count) {
      seen++;
      const a = answer(out, seen);
      if (a === 'SIGINT') p.kill('SIGINT');
      else if (a === null) p.stdin.end();
      else p.stdin.write(`${a}\n`);
    }
  });
  return new Promise((resolve) => p.on('exit', (code) => resolve({ code, out, err })));
}
