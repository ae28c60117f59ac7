// `npm start` serves the web client's build: make it once when a fresh clone has none.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('kortbord: building the web client (first start)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@kortbord/web'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('kortbord: the web client did not build; the server starts with the API only.');
  }
}
