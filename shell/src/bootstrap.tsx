import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initTextSize } from '@afterwork/shell-sdk';
import { App } from './app/app';
import { prerenderedPages } from './app/app-routes';
import './remotes/provided-shared';

// The reader's text size (Normal, Large, Larger) is on <html> before the first render (and, on every page the
// server sends, before the first paint: the inline script shell/prerender.mjs puts in the head).
initTextSize();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
const tree = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page pre-rendered at build (shell/prerender.mjs) arrives with its HTML in #root: hydrate it, once the
// page's chunk is here (so the whole page hydrates in one pass). Any other address gets the empty #root: render.
const page = root.firstElementChild ? prerenderedPages[window.location.pathname] : undefined;
if (page) {
  void page.preload().then(
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (React Router's own client entry does the same): the HTML is already painted and readable.
    () => startTransition(() => void hydrateRoot(root, tree)),
    () => {
      root.textContent = '';
      createRoot(root).render(tree);
    },
  );
} else {
  root.textContent = '';
  // Also in a transition: the first render (the frame, then a remote's page when its code arrives) yields to the
  // browser instead of one long task.
  startTransition(() => createRoot(root).render(tree));
}
