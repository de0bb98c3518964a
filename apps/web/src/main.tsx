// First: configures zod before any contract schema is built (see the file).
import '@hub/contract/browser-setup';
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
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
// /login and /admin-login arrive prerendered (scripts/prerender.mjs) as a visitor without a session sees them: the
// app takes that markup over. With a stored session the first render differs (the session is checked first), so
// the app renders afresh in its place.
if (root.hasChildNodes() && !readSessionId()) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  root.removeAttribute('inert');
  createRoot(root).render(app);
}
