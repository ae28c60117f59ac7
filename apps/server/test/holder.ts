/**
 * Which server process holds a connection (issue 34's kill tests): the one to SIGKILL while a push
 * it sends is in flight.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { eventually } from './helpers';

/**
 * The process among `pids` whose end of a TCP connection is 127.0.0.1:`port` (the port the other end
 * saw it come from), by the sockets in /proc (Linux).
 */
export function holderOf(pids: readonly number[], port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address ends in the port; state 01 is ESTABLISHED.
      if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '01' && f[9]) inodes.add(f[9]);
    }
  }
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      let link = '';
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const m = /^socket:\[(\d+)\]$/.exec(link);
      if (m && inodes.has(m[1]!)) return pid;
    }
  }
  return null;
}

/**
 * Waits for a message held by the push service after the first `since` and returns the process
 * holding it now. A held send times out at the node (`PUSH_TIMEOUT_MS`) and is tried again, so on a
 * loaded machine the one first seen may be gone by the time it is looked for, and the count may have
 * moved on by more than one: the newest held message whose connection is still open is the one in
 * flight.
 */
export async function holderOfHeld(
  push: { held(): number; heldFrom: readonly number[] },
  pids: readonly number[],
  since: number,
): Promise<number> {
  let seen = since;
  const holder = await eventually(
    () => {
      const held = push.held();
      if (held <= seen) return null;
      seen = held;
      return holderOf(pids, push.heldFrom.at(-1)!);
    },
    (pid) => pid !== null,
    `a send in flight (held since ${since})`,
  );
  return holder!;
}
