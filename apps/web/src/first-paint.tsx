/**
 * The front page as a new visitor first sees it, drawn at build time in each language (issue 36):
 * the server puts it into the HTML of `/`, so a phone paints the whole page as soon as the HTML and
 * the style arrive, before any script; the app then takes over the same elements (main.tsx), so the
 * page neither flashes nor shifts. Run by the build (vite.config.ts), never in the browser.
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
