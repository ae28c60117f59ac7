/**
 * Where the table's skip link goes: the first thing in the page (App renders it before the header).
 * Its own module so the first script names the slot without carrying the table's help and hand.
 */
export const SKIP_SLOT = 'skip-links';
