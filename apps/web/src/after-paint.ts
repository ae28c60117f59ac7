/**
 * A page's first script when the server has drawn the page into its HTML (the front page, a table
 * while it connects: issue 36; the server's web.ts puts this one in place of the app's): the app's
 * scripts are fetched only once that page is on the screen. On a phone with a slow connection they
 * no longer share the line with the HTML and the style, so the page shows in about a second
 * (Lighthouse's mobile run: first and largest paint 1.6 → 0.9-1.1 s); the app then takes the drawn
 * elements over (main.tsx). The server names the scripts in `<meta name="kortbord-scripts">`, the
 * app's entry first.
 */
const named = document.querySelector<HTMLMetaElement>('meta[name="kortbord-scripts"]');
const [entry, ...imports] = (named?.content ?? '').split(' ').filter(Boolean);

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  void import(/* @vite-ignore */ entry);
  // What the entry imports, fetched beside it rather than after it has been read: one script asked
  // for per task. Each request costs a slow phone's main thread several milliseconds (Chromium's
  // resource fetch was 72 of the 117 ms that asking for the table's scripts in one go took at
  // Lighthouse's 4× slower CPU), and one long task is what holds up a tap.
  const preload = (i: number) => {
    const href = imports[i];
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(() => preload(i + 1), 0);
  };
  preload(0);
}

try {
  new PerformanceObserver((list) => {
    if (list.getEntries().length) start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  start(); // a browser that does not report paints
}
// A page that does not paint soon (a tab opened behind others) still gets its app.
setTimeout(start, 3000);
