/**
 * Which form of a view each socket is sent: the change when the socket's last view of the table is
 * the change's `from` (it has every line before), else the snapshot. A socket that already has the
 * version is sent nothing. Asked for (subscribe, sync, a stale version), it is always the snapshot.
 */
import { sendPrepared, type Conn } from './conn';
import type { Table } from './table';
import { viewBytes, viewChange } from './views';

const noteSent = (c: Conn, table: string, version: number): void => {
  (c.views ??= new Map()).set(table, version);
};

/** The snapshot, whatever the socket had; false before the first deal (nothing to send). */
export function sendSnapshot(c: Conn, t: Table, seat: number | null): boolean {
  const bytes = viewBytes(t, seat);
  if (!bytes) return false;
  sendPrepared(c, bytes);
  noteSent(c, t.id, t.version);
  return true;
}

/** The table's new version, as a change where the socket can read one. */
export function sendNewView(c: Conn, t: Table, seat: number | null): void {
  const had = c.views?.get(t.id);
  if (had === t.version) return;
  const change = had === undefined ? null : viewChange(t, seat);
  if (change && change.from === had) {
    sendPrepared(c, change.bytes);
    noteSent(c, t.id, t.version);
  } else sendSnapshot(c, t, seat);
}

/** The socket no longer watches the table: its next view there is a snapshot. */
export function forgetSent(c: Conn, table: string): void {
  c.views?.delete(table);
  if (c.views?.size === 0) delete c.views;
}
