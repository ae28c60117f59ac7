/**
 * The front page as a new visitor first sees it, and a table's page while it connects, drawn at build
 * time in each language (issue 36): the server puts them into the HTML of `/` and `/t/<id>`, so a
 * phone paints the page as soon as the HTML and the style arrive, before any script; the app then
 * takes over the same elements (main.tsx), so the page neither flashes nor shifts. Run by the build
 * (vite.config.ts), never in the browser.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { LANGS, type Lang } from '@kortbord/engine';
import { App } from './App';
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
