/** The browser's local storage under one prefix, quiet where storage is unavailable. */
const PREFIX = 'kortbord.';

export function load(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function save(key: string, value: unknown): void {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(PREFIX + key);
    else globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the page still works, it just forgets on reload.
  }
}

export interface SeatTicket {
  readonly seat: number;
  readonly token: string;
}

/** The seat token for a table, kept so that a reload (or a dropped connection) takes the seat back. */
export const loadTicket = (table: string): SeatTicket | undefined => {
  const v = load(`seat.${table}`);
  if (typeof v !== 'object' || v === null) return undefined;
  const { seat, token } = v as Record<string, unknown>;
  return typeof seat === 'number' && typeof token === 'string' ? { seat, token } : undefined;
};
export const saveTicket = (table: string, ticket: SeatTicket | undefined): void =>
  save(`seat.${table}`, ticket);

export const loadName = (): string => {
  const v = load('name');
  return typeof v === 'string' ? v : '';
};
export const saveName = (name: string): void => save('name', name);

/**
 * Whether this browser was signed in to a profile when last asked: the front page draws the
 * profile panel's shape from it before the server answers, so nothing below it jumps.
 */
export const wasSignedIn = (): boolean => load('signedIn') === true;
export const saveSignedIn = (signedIn: boolean): void => save('signedIn', signedIn || undefined);

/** Every seat this browser holds a token for: a guest who makes a profile keeps them (issue 33). */
export function heldTickets(): { table: string; token: string }[] {
  const out: { table: string; token: string }[] = [];
  try {
    const store = globalThis.localStorage;
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(`${PREFIX}seat.`)) continue;
      const table = key.slice(`${PREFIX}seat.`.length);
      const ticket = loadTicket(table);
      if (ticket) out.push({ table, token: ticket.token });
    }
  } catch {
    // No storage: no seats to keep.
  }
  return out;
}
