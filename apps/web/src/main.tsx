import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Preact's own render (not React's createRoot, which empties the root first) takes over elements
// already there, setting their attributes and text as the app has them.
import { render } from 'preact';
import { App, loadPainted } from './App';
import { DRAWN_ID, DrawnProvider, readDrawn } from './drawn';
import { LangProvider } from './i18n/lang';
import { withoutIdleWrites } from './take-over';
import './style.css';

async function start(root: HTMLElement) {
  // The server drew the page into the root (the front page, a table while it connects, a review:
  // first-paint.tsx): its elements are taken over with the page's code at hand, so nothing flashes,
  // and given to the hand (inert until now) after.
  const painted = root.hasAttribute('data-first-paint');
  if (painted) await loadPainted().catch(() => {});
  // What the server drew a review with (drawn.ts): the app's first render is the same page.
  const drawn = readDrawn(document.getElementById(DRAWN_ID)?.textContent);
  const app = (
    <StrictMode>
      <DrawnProvider value={drawn}>
        <LangProvider>
          <App />
        </LangProvider>
      </DrawnProvider>
    </StrictMode>
  );
  // Only what differs from the drawn page is written (take-over.ts).
  if (painted) withoutIdleWrites(() => render(app, root));
  else createRoot(root).render(app);
  if (painted) {
    root.removeAttribute('inert');
    root.removeAttribute('data-first-paint');
  }
}

const root = document.getElementById('root');
if (root) void start(root);
