#!/usr/bin/env node
// After `vite build`: writes the public pages' first paint into their own HTML (dist/login.html,
// dist/admin-login.html), which the server sends for those paths, so a phone paints the page as soon as the HTML and
// CSS are in, before any script has run; the app then hydrates it (main.tsx). And into every HTML page, a preload of
// the Latin subset of the Inter font, so text paints in it without waiting for the CSS to ask for it.
//
// The pages are rendered by src/prerender.tsx, built here for Node into a scratch folder under node_modules (so its
// imports of React, Mantine... resolve; nothing of it is served), as a visitor with no stored session sees them.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The pages prerendered: each path's HTML file in dist, and its page module (lazy in router.tsx). */
const PAGES = {
  '/login': { file: 'login.html', module: 'src/features/auth/pages/login-page.tsx' },
  '/admin-login': { file: 'admin-login.html', module: 'src/features/auth/pages/admin-login-page.tsx' },
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
  // The React production build renders exactly what the browser's will. A first visit has no stored session.
  process.env.NODE_ENV = 'production';
  globalThis.localStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const { renderPage } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);

  const latinFont = (await readdir(join(dist, 'assets'))).find((name) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(name),
  );
  if (!latinFont) throw new Error('the Latin subset of the Inter font is not among the built assets');
  const fontPreload = `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin>`;
  const template = (await readFile(join(dist, 'index.html'), 'utf8')).replace(
    '</title>',
    `</title>\n    ${fontPreload}`,
  );
  await writeFile(join(dist, 'index.html'), template);

  // The page's own CSS must be there for the first paint (the app would only add it when it loads the page's
  // chunk), and its chunks are fetched at once for the app to take over sooner.
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const chunksOf = (key, found = new Set()) => {
    if (found.has(key)) return found;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    found.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, found);
    return found;
  };
  const headLinksOf = (module) => {
    const chunks = [...chunksOf(module)].map((key) => manifest[key]);
    const styles = chunks.flatMap((chunk) => chunk.css ?? []);
    return [
      ...styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ].filter((link) => !template.includes(link.match(/href="([^"]+)"/)[1]));
  };

  for (const [path, { file, module }] of Object.entries(PAGES)) {
    const rendered = await renderPage(path);
    // React 19 puts the page's <title> first; the head keeps the app's own (the browser's React adds the page's).
    const body = rendered.replace(/^<title>[^<]*<\/title>/, '');
    if (/<script/i.test(body))
      throw new Error(`${path} rendered an inline script, which the CSP would refuse`);
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
    const page = template
      .replace('</head>', `  ${headLinksOf(module).join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    await writeFile(join(dist, file), page);
  }
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(PAGES).join(', ')}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
