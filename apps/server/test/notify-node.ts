/**
 * The environment of a server process that sends notifications to the tests' push service (issue
 * 34's process tests): one database and Redis shared by the nodes, the push service trusted and let
 * in at 127.0.0.1, an outbox quick enough for a test, and its clock moved on by `ahead` (test days).
 * A restart names the port the node had: its people's pages call that address.
 */
import { randomBytes } from 'node:crypto';
import { REDIS_URL } from './helpers';

/**
 * This test process's mark on its node ids: two runs at once share Redis, where a node is known by
 * its id; a restarted node keeps its id, as a real one would.
 */
const RUN = randomBytes(3).toString('hex');

export function notifyNodeEnv(o: {
  readonly databaseUrl: string;
  readonly certFile: string;
  readonly nodeId: string;
  readonly ahead?: number;
  readonly port?: string;
}): Record<string, string> {
  return {
    ...(o.port ? { PORT: o.port } : {}),
    DATABASE_URL: o.databaseUrl,
    REDIS_URL,
    NODE_ID: `${o.nodeId}-${RUN}`,
    PUSH_HOSTS: '127.0.0.1',
    PUSH_PRIVATE_ADDRESSES: 'allow',
    // Production's own timeout: shorter, a loaded machine's sender gave up on a push the service had
    // already taken and sent it again (one topic accepted twice in done-34, at load 8-10).
    PUSH_TIMEOUT_MS: '5000',
    NODE_EXTRA_CA_CERTS: o.certFile,
    OUTBOX_POLL_MS: '100',
    // A claim outlasts a send (its whole exchange ends at PUSH_TIMEOUT_MS), as in production (60 s
    // against 5 s): shorter, the other node took a held send again while the first still had it.
    OUTBOX_LEASE_MS: '10000',
    OUTBOX_BACKOFF_MS: '50',
    ...(o.ahead ? { TEST_CLOCK_AHEAD_MS: String(o.ahead) } : {}),
  };
}
