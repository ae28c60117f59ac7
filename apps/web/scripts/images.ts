/**
 * Draws the site's images from the project's own drawings, with Debian's Chromium (as the browser
 * tests use it), into public/: the app icons (icons/icon.svg and icons/maskable.svg at 192 and 512
 * pixels) and one link-preview card per game (1200×630 JPEG, the size Open Graph and Twitter show), made
 * of the game's own cards as Card.tsx draws them. The PNGs are committed, so a build needs no browser:
 * run `npm run images -w @kortbord/web` again after changing a drawing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'preact';
import { renderToStaticMarkup } from 'preact-render-to-string';
import { createServer } from 'vite';
import { GAME_IDS, GAME_WORDS, type GameId } from '@kortbord/engine';
import { launchChromium, WEB_ROOT } from '../test/e2e/harness';
import type * as CardModule from '../src/cards/Card';

// The cards as the build draws them: Card.tsx through Vite's config (JSX for Preact, `react` as
// preact/compat), which plain tsx would compile for React.
const vite = await createServer({
  configFile: join(WEB_ROOT, 'vite.config.ts'),
  root: WEB_ROOT,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { CardSvg, SvgDefs } = (await vite.ssrLoadModule('/src/cards/Card.tsx')) as typeof CardModule;
await vite.close();

/** A few cards that say which game it is: its eights, its twos, its glasses. */
const HANDS: Record<GameId, readonly string[]> = {
  viggo: ['AS', 'KH', 'QD', 'JC', 'TS'],
  president: ['2S', '2H', 'AC', 'AD', 'KS'],
  'vri-atter': ['8S', '8H', '7D', '7C', 'QH'],
  idiot: ['2C', 'TH', 'AS', 'AH', '5D'],
  'tuffa-viktor': ['G1', 'G5', 'VIKTOR', 'SMOCKAN', 'G8'],
  hjerterfri: ['QS', 'AH', 'KH', '2C', 'JD'],
};

const css = readFileSync(join(WEB_ROOT, 'src/style.css'), 'utf8');

function linkCard(game: GameId): string {
  const hand = HANDS[game];
  const cards = hand
    .map((code, i) => {
      const turn = (i - (hand.length - 1) / 2) * 9;
      const svg = renderToStaticMarkup(createElement(CardSvg, { code }));
      return `<div class="og-card" style="transform: rotate(${turn}deg) translateY(${Math.abs(turn) * 1.6}px)">${svg}</div>`;
    })
    .join('');
  return `<!doctype html><html><head><style>${css}
    html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
    .og { width: 1200px; height: 630px; box-sizing: border-box; padding: 56px 64px; display: flex;
      flex-direction: column; justify-content: space-between; color: #fff; font-family: system-ui, sans-serif; }
    .og h1 { margin: 0; font-size: 88px; line-height: 1; }
    .og p { margin: 12px 0 0; font-size: 40px; opacity: 0.85; }
    .og-hand { display: flex; justify-content: center; gap: 0; margin-bottom: -40px; }
    .og-card { width: 190px; margin: 0 -14px; transform-origin: 50% 120%; }
    .og-card svg { width: 100%; height: auto; filter: drop-shadow(0 6px 10px rgba(0,0,0,.35)); }
  </style></head><body>${renderToStaticMarkup(createElement(SvgDefs, {}))}
    <div class="og"><div><h1>${GAME_WORDS[game].name.nb}</h1><p>kortbord</p></div>
    <div class="og-hand">${cards}</div></div></body></html>`;
}

const svgPage = (svg: string, size: number) =>
  `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`;

const out = join(WEB_ROOT, 'public');
mkdirSync(join(out, 'icons'), { recursive: true });
mkdirSync(join(out, 'og'), { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const [name, file, sizes] of [
    ['icon', 'icons/icon.svg', [192, 512]],
    ['maskable', 'icons/maskable.svg', [512]],
  ] as const) {
    const svg = readFileSync(join(WEB_ROOT, file), 'utf8');
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(svgPage(svg, size));
      const png = await page.screenshot({ omitBackground: true, type: 'png' });
      writeFileSync(join(out, 'icons', `${name}-${size}.png`), png);
    }
  }
  await page.setViewportSize({ width: 1200, height: 630 });
  for (const game of GAME_IDS) {
    await page.setContent(linkCard(game));
    // A photo-like gradient: JPEG keeps it a fifth of a PNG's size.
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 82 });
    writeFileSync(join(out, 'og', `${game}.jpg`), jpeg);
  }
  const svg = readFileSync(join(WEB_ROOT, 'icons/icon.svg'), 'utf8');
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(svgPage(svg.replace('rx="96"', 'rx="0"'), 180));
  writeFileSync(join(out, 'icons', 'apple-touch-icon-180.png'), await page.screenshot({ type: 'png' }));
} finally {
  await browser.close();
}
console.log('images written to', out);
