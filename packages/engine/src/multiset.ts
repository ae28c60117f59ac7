/** Multiset helpers over small arrays (hands hold at most a few dozen cards). */

/** `from` without one occurrence of each of `take`, or null when `from` lacks one of them. */
export function without<T>(from: readonly T[], take: readonly T[]): T[] | null {
  const rest = from.slice();
  for (const t of take) {
    const i = rest.indexOf(t);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

export const containsAll = <T>(from: readonly T[], take: readonly T[]): boolean =>
  without(from, take) !== null;

export function sameMultiset<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && without(a, b) !== null;
}

/** Counts of each value, as a Map. */
export function counts<T>(xs: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Every k-element subset of xs (by position), in lexicographic order of positions. */
export function combinations<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (start: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= xs.length - (k - pick.length); i++) {
      pick.push(xs[i] as T);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}
