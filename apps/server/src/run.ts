import { optionsFromEnv } from './env';
import { startServer, type RunningServer, type ServerOptions } from './server';

/**
 * The server as a program: settings from the environment (PORT, HOST, DATA_DIR, DATABASE_URL,
 * REDIS_URL, ...; `overrides` win), a graceful stop on SIGTERM and SIGINT (exit 0), and no crash on
 * a stray rejection. What `npm start` and `kortbord serve` run.
 */
export async function runServer(
  overrides: ServerOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const server = await startServer({ ...optionsFromEnv(env), ...overrides });
  // Every request and message is answered inside its own handler; anything that still escapes is
  // logged, never allowed to end the process.
  process.on('unhandledRejection', (e) => server.app.log.error({ err: String(e) }, 'unhandled rejection'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
