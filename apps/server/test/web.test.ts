/**
 * The web client's files and pages as the server sends them (issue 36): the Brotli or gzip copy of a
 * file with its Content-Encoding and Vary, a year's cache for hashed assets and none for the HTML, a
 * link preview on a table's invite and a review with no secret in it, a real 404 for unknown paths.
 * The files are a small build written here (what Vite and its compression plugin write); the
 * browser tests in apps/web serve the real one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, tempDir, testServer, writeReviewDrawer } from './helpers';

const INDEX = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>kortbord</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('kortbord '.repeat(400))});\n`;

const web = tempDir('kortbord-web-');
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  mkdirSync(join(web.dir, 'assets'));
  writeFileSync(join(web.dir, 'index.html'), INDEX);
  writeFileSync(join(web.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  const script = join(web.dir, 'assets', 'index-AbC123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(web.dir, 'assets', 'index-XyZ789.css'), 'body { color: white; }\n');
  // Vite's build manifest: each page's chunk and what it imports.
  mkdirSync(join(web.dir, '.vite'));
  writeFileSync(
    join(web.dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', imports: ['_words-W1.js'] },
      '_words-W1.js': { file: 'assets/words-W1.js' },
      'src/ui/Front.tsx': { file: 'assets/Front-F1.js', imports: ['_words-W1.js', 'index.html'] },
      'src/ui/TablePage.tsx': { file: 'assets/TablePage-T1.js', imports: ['_view-V1.js', 'index.html'] },
      '_view-V1.js': { file: 'assets/view-V1.js', imports: ['_words-W1.js'] },
      'src/ui/ReviewPage.tsx': { file: 'assets/ReviewPage-R1.js', imports: ['_view-V1.js', 'index.html'] },
      'src/after-paint.ts': { file: 'assets/after-paint-P1.js', isEntry: true },
    }),
  );
  // The front page's and a connecting table's first paint in each language, as the build draws them
  // (apps/web/src/first-paint.tsx).
  mkdirSync(join(web.dir, '.first-paint'));
  for (const [lang, h1] of [
    ['nb', 'Velg spill'],
    ['sv', 'Välj spel'],
    ['en', 'Choose a game'],
  ]) {
    writeFileSync(
      join(web.dir, '.first-paint', `front.${lang}.html`),
      `<main><h1>${h1}</h1>${'<p>…</p>'.repeat(300)}</main>`,
    );
    writeFileSync(join(web.dir, '.first-paint', `table.${lang}.html`), `<main><h2>${lang}: …</h2></main>`);
  }
  writeReviewDrawer(web.dir);
  server = await testServer({ webDir: web.dir, botMatchRounds: 1 });
});
afterAll(async () => {
  await server?.cleanup();
  web.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

/** A table where Per and Pål, bots, have played its one round: its match 1 is over. */
async function finishedMatch(game: string): Promise<string> {
  const made = await http<{ table: { id: string } }>(server.url, 'POST', '/api/tables', {
    game,
    seats: [
      { kind: 'bot', level: 'random', name: 'Per' },
      { kind: 'bot', level: 'random', name: 'Pål' },
    ],
  });
  expect(made.status).toBe(201);
  const id = made.body.table.id;
  // The record is given out when the match has ended.
  while ((await http(server.url, 'GET', `/api/tables/${id}/record?match=1`)).status !== 200)
    await new Promise((r) => setTimeout(r, 50));
  return id;
}

describe('the web client as the server sends it', () => {
  it('sends a hashed asset compressed as the browser asks, kept a year', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    // fetch decodes what it can: read the raw bytes through the encoding the server named.
    const brText = brBytes.toString('utf8') === SCRIPT ? SCRIPT : brotliDecompressSync(brBytes).toString();
    expect(brText).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gzBytes.toString('utf8') === SCRIPT ? SCRIPT : gunzipSync(gzBytes).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    // The Brotli copy is what travels: a fraction of the file.
    expect(Number(br.headers.get('content-length') ?? brBytes.length)).toBeLessThan(SCRIPT.length / 5);
  });

  it("preloads a page's own scripts with its HTML, so they load beside the first one", async () => {
    const link = (f: string) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`;
    const table = await (await get('/t/SomeTable?invite=x')).text();
    expect(table).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    expect(table).toContain(link('TablePage-T1.js'));
    expect(table).toContain(link('view-V1.js'));
    expect(table).not.toContain(link('Front-F1.js'));
    // The manifest is the server's to read, not a file to hand out.
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('fetches the front page’s scripts once its drawn page is on the screen, not beside the HTML', async () => {
    const front = await (await get('/')).text();
    // Nothing for the browser to fetch at once but the style and one small script ...
    expect(front).not.toContain('modulepreload');
    expect(front).not.toContain('index-AbC123.js"></script>');
    expect(front).toContain('<script type="module" crossorigin src="/assets/after-paint-P1.js"></script>');
    expect(front).toContain('<link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">');
    // ... which then fetches the app's: the entry first, then what it and the front page's chunk import.
    expect(front).toContain(
      '<meta name="kortbord-scripts" content="/assets/index-AbC123.js /assets/words-W1.js /assets/Front-F1.js" />',
    );
    expect(front).not.toContain('TablePage-T1.js');
  });

  it("paints the front page from its HTML, in the visitor's language, compressed as the browser asks", async () => {
    const br = await get('/', { 'accept-language': 'sv-SE,sv;q=0.9', 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await br.text(); // fetch undoes the encoding
    // Inert until the app has taken the elements over: a tap before then is not lost.
    expect(html).toContain('<div id="root" inert data-first-paint><main><h1>Välj spel</h1>');
    // Painted once it has all been read, never half (a slow phone showed the header before its
    // buttons, which then moved it).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#first-paint-end" blocking="render" />');
    expect(html).toContain('</main></div><i id="first-paint-end" hidden></i>');
    const plain = await get('/', { 'accept-language': 'en', 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<h1>Choose a game</h1>');
    expect(await (await get('/?lang=en')).text()).toContain('<h1>Choose a game</h1>');
    // The language chosen in this browser (its cookie) over the browser's own; a link's over both.
    const chosen = { 'accept-language': 'sv-SE,sv;q=0.9', cookie: 'other=1; kortbord_lang=en' };
    const page = await get('/', chosen);
    expect(await page.text()).toContain('<h1>Choose a game</h1>');
    expect(page.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
    expect(await (await get('/?lang=nb', chosen)).text()).toContain('<h1>Velg spill</h1>');
    expect(await (await get('/', { ...chosen, cookie: 'kortbord_lang=xx' })).text()).toContain(
      '<h1>Välj spel</h1>',
    );
    // Another page is drawn by its script; so is the front page of a link that sets it up (it would
    // show the standard game before the link's).
    for (const path of ['/regler/idiot', '/?game=vri-atter', '/?group=abc']) {
      const html = await (await get(path, { 'accept-language': 'en' })).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('paints a table’s page while it connects from its HTML, but not an invite’s (it asks for a name)', async () => {
    const table = await (await get('/t/abc', { 'accept-language': 'sv-SE,sv;q=0.9' })).text();
    expect(table).toContain('<div id="root" inert data-first-paint><main><h2>sv: …</h2></main></div>');
    // Its scripts once it shows: the entry, then what it and the table page import.
    expect(table).not.toContain('modulepreload');
    expect(table).toContain(
      '<meta name="kortbord-scripts" content="/assets/index-AbC123.js /assets/words-W1.js /assets/TablePage-T1.js /assets/view-V1.js" />',
    );
    for (const path of ['/t/abc?invite=x1', '/t/abc?join']) {
      const html = await (await get(path, { 'accept-language': 'en' })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('first-paint');
    }
  });

  it('asks for the HTML and the service worker again each time', async () => {
    for (const path of ['/', '/regler/idiot', '/local', '/review']) {
      const r = await get(path, { 'accept-language': 'sv-SE,sv;q=0.9' });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('no-cache');
      expect(r.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await r.text();
      // The app's entry, or on the front page (drawn in its HTML) the script that fetches it.
      expect(html, path).toMatch(
        /<script type="module" crossorigin src="\/assets\/(index-AbC123|after-paint-P1)\.js">/,
      );
      expect(html, path).toContain('<html lang="sv"');
      expect(html, path).toContain(
        '<meta name="description" content="Fem nordiska kortspel, med vänner eller robotar." />',
      );
    }
    const sw = await get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it("puts the game and the free seats in an invite's preview, in the inviter's language, and no secret", async () => {
    const made = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
      server.url,
      'POST',
      '/api/tables',
      {
        game: 'vri-atter',
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'easy' }],
        join: { name: 'Kari', seat: 0 },
      },
    );
    expect(made.status).toBe(201);
    const { table, invite, joined } = made.body;
    const r = await get(`/t/${table.id}?invite=${invite}&lang=nb`, { 'accept-language': 'en' });
    expect(r.status).toBe(200);
    const html = await r.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    expect(meta('og:title')).toBe('Kari inviterer til Vri åtter – 2 ledige plasser');
    expect(meta('twitter:title')).toBe('Kari inviterer til Vri åtter – 2 ledige plasser');
    expect(html).toContain('<title>Kari inviterer til Vri åtter – 2 ledige plasser</title>');
    expect(html).toContain('<html lang="nb"');
    expect(meta('og:description')).toBe('Et bord for 4 spillere. Åpne lenken for å bli med eller se på.');
    expect(meta('og:image')).toBe(`${server.url}/og/vri-atter.jpg`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:url')).toBe(`${server.url}/t/${table.id}`);
    expect(html).not.toContain(invite);
    expect(html).not.toContain(joined.token);
    expect(html).not.toContain('invite=');

    // Without a language in the link: the reader's browser's.
    const sv = await (await get(`/t/${table.id}`, { 'accept-language': 'sv' })).text();
    expect(sv).toContain('content="Kari bjuder in till Vri åtter – 2 lediga platser"');

    // One seat left: said as one.
    const joinedToo = await http(server.url, 'POST', `/api/tables/${table.id}/join`, { invite, name: 'Ola' });
    expect(joinedToo.status).toBe(200);
    const one = await (await get(`/t/${table.id}?lang=en`)).text();
    expect(one).toContain('content="Kari invites you to Vri åtter (Crazy Eights) – 1 open seat"');
  });

  it('still opens the app at a table that is not there (the page says so itself)', async () => {
    const r = await get('/t/NoSuchTable1');
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toContain('/assets/index-AbC123.js');
    expect(html).not.toContain('og:title');
  });

  it("names the game and the players in a review's preview", async () => {
    const id = await finishedMatch('idiot');
    const html = await (await get(`/review/${id}/1?lang=sv`)).text();
    expect(html).toContain('<meta property="og:title" content="Genomgång av Idiot: Per, Pål" />');
    expect(html).toContain(
      '<meta property="og:description" content="Parti 1, drag för drag, med alla kort synliga." />',
    );
    expect(html).toContain(`<meta property="og:image" content="${server.url}/og/idiot.jpg" />`);
  });

  it('draws a finished match’s review into its page with the record the app takes it over with', async () => {
    const id = await finishedMatch('vri-atter');
    const phone =
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
    const res = await get(`/review/${id}/1?step=2`, { 'accept-language': 'sv', 'user-agent': phone });
    const html = await res.text();
    // Drawn in the reader's language at the address's step, the seats named as the API names them, for
    // a phone's screen; its scripts once it shows.
    expect(html).toContain(
      `<div id="root" inert data-first-paint><main><h2>sv /review/${id}/1?step=2 400 ${id} 1 vri-atter Per Pål</h2></main></div>`,
    );
    expect(html).toContain(
      '<meta name="kortbord-scripts" content="/assets/index-AbC123.js /assets/words-W1.js /assets/ReviewPage-R1.js /assets/view-V1.js" />',
    );
    // The record after the page (not waited for by its first paint), as the API gives it.
    const script =
      /<i id="first-paint-end" hidden><\/i><script type="application\/json" id="kortbord-drawn">(.*?)<\/script>/.exec(
        html,
      );
    expect(script).not.toBeNull();
    const record = await http(server.url, 'GET', `/api/tables/${id}/record?match=1`);
    expect(JSON.parse(script![1]!)).toEqual({
      review: { table: id, match: 1, doc: record.body, seats: ['Per', 'Pål'] },
    });
    // A laptop's screen where the browser does not say it is a phone.
    expect(await (await get(`/review/${id}/1`, { 'accept-language': 'en' })).text()).toContain(
      `<h2>en /review/${id}/1 1280 ${id} 1`,
    );
  });

  it('draws no review of a match not over, nor of a table that is not there: the page says so itself', async () => {
    const { body } = await http<{ table: { id: string } }>(server.url, 'POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
    });
    for (const path of [
      `/review/${body.table.id}/1`,
      `/review/${body.table.id}/2`,
      '/review/NoSuchTable1/1',
    ]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('kortbord-drawn');
    }
  });

  it('answers an unknown path with a 404 page that leads home, in the reader’s language', async () => {
    for (const [path, lang, title, home] of [
      ['/nope', 'nb-NO,nb;q=0.9', 'Siden finnes ikke', 'Til forsiden'],
      ['/t/abc/def', 'sv', 'Sidan finns inte', 'Till startsidan'],
      ['/regler/poker', 'en-GB', 'Page not found', 'To the front page'],
      ['/manifest.webmanifest', 'en', 'Page not found', 'To the front page'],
    ] as const) {
      const r = await get(path, { 'accept-language': lang });
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await r.text();
      expect(html, path).toContain(`<h1>${title}</h1>`);
      expect(html, path).toContain(`<a class="btn" href="/">${home}</a>`);
      // With the site's own style, so it looks like the rest.
      expect(html, path).toContain('href="/assets/index-XyZ789.css"');
    }
    const api = await http<{ error: { code: string } }>(server.url, 'GET', '/api/nope');
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('not-found');
  });
});
