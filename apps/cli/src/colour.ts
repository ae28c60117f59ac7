/**
 * Colours for a terminal that shows them, and none otherwise: nothing when the output is not a
 * terminal, when NO_COLOR is set (no-color.org) or TERM is dumb; FORCE_COLOR turns them on for a pipe.
 */
export interface Paint {
  readonly on: boolean;
  /** Hearts and diamonds. */
  red(s: string): string;
  /** The card that just came on top. */
  fresh(s: string): string;
  /** The player's own seat. */
  me(s: string): string;
  bold(s: string): string;
  dim(s: string): string;
}

const wrap =
  (open: string, close: string) =>
  (s: string): string =>
    `\x1b[${open}m${s}\x1b[${close}m`;

const plain = (s: string): string => s;

export function makePaint(on: boolean): Paint {
  if (!on) return { on, red: plain, fresh: plain, me: plain, bold: plain, dim: plain };
  return {
    on,
    red: wrap('31', '39'),
    fresh: wrap('7', '27'),
    me: wrap('1;36', '22;39'),
    bold: wrap('1', '22'),
    dim: wrap('2', '22'),
  };
}

export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  if (env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '0') return true;
  if (env['TERM'] === 'dumb') return false;
  return stream.isTTY === true;
}

/** Shows the cursor again (a progress bar hides it); only on a terminal. */
export function restoreTerminal(): void {
  if (process.stderr.isTTY) process.stderr.write('\x1b[?25h');
  if (process.stdout.isTTY) process.stdout.write('\x1b[?25h');
}
