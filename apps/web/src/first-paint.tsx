/**
 * The front page as a new visitor first sees it, and a table's page while it connects, drawn at build
 * time in each language (issue 36): the server puts them into the HTML of `/` and `/t/<id>`, so a
 * phone paints the page as soon as the HTML and the style arrive, before any script; the app then
 * takes over the same elements (main.tsx), so the page neither flashes nor shifts. A review is drawn
 * at the request, from its record (`reviewPage`). Built for Node by the build (vite.config.ts) as
 * `dist/.first-paint/render.mjs`, which the server imports; never run in the browser.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { LANGS, type Lang } from '@kortbord/engine';
import { App } from './App';
import { DrawnProvider, drawnScript, type Drawn, type DrawnReview } from './drawn';
import { LangProvider } from './i18n/lang';

export { LANGS };

export const frontHtml = async (lang: Lang): Promise<string> =>
  await renderToStringAsync(
    <LangProvider lang={lang}>
      <App />
    </LangProvider>,
  );

/**
 * A table's page while it connects, the same for every table (nothing of one is in it): the server
 * puts it into the HTML of `/t/<id>`, so a phone shows the page's frame and "Kobler til …" before the
 * table's scripts (169 KiB) have come, instead of an empty page.
 */
export const tableHtml = async (lang: Lang): Promise<string> =>
  await renderToStringAsync(
    <LangProvider lang={lang}>
      <App drawn="/t/first-paint" />
    </LangProvider>,
  );

/**
 * A finished match's review as the app shows it at `address` (`/review/<table>/<match>?step=…`),
 * drawn at the request from the record the visitor may read, with the facts the app takes it over
 * with (`script`, after the page's root). Its first paint was the last to come on a phone: the page
 * showed when its scripts (135 KiB) and then the record had come (Lighthouse's mobile run, 2.1-2.3 s).
 */
export async function reviewPage(
  lang: Lang,
  address: string,
  review: DrawnReview,
  width: number,
): Promise<{ html: string; script: string }> {
  const drawn: Drawn = { review, width };
  const html = await renderToStringAsync(
    <DrawnProvider value={drawn}>
      <LangProvider lang={lang}>
        <App drawn={address} />
      </LangProvider>
    </DrawnProvider>,
  );
  // The screen's width is the server's guess: the app measures the screen itself.
  return { html, script: drawnScript({ review }) };
}
