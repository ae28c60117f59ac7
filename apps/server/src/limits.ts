/**
 * What one address, seat or table may do on this node: the protocol's limits (DEFAULT_LIMITS) and the
 * server's own. Its own file: the HTTP routes and the sockets read it without importing the server
 * that composes them.
 */

export interface Limits {
  maxMessageBytes: number;
  messagesPerSecond: number;
  burst: number;
  tablesPerAddress: number;
  /** Tables one address may create per minute (POST /api/tables). */
  tablesPerMinute: number;
  /** Joins and leaves one address may make per minute (POST /api/tables/:id/join and /leave). */
  joinsPerMinute: number;
  /** Profiles one address may make, and sign-ins and link codes it may ask for, per minute (issue 33). */
  profilesPerMinute: number;
  signInsPerMinute: number;
  /** Spectator connections per table, and spectator subscriptions per address (on one node). */
  watchersPerTable: number;
  watchersPerAddress: number;
  /** GETs of a table, its history, records and coach marks one address may make per minute (issue 38). */
  readsPerMinute: number;
  /** Requests of any method one address may make per minute, GETs among them, and at once (gate.ts). */
  requestsPerMinute: number;
  getsPerMinute: number;
  requestsInFlightPerAddress: number;
  /** Connections one address may hold open at once: TCP (without a proxy) and WebSockets (issue 38). */
  connectionsPerAddress: number;
  /** Connections (tabs, devices) one seat may follow the table on: a newer one takes the oldest's place. */
  socketsPerSeat: number;
  /** Chat lines one address may send per chat window (10 s), over all its seats and connections. */
  chatLinesPerAddress: number;
}

/** The limits the protocol does not name (GET /api shows them all). */
export const SERVER_LIMITS = {
  tablesPerMinute: 10,
  joinsPerMinute: 30,
  profilesPerMinute: 10,
  signInsPerMinute: 10,
  watchersPerTable: 200,
  watchersPerAddress: 20,
  readsPerMinute: 600,
  requestsPerMinute: 1200,
  getsPerMinute: 600,
  requestsInFlightPerAddress: 16,
  connectionsPerAddress: 64,
  socketsPerSeat: 4,
  chatLinesPerAddress: 10,
} as const;
