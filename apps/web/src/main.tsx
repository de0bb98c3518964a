// First: configures zod before any contract schema is built (see the file).
import '@hub/contract/browser-setup';
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readSessionId } from './lib/session-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /login, /admin-login and / arrive prerendered (scripts/prerender.mjs), each as a visitor with or without a stored
// session sees it first: the app takes that markup over when this visitor is such a one. Otherwise its first render
// differs (a signed-in person is sent on from /login), so the app renders afresh in its place.
const visitor = readSessionId() ? 'signed-in' : 'signed-out';
if (root.hasChildNodes() && root.dataset.prerenderedFor === visitor) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (the page is already painted; nothing waits on it but taps, which React replays).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  root.removeAttribute('inert');
  createRoot(root).render(app);
}
