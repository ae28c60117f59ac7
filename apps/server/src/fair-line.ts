/**
 * A waiting line fair per asker (issue 38, the coach's queue): each asker has a lane of its own, and
 * the lanes are served in turn (round robin), so one asker's many asks wait behind others' single
 * ones instead of filling the node's places. An asker is known by several names at once (its address,
 * its profile, its seat): none of them may hold more than `perAsker` items waiting or running, so
 * many seats from one address, or one profile from many addresses, are bounded too. The whole line
 * holds at most `waiting` items. Plain data, no timers: the caller takes the next item when a place
 * frees and says when an item is done.
 */

export interface Asker {
  /** The lane the asker's items wait in: the turns go round the lanes. */
  readonly lane: string;
  /** Every name it is known by (the lane's among them); each bounded by `perAsker`. */
  readonly ids: readonly string[];
}

export interface FairLimits {
  /** Items one name may hold, waiting or running. */
  readonly perAsker: number;
  /** Items waiting in the whole line. */
  readonly waiting: number;
}

export type Offered =
  | { readonly ok: true; /** Items served before this one, as the line stands. */ readonly ahead: number }
  | { readonly ok: false; readonly why: 'asker-full' | 'line-full' };

export interface FairLine<T> {
  /** Puts `item` in the asker's lane, or refuses it (nothing changes). */
  offer(asker: Asker, item: T): Offered;
  /** The next item to run: the first of the lane whose turn it is (that lane then goes last). */
  take(): T | undefined;
  /** An item of `asker` has finished running: its names' places free. */
  done(asker: Asker): void;
  /** Items served before `item` if the line ran from now on, or -1 when it is not waiting. */
  ahead(item: T): number;
  /** Items waiting. */
  readonly size: number;
}

export function fairLine<T>(limits: FairLimits): FairLine<T> {
  // A Map keeps insertion order: the first lane is the one whose turn it is.
  const lanes = new Map<string, T[]>();
  const held = new Map<string, number>();
  let size = 0;

  /** The order the waiting items would be served in: one from each lane in turn. */
  const order = (): T[] => {
    const queues = [...lanes.values()].map((q) => [...q]);
    const out: T[] = [];
    for (let i = 0; out.length < size; i++) for (const q of queues) if (i < q.length) out.push(q[i] as T);
    return out;
  };

  return {
    offer(asker, item) {
      const ids = new Set([asker.lane, ...asker.ids]);
      for (const id of ids)
        if ((held.get(id) ?? 0) >= limits.perAsker) return { ok: false, why: 'asker-full' };
      if (size >= limits.waiting) return { ok: false, why: 'line-full' };
      for (const id of ids) held.set(id, (held.get(id) ?? 0) + 1);
      const lane = lanes.get(asker.lane);
      if (lane) lane.push(item);
      else lanes.set(asker.lane, [item]);
      size++;
      return { ok: true, ahead: order().indexOf(item) };
    },
    take() {
      const first = lanes.entries().next();
      if (first.done) return undefined;
      const [key, q] = first.value;
      const item = q.shift() as T;
      lanes.delete(key);
      if (q.length) lanes.set(key, q);
      size--;
      return item;
    },
    done(asker) {
      for (const id of new Set([asker.lane, ...asker.ids])) {
        const n = (held.get(id) ?? 0) - 1;
        if (n > 0) held.set(id, n);
        else held.delete(id);
      }
    },
    ahead: (item) => order().indexOf(item),
    get size() {
      return size;
    },
  };
}
