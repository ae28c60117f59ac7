/** The bench scripts as an operator runs them (`npm run bench -- --help`): usage, never a stack trace. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanEnv, root } from './kortbord';

const tsx = (script: string, args: readonly string[]) => {
  const p = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: cleanEnv(),
  });
  return { status: p.status, stdout: p.stdout, stderr: p.stderr };
};

describe('the bench scripts', () => {
  for (const [name, script] of [
    ['bench:bots', 'apps/cli/src/bench-bots.ts'],
    ['bench', 'apps/cli/src/bench/main.ts'],
  ] as const)
    it(`${name} --help prints its usage; a wrong word gets a sentence and the usage`, () => {
      const help = tsx(script, ['--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: npm run ${name} -- `));
      expect(help.stdout).toContain('tuffa-viktor');
      expect(help.stdout).not.toMatch(/games\/s|win share/); // nothing was measured
      expect(help.stderr).toBe('');
      const wrong = tsx(script, ['--bogus', '1']);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toMatch(new RegExp(`^${name}: unknown option --bogus\\n\\nUsage: `));
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
      for (const s of [help.stdout, wrong.stderr])
        for (const line of s.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    });
});
