export { startServer, type ServerOptions, type RunningServer, type Limits } from './server';
export { runServer } from './run';
export { optionsFromEnv } from './env';
