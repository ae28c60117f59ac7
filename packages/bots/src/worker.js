// The bot pool's worker thread: runs the TypeScript sources through tsx, as bin/kortbord.js does.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
