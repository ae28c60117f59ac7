/**
 * An append-only list that many matches share. Each match keeps its own length over one backing
 * array, so appending to the newest match is O(1) instead of a copy of the whole history per move
 * (Idiot rounds run to thousands of moves); appending to an older match copies its prefix first.
 * Older matches keep seeing exactly their own entries.
 */
export class EntryLog<T> implements Iterable<T> {
  private constructor(
    private readonly backing: T[],
    readonly length: number,
  ) {}

  static empty<T>(): EntryLog<T> {
    return new EntryLog<T>([], 0);
  }

  append(entry: T): EntryLog<T> {
    const backing = this.backing.length === this.length ? this.backing : this.backing.slice(0, this.length);
    backing.push(entry);
    return new EntryLog(backing, this.length + 1);
  }

  at(i: number): T | undefined {
    const j = i < 0 ? this.length + i : i;
    return j >= 0 && j < this.length ? this.backing[j] : undefined;
  }

  slice(start = 0, end = this.length): T[] {
    return this.backing.slice(start, Math.min(end, this.length));
  }

  toArray(): T[] {
    return this.backing.slice(0, this.length);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.toArray()[Symbol.iterator]();
  }
}
