import { parentPort } from 'node:worker_threads';
import { rngFromSeed } from '@kortbord/engine';
import { analyse } from './analyse';
import { playMatch } from './arena';
import { chooseAction } from './levels';
import type { PoolReply, PoolTask } from './pool';

const port = parentPort;
if (!port) throw new Error('worker-main runs in a worker thread');

function run(task: PoolTask): PoolReply {
  try {
    if (task.kind === 'choose') {
      const t0 = performance.now();
      const action = chooseAction(task.level, task.input, rngFromSeed(task.seed), task.budget);
      return { id: task.id, ok: true, value: { action, ms: performance.now() - t0 } };
    }
    if (task.kind === 'analyse') return { id: task.id, ok: true, value: analyse(task.input, task.opts) };
    return { id: task.id, ok: true, value: playMatch(task.spec) };
  } catch (e) {
    return { id: task.id, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

port.on('message', (task: PoolTask) => port.postMessage(run(task)));
port.postMessage({ ready: true });
