#!/usr/bin/env node
// After `vite build`: writes the public pages' first paint into their own HTML, one file per language (dist/login.html
// and dist/login.ar.html, dist/admin-login.html, …), which the server sends for those paths in the visitor's language,
// so a phone paints the page as soon as the HTML and
// CSS are in, before any script has run; the app then hydrates it (main.tsx). And into every HTML page, a preload of
// the Latin subset of the Inter font, so text paints in it without waiting for the CSS to ask for it, and the theme's
// CSS variables, which the app does not compute in the browser (providers.tsx).
//
// The pages are rendered by src/prerender.tsx, built here for Node into a scratch folder under node_modules (so its
// imports of React, Mantine... resolve; nothing of it is served), as a visitor with no stored session sees them.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * The pages prerendered: each path's HTML file in dist, its page module when it is lazy in router.tsx (its CSS is
 * then linked), and whom it is rendered for. The home page is rendered as anyone with a stored session sees it
 * while the server checks that session (RequireAuth's rendersWhileChecking): the signed-in frame and the page,
 * nobody's name or data in it. The server sends home.html for `/`.
 */
const PAGES = {
  '/login': { file: 'login.html', module: 'src/features/auth/pages/login-page.tsx', visitor: 'signed-out' },
  '/admin-login': {
    file: 'admin-login.html',
    module: 'src/features/auth/pages/admin-login-page.tsx',
    visitor: 'signed-out',
  },
  '/': { file: 'home.html', visitor: 'signed-in' },
};

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');

const outDir = join(web, 'node_modules/.cache/prerender');
try {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  // The React production build renders exactly what the browser's will.
  process.env.NODE_ENV = 'production';
  /** localStorage as the visitor's browser has it: a stored session (any id: it is never sent) or none. */
  const storageOf = (visitor) => ({
    getItem: (key) => (key === 'sessionId' && visitor === 'signed-in' ? 'prerendered' : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  const { renderPage, renderThemeVariables, LANGUAGES, SOURCE_LANGUAGE, directionOf } = await import(
    pathToFileURL(join(outDir, 'prerender.js')).href
  );

  const latinFont = (await readdir(join(dist, 'assets'))).find((name) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(name),
  );
  if (!latinFont) throw new Error('the Latin subset of the Inter font is not among the built assets');
  const fontPreload = `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin>`;
  // The theme's CSS variables after the stylesheet whose defaults they override (the app leaves them out).
  const themeVariables = await renderThemeVariables();
  if (!themeVariables.startsWith('<style')) throw new Error('the theme rendered no CSS variables');
  const template = (await readFile(join(dist, 'index.html'), 'utf8'))
    .replace('</title>', `</title>\n    ${fontPreload}`)
    .replace('</head>', `  ${themeVariables}\n  </head>`);
  await writeFile(join(dist, 'index.html'), template);

  // The page's own CSS must be there for the first paint (the app would only add it when it loads the page's
  // chunk). Scripts are not preloaded: the page is painted without them, and on a slow line they would take
  // bandwidth from the CSS the first paint waits for (the entry script still loads its imports itself).
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const chunksOf = (key, found = new Set()) => {
    if (found.has(key)) return found;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    found.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, found);
    return found;
  };
  const stylesOf = (module) =>
    [...(module ? chunksOf(module) : [])]
      .flatMap((key) => manifest[key].css ?? [])
      .filter((css) => !template.includes(css))
      .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);

  // The app's script is asked for once the page has painted, not beside its CSS: on a slow line the two would
  // share the bandwidth and the first paint would wait for both. Painted means the browser's first contentful paint
  // (paint timing): a frame callback and a timer came before it on a busy phone, and the script's request then took
  // bandwidth from the paint after all. A page emptied before its paint (below), or a browser without paint timing,
  // asks at once; the timer is for a paint that never comes. (The server allows this script by its hash.)
  const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryScript) throw new Error('index.html has no entry script');
  const [, entry] = entryScript;
  const loadAfterFirstPaint = (src) =>
    `<script>(function () { var isAsked = false; function load() { if (isAsked) return; isAsked = true; ` +
    `var script = document.createElement('script'); script.type = 'module'; script.crossOrigin = ''; ` +
    `script.src = '${src}'; document.head.appendChild(script); } ` +
    `try { if (!document.getElementById('root').hasChildNodes() || ` +
    `PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return load(); ` +
    `new PerformanceObserver(function (list) { if (list.getEntriesByName('first-contentful-paint').length) ` +
    `setTimeout(load); }).observe({ type: 'paint', buffered: true }); setTimeout(load, 3000); } ` +
    `catch (error) { load(); } })();</script>`;

  // A page rendered for a stored session is emptied before it is painted when there is none (a visitor signed out
  // sees no flash of it; the app then renders afresh and sends them to log in).
  const emptyUnlessSignedIn =
    `<script>try { if (!localStorage.getItem('sessionId')) document.getElementById('root').replaceChildren(); } ` +
    `catch (error) {}</script>`;

  if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
  /** The source language's page is `login.html`; another's is `login.ar.html`, in its language and direction. */
  const pageIn = (html, language) =>
    language === SOURCE_LANGUAGE
      ? html
      : html.replace('<html lang="en">', `<html lang="${language}" dir="${directionOf(language)}">`);
  const fileIn = (file, language) =>
    language === SOURCE_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`);

  for (const [path, { file, module, visitor }] of Object.entries(PAGES))
    for (const language of LANGUAGES) {
      globalThis.localStorage = storageOf(visitor);
      const rendered = await renderPage(path, language);
      // React 19 puts the page's <title> first; the head keeps the app's own (the browser's React adds the page's).
      const body = rendered.replace(/^<title>[^<]*<\/title>/, '');
      if (/<script/i.test(body))
        throw new Error(`${path} rendered an inline script, which the CSP would refuse`);
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      const page = pageIn(template, language)
        .replace(/\n *<link rel="modulepreload"[^>]*>/g, '')
        .replace(entryScript[0], '')
        .replace('</head>', `  ${stylesOf(module).join('\n    ')}\n  </head>`)
        // A page with a form is inert until the app has taken it over (layout.tsx), so that a quick tap cannot submit
        // the form natively. Only such a page: lifting inert restyles the whole page (on a phone 20 to 30 ms in one
        // piece), and on the others a tap before then can do no harm (a link loads its page).
        .replace(
          '<div id="root"></div>',
          `<div id="root"${/<form/.test(body) ? ' inert' : ''} data-prerendered-for="${visitor}" ` +
            `data-prerendered-language="${language}">${body}</div>\n    ` +
            (visitor === 'signed-in' ? `${emptyUnlessSignedIn}\n    ` : '') +
            loadAfterFirstPaint(entry),
        );
      await writeFile(join(dist, fileIn(file, language)), page);
    }
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(PAGES).join(', ')} in ${LANGUAGES.join(', ')}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
// The rendered app leaves timers behind (the query cache collects unused queries after 5 minutes).
process.exit(0);
