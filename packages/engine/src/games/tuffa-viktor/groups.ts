/**
 * Groups of glass cards: all of one value, or a run of consecutive values (a run has at least two
 * cards; a single card is a group that can grow either way). Kept sorted ascending.
 */
import { codeOf, glassesOf, GLASS_KINDS, type Code, type Hand, type Kind } from './cards';

export type Group = readonly Kind[];

export function isGroup(g: Group): boolean {
  const n = g.length;
  if (n === 0) return false;
  const lo = g[0] as Kind;
  if (lo >= GLASS_KINDS || (g[n - 1] as Kind) >= GLASS_KINDS) return false;
  if (lo === g[n - 1]) return true;
  for (let i = 1; i < n; i++) if ((g[i] as Kind) !== lo + i) return false;
  return true;
}

/** Whether two valid groups together make a valid group, without building it. */
export function joins(a: Group, b: Group): boolean {
  const aLo = a[0] as Kind;
  const aHi = a[a.length - 1] as Kind;
  const bLo = b[0] as Kind;
  const bHi = b[b.length - 1] as Kind;
  if (aLo === aHi && bLo === bHi && aLo === bLo) return true;
  const aSet = a.length > 1 && aLo === aHi;
  const bSet = b.length > 1 && bLo === bHi;
  return !aSet && !bSet && (aHi + 1 === bLo || bHi + 1 === aLo);
}

/** Two sorted lists as one sorted list. */
export function merge(a: Group, b: Group): Kind[] {
  const out: Kind[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a[i] as Kind) <= (b[j] as Kind))) out.push(a[i++] as Kind);
    else out.push(b[j++] as Kind);
  }
  return out;
}

export const groupGlasses = (g: Group): number => g.reduce((sum, k) => sum + glassesOf(k), 0);

export const groupText = (g: Group): string => g.map(codeOf).join(' ');

// Legal-move generation hands out these shared, frozen code lists instead of building new ones.
const sets: (readonly Code[])[][] = Array.from({ length: GLASS_KINDS }, () => []);
const spans = new Map<number, readonly Code[]>();

function setCodes(k: Kind, n: number): readonly Code[] {
  const byCount = sets[k] as (readonly Code[])[];
  let hit = byCount[n];
  if (!hit) {
    hit = Object.freeze(new Array<Code>(n).fill(codeOf(k)));
    byCount[n] = hit;
  }
  return hit;
}

/** The codes from..to, skipping gapLo..gapHi (a run grown at one end or both). */
function spanCodes(from: Kind, gapLo: Kind, gapHi: Kind, to: Kind): readonly Code[] {
  const key = ((from * 9 + gapLo + 1) * 9 + gapHi + 1) * 9 + to;
  let hit = spans.get(key);
  if (!hit) {
    const out: Code[] = [];
    for (let k = from; k <= to; k++) if (k < gapLo || k > gapHi) out.push(codeOf(k));
    hit = Object.freeze(out);
    spans.set(key, hit);
  }
  return hit;
}

/**
 * Fills `out` (emptied first) with every list of glass cards from `h` that, added to a valid group
 * with ends lo and hi and `len` cards, leaves a valid group, in a stable order: more of the same
 * value first, then a run grown at its low end, its high end or both. `out` is reused by callers
 * that generate moves, so nothing is allocated here.
 */
export function extensions(lo: Kind, hi: Kind, len: number, h: Hand, out: (readonly Code[])[]): void {
  out.length = 0;
  if (lo === hi) for (let n = 1; n <= (h[lo] as number); n++) out.push(setCodes(lo, n));
  if (len === 1 || lo !== hi) {
    let below = 0;
    while (lo - below - 1 >= 0 && (h[lo - below - 1] as number) > 0) below++;
    let above = 0;
    while (hi + above + 1 < GLASS_KINDS && (h[hi + above + 1] as number) > 0) above++;
    for (let a = 0; a <= below; a++)
      for (let b = 0; b <= above; b++) if (a + b > 0) out.push(spanCodes(lo - a, lo, hi, hi + b));
  }
}

/** Fills `out` with every group that can be laid new from `h`: sets by value and size, then runs. */
export function newGroups(h: Hand, out: (readonly Code[])[]): void {
  out.length = 0;
  for (let k = 0; k < GLASS_KINDS; k++) for (let n = 1; n <= (h[k] as number); n++) out.push(setCodes(k, n));
  for (let lo = 0; lo < GLASS_KINDS - 1; lo++) {
    if (!h[lo]) continue;
    for (let hi = lo + 1; hi < GLASS_KINDS && (h[hi] as number) > 0; hi++)
      out.push(spanCodes(lo, -1, -1, hi));
  }
}
