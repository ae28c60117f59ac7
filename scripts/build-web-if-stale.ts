// `npm start` serves the web client's build: make it when a clone has none, and again when the code
// it is built from has changed since (a `git pull` would otherwise serve the old page).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from './web-build-staleness';

const root = fileURLToPath(new URL('..', import.meta.url));
// What the client is built from: its own folder and the packages it imports.
const sources = [
  join(root, 'apps/web'),
  ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p)),
];
const why = buildReason(join(root, 'apps/web/dist/index.html'), sources);
if (why) {
  console.log(`kortbord: building the web client (${why})…`);
  const r = spawnSync('npm', ['run', 'build', '-w', '@kortbord/web'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('kortbord: the web client did not build; the server starts with the API only.');
  }
}
