/**
 * Things that arrive (a typed line, a server's message) taken one at a time, in order, by a loop
 * that awaits them; once ended, what is left is handed out and then `last` for ever. The terminal's
 * line reader and its link to a server both read this way.
 */
export interface Mailbox<T> {
  put(item: T): void;
  next(): Promise<T>;
  /** Whether an item is waiting. */
  pending(): boolean;
  /** Nothing more comes: whoever waits, and every later `next` past what is left, gets `last`. */
  end(): void;
  readonly ended: boolean;
}

export function mailbox<T>(last: T): Mailbox<T> {
  const queued: T[] = [];
  const waiting: ((item: T) => void)[] = [];
  let ended = false;
  return {
    put(item) {
      const w = waiting.shift();
      if (w) w(item);
      else queued.push(item);
    },
    next() {
      if (queued.length) return Promise.resolve(queued.shift() as T);
      if (ended) return Promise.resolve(last);
      return new Promise((resolve) => waiting.push(resolve));
    },
    pending: () => queued.length > 0,
    end() {
      ended = true;
      for (const w of waiting.splice(0)) w(last);
    },
    get ended() {
      return ended;
    },
  };
}
