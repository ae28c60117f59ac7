/** `tsx apps/server/src/main.ts`: the server with settings from the environment; stops cleanly on SIGTERM. */
import { runServer } from './run';

await runServer();
