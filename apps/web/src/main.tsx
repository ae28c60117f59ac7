import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Preact's own render (not React's createRoot, which empties the root first) takes over elements
// already there, setting their attributes and text as the app has them.
import { render } from 'preact';
import { App, loadPainted } from './App';
import { LangProvider } from './i18n/lang';
import './style.css';

async function start(root: HTMLElement) {
  // The server drew the page into the root (the front page, or a table while it connects:
  // first-paint.tsx): its elements are taken over with the page's code at hand, so nothing flashes,
  // and given to the hand (inert until now) after.
  const painted = root.hasAttribute('data-first-paint');
  if (painted) await loadPainted().catch(() => {});
  const app = (
    <StrictMode>
      <LangProvider>
        <App />
      </LangProvider>
    </StrictMode>
  );
  if (painted) render(app, root);
  else createRoot(root).render(app);
  if (painted) {
    root.removeAttribute('inert');
    root.removeAttribute('data-first-paint');
  }
}

const root = document.getElementById('root');
if (root) void start(root);
