/**
 * The terminal's socket to a table at a server, that comes back by itself (as the web's does): a
 * dropped connection (a network that blinks, a server that restarts, a proxy's idle cut) is opened
 * again and the table subscribed again, so a match in progress carries on where it was. The server
 * keeps the seat and sends the whole view on subscribing.
 */
import WebSocket from 'ws';
import { RECONNECT_MS, type ServerMessage } from '@kortbord/protocol';
import { mailbox } from './mailbox';

/** What the link hands on: the server's messages, a drop that is being mended, and the end. */
export type LinkEvent =
  | { readonly kind: 'message'; readonly message: ServerMessage }
  /** The connection dropped and is being opened again: what was sent but not answered may be lost. */
  | { readonly kind: 'dropped' }
  /**
   * Open again as connection number `serial` (the first is 1), subscribed, and with what was asked
   * to be sent meanwhile sent after the subscription; the view follows.
   */
  | { readonly kind: 'back'; readonly serial: number }
  /** Gone for good: every try failed, or the link was closed. */
  | { readonly kind: 'gone' };

export interface LinkOptions {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Sent first on each new connection (the table's subscription). */
  readonly hello: object;
  /** Waits before each try after a drop (RECONNECT_MS); after the last one the link gives up. */
  readonly retryMs?: readonly number[];
}

export interface Link {
  next(): Promise<LinkEvent>;
  /** Whether a message is waiting (a newer view than the one in hand). */
  pending(): boolean;
  /**
   * Sent now when open, and the number of the connection it went on; while the link is mending,
   * held and sent right after the next subscription (null).
   */
  send(m: object): number | null;
  close(): void;
}

export function openLink(o: LinkOptions): Link {
  const retry = o.retryMs ?? RECONNECT_MS;
  const box = mailbox<LinkEvent>({ kind: 'gone' });
  const put = box.put;
  /** Messages asked to be sent while no connection is open. */
  const held: string[] = [];
  let ws: WebSocket;
  let tries = 0;
  let serial = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = (again: boolean) => {
    const sock = new WebSocket(o.url, { headers: { ...o.headers } });
    ws = sock;
    const mine = ++serial;
    let opened = false;
    sock.on('open', () => {
      opened = true;
      sock.send(JSON.stringify(o.hello));
      for (const m of held.splice(0)) sock.send(m);
      if (again) put({ kind: 'back', serial: mine });
    });
    sock.on('message', (data) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(data)) as ServerMessage;
      } catch {
        return; // Not a message of ours: nothing to do with it.
      }
      // Only a connection that got its view counts as mended: one the server takes and then closes
      // (saying why in an error first) must not be tried for ever.
      if (message.type === 'view') tries = 0;
      put({ kind: 'message', message });
    });
    // An error is followed by a close (ws emits both); the close decides.
    sock.on('error', () => undefined);
    sock.on('close', () => {
      if (box.ended || ws !== sock) return;
      const wait = retry[tries];
      if (wait === undefined) {
        box.end();
        return;
      }
      tries++;
      // Said once per drop, not per failed try.
      if (opened) put({ kind: 'dropped' });
      timer = setTimeout(() => connect(true), wait);
    });
  };
  connect(false);

  return {
    next: box.next,
    pending: box.pending,
    send: (m) => {
      const text = JSON.stringify(m);
      if (ws.readyState === WebSocket.OPEN) {
        ws.send(text);
        return serial;
      }
      if (!box.ended) held.push(text);
      return null;
    },
    close: () => {
      box.end();
      if (timer) clearTimeout(timer);
      ws.close();
    },
  };
}
