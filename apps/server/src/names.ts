/**
 * Names at the door (seats now; chat can reuse it): normalised, stripped of what does not print or
 * reorders text, and refused when they would read as another seat's or a bot's.
 */
export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

// Control characters (Cc), format characters (Cf: zero-width spaces and joiners, BOM, the bidi
// embeddings, overrides and isolates), and the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The form names are compared in: NFKC (so look-alike width forms meet), case folded, spaces squeezed. */
const comparable = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Cleans `raw` and checks it against the names already at the table (`others`). Refused: empty once
 * cleaned, longer than 40, ending in "(bot)" or the like, or the same as another name read loosely.
 */
export function cleanName(raw: string, others: readonly (string | null | undefined)[]): NameCheck {
  const name = raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, message: 'A name needs at least one visible character.' };
  if ([...name].length > 40) return { ok: false, message: 'A name may be at most 40 characters.' };
  const c = comparable(name);
  if (/[([{]\s*bot\s*[)\]}]$/.test(c) || /\bbot$/.test(c))
    return { ok: false, message: 'A name may not read as a bot’s.' };
  if (others.some((o) => o && comparable(o.replace(INVISIBLE, '')) === c))
    return { ok: false, message: 'Another seat at this table already has that name.' };
  return { ok: true, name };
}

/**
 * Free text from a person (a chat line): the same cleaning as a name (nothing that does not print or
 * reorders text), runs of spaces squeezed. Empty when nothing visible is left.
 */
export const cleanText = (raw: string): string =>
  raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
