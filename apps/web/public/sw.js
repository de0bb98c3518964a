// Community Hub's service worker (decision 056): the app shell from a cache, so a repeat visit paints without the
// network; an offline page for a navigation it cannot serve; push notifications. It never answers for /api: what
// the API says is personal, and the event stream, uploads and downloads go to the network untouched.

// The build (vite.config.ts, serviceWorkerShell) writes the build's id and the app shell's files here; the dev
// server serves this file as it is and never registers it.
const BUILD = { version: 'dev', shell: [] };

const CACHE = `hub-shell-${BUILD.version}`;
/** The page every route renders from: the server sends index.html for any path it does not prerender. */
const SHELL_PAGE = '/index.html';
const PRECACHED = [
  SHELL_PAGE,
  ...BUILD.shell,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
const NOTIFICATION_ICON = '/icons/icon-192.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker takes over at once and drops the caches of earlier builds; a page still running an earlier
// build loads its missing chunks from the network, and lazyWithRetry reloads it if they are gone.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('hub-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Never cached, never answered here: the API (personal data), its event stream and file downloads.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  // Hashed names: a file under /assets never changes, so the cached copy is the file.
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cachedOrFetched(request, true));
  else if (PRECACHED.includes(url.pathname)) event.respondWith(cachedOrFetched(request, false));
});

/**
 * A page: the network's answer while there is one (the server's fresh page, with its own style nonce); without
 * the network the cached app shell, which shows the offline notice; without that, a small offline page.
 */
async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    return shell ?? offlinePage();
  }
}

async function cachedOrFetched(request, isKept) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Chunks of pages visited are kept too, so those pages open offline as well.
  if (isKept && response.ok) await cache.put(request, response.clone());
  return response;
}

function offlinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
    content="width=device-width, initial-scale=1"><title>Offline · Community Hub</title></head>
    <body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
    <h1>You are offline</h1><p>Community Hub cannot be reached right now. Check your connection, then reload this
    page.</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src-attr 'unsafe-inline'",
    },
  });
}

// A push message (the server's features/push): { title, body, url }, nothing else.
self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url: message.url },
    }),
  );
});

function readMessage(data) {
  try {
    const message = data?.json();
    if (message && typeof message.title === 'string')
      return { title: message.title, body: String(message.body ?? ''), url: samePage(message.url) };
  } catch {
    // Not JSON: shown as a plain notice below.
  }
  return { title: 'Community Hub', body: data?.text() ?? '', url: '/' };
}

/** A page of this app; anything else opens the home page. */
function samePage(path) {
  try {
    const url = new URL(String(path ?? '/'), self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

// A click opens the notification's page.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(event.notification.data?.url));
});

/** Shows a page of the app: in a window of it already open (focused, and moved there), else in a new one. */
async function openPage(path) {
  const target = new URL(samePage(path), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target) ?? windows[0];
  if (open) {
    const shown = open.url === target ? open : await open.navigate(target).catch(() => null);
    if (shown) return shown.focus();
  }
  return self.clients.openWindow(target);
}
