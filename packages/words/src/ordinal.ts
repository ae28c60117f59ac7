import type { Lang } from '@kortbord/engine';

/**
 * A place as an ordinal: "3." in bokmål, "3:e" in Swedish (1:a and 2:a, and 21:a, 22:a … but 11:e and
 * 12:e), "3rd" in English. Written as a function because no one template says it in all three.
 */
export function ordinal(n: number, lang: Lang): string {
  if (lang === 'nb') return `${n}.`;
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  if (lang === 'sv') return `${n}:${!teen && (last === 1 || last === 2) ? 'a' : 'e'}`;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][last] ?? 'th')}`;
}
