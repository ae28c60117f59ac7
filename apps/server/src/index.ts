export { startServer, type ServerOptions, type RunningServer } from './server';
export type { Limits } from './limits';
export { runServer } from './run';
export { optionsFromEnv } from './env';
