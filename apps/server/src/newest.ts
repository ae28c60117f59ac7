/** Puts `v` last in `m` (the newest) and drops the oldest beyond `max`: the server's small caches. */
export function keepNewest<K, V>(m: Map<K, V>, k: K, v: V, max: number): void {
  m.delete(k);
  m.set(k, v);
  if (m.size > max) m.delete(m.keys().next().value as K);
}
