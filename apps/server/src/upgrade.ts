/**
 * What the HTTP upgrade leaves holding an open WebSocket, let go: @fastify/websocket's error
 * listener keeps fastify's request and reply (with the request's logger), and the socket keeps
 * node's response to the upgrade request (with that request and its headers). Together about half
 * of what an idle connection cost; none of it is read once the socket is open.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';

/**
 * A protocol error on an open socket (a frame beyond maxPayload, which ws refuses and closes 1009
 * before telling us): the client's doing, worth a warning without a stack.
 */
export const closeOnProtocolError =
  (log: Logger) =>
  (err: Error & { code?: string }, socket: WebSocket): void => {
    log.warn({ err: err.message, code: err.code }, 'websocket closed on a protocol error');
    if (socket.readyState === socket.OPEN) socket.terminate();
  };

export function releaseUpgrade(ws: WebSocket, req: FastifyRequest, log: Logger): void {
  // The plugin's listener does what closeOnProtocolError does, through a closure over the request.
  ws.removeAllListeners('error');
  const onError = closeOnProtocolError(log);
  ws.on('error', (e: Error) => onError(e, ws));
  const socket = req.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  const res = socket._httpMessage;
  if (res && typeof res.detachSocket === 'function') res.detachSocket(socket);
}
