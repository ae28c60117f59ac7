/**
 * Per-table serial work on this node: one change of a table at a time, in arrival order (other nodes
 * are serialised by the events' unique key).
 */
export interface TableQueue {
  run<T>(table: string, f: () => Promise<T>): Promise<T>;
  /** Work is queued or running for the table. */
  busy(table: string): boolean;
  /** Resolves once everything queued now has finished (failed or not). */
  drained(): Promise<void>;
}

export function tableQueue(): TableQueue {
  const queues = new Map<string, Promise<unknown>>();
  return {
    run<T>(id: string, f: () => Promise<T>): Promise<T> {
      const prev = queues.get(id) ?? Promise.resolve();
      const run = prev.then(f, f);
      const tail = run.catch(() => {});
      queues.set(id, tail);
      void tail.then(() => {
        if (queues.get(id) === tail) queues.delete(id);
      });
      return run;
    },
    busy: (id) => queues.has(id),
    drained: async () => {
      await Promise.allSettled([...queues.values()]);
    },
  };
}
