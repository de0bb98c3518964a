// First: configures zod before any contract schema is built (see the file).
import '@hub/contract/browser-setup';
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
// Its global rules (left-to-right addresses and codes in Arabic forms) apply on every page, the sign-in pages too.
import './i18n/direction.module.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { activateLanguage, startingLanguage } from './i18n/i18n.ts';
import { readSessionId } from './lib/session-storage.ts';

/** Resolves in a later task, so that the browser (a tap, a paint) may run in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Hydrates the prerendered page when it was rendered for this visitor, else renders the app afresh. */
async function start(root: HTMLElement) {
  // Evaluating the modules, compiling the route table and starting React are each a task of its own: on a phone
  // the three together held the main thread for a quarter of a second (Lighthouse counts each task's time over
  // 50 ms as blocking).
  // Only the visitor's language's catalog is loaded, while the first task yields (decision 070).
  const language = startingLanguage();
  await Promise.all([nextTask(), activateLanguage(language)]);
  const router = createBrowserRouter(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // /login, /admin-login and / arrive prerendered (scripts/prerender.mjs), each as a visitor with or without a
  // stored session sees it first, in each language (the server sends the one the visitor's cookie or browser asks
  // for): the app takes that markup over when this visitor is such a one, in that language. Otherwise its first
  // render differs (a signed-in person is sent on from /login), so the app renders afresh in its place.
  const visitor = readSessionId() ? 'signed-in' : 'signed-out';
  const isPrerenderedForVisitor =
    root.dataset.prerenderedFor === visitor && root.dataset.prerenderedLanguage === language;
  if (root.hasChildNodes() && isPrerenderedForVisitor) {
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
}

// The service worker (public/sw.js, decision 056) keeps the app shell for offline visits and shows push
// notifications. Registered once the page has loaded, so it never competes with the first paint (a prerendered page
// loads this script after its load event); the dev server has none (its modules are not a build's shell).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWorker = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
