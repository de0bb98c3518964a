import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { noRoute } from './errors.ts';

/**
 * The built web app (when `webDist` holds one) and the answer to every path no route has: a page of the SPA for a
 * GET outside /api that does not name a file, a 404 for anything else.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const pages = webDist ? readPages(webDist) : undefined;
  if (pages && webDist) await app.register(fastifyStatic, staticOptions(webDist));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (the service worker, the manifest, an icon or a chunk of another build) is a 404, never the
    // app's page: a browser would take that HTML for a worker script or a manifest.
    const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !isFile;
    const prerendered = pages?.prerendered.get(path);
    if (pages && isPage)
      return prerendered
        ? sendPrerendered(request, reply, prerendered, pages.index)
        : sendIndex(reply, pages.index);
    throw noRoute(request);
  });
}

/** A built HTML page and the CSP sources of its inline scripts. */
type Page = { html: string; scriptHashes: string[] };

/** `'sha256-…'` of each inline script, so the policy allows exactly those (index.html sets the colour scheme). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );

/** The language a page is written in when its file names none (login.html), as the web app's source catalog. */
const SOURCE_LANGUAGE = 'en';

/**
 * The built SPA's HTML: index.html for every page, except those prerendered at build time in each language (apps/web's
 * scripts/prerender.mjs writes /login as login.html and login.ar.html, and / as home.html and home.ar.html), which
 * arrive painted. home.html holds the signed-in frame and the home page without anybody's name or data: it is the
 * same for every visitor.
 */
function readPages(webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) return undefined;
  const read = (file: string): Page => {
    const html = readFileSync(join(webDist, file), 'utf8');
    return { html, scriptHashes: inlineScriptHashes(html) };
  };
  const prerendered = new Map<string, Map<string, Page>>();
  for (const file of readdirSync(webDist)) {
    const [, name, language = SOURCE_LANGUAGE] = /^(.+?)(?:\.([a-z]{2,3}))?\.html$/.exec(file) ?? [];
    if (!name || name === 'index') continue;
    const path = name === 'home' ? '/' : `/${name}`;
    const languages = prerendered.get(path) ?? new Map<string, Page>();
    prerendered.set(path, languages.set(language, read(file)));
  }
  return { index: read('index.html'), prerendered };
}

/** The language cookie the web app writes when a person chooses one (its i18n.ts). */
const chosenLanguage = (cookieHeader: string | undefined) =>
  /(?:^|;\s*)language=([a-z]{2,3})(?:;|$)/.exec(cookieHeader ?? '')?.[1];

/**
 * A prerendered page in the language the web app will start in: the one chosen in this browser (its cookie), else
 * the first of the browser's languages the page exists in ("ar-EG" takes "ar"), else the source language. A guess
 * the app does not share costs nothing but time: it renders the page afresh in its own.
 */
function sendPrerendered(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Map<string, Page>,
  index: Page,
) {
  // The source language first: a browser that accepts any language ("*") gets it.
  const languages = [
    SOURCE_LANGUAGE,
    ...[...pages.keys()].filter((language) => language !== SOURCE_LANGUAGE),
  ];
  const chosen = chosenLanguage(request.headers.cookie);
  const accepted = request.headers['accept-language'];
  const language =
    (chosen && pages.has(chosen) ? chosen : undefined) ??
    (accepted
      ? new Negotiator({ headers: { 'accept-language': accepted } }).language(languages)
      : undefined) ??
    SOURCE_LANGUAGE;
  reply.header('vary', 'Cookie, Accept-Language');
  return sendIndex(reply, pages.get(language) ?? pages.get(SOURCE_LANGUAGE) ?? index);
}

/**
 * The built SPA: hashed assets cached for a year, sent as the .br/.gz copies made at build time when the browser
 * accepts them; everything else, index.html included, revalidated.
 */
const staticOptions = (webDist: string) => ({
  root: webDist,
  // Pages (index.html or a prerendered page, asked for by name or as a folder's index) always go through
  // sendIndex, in the not-found handler, which gives them their style nonce.
  index: false as const,
  allowedPath: (pathName: string) => !pathName.endsWith('/') && !pathName.endsWith('.html'),
  preCompressed: true,
  setHeaders: (reply: FastifyReply, path: string) => {
    const isHashedAsset = path.startsWith(join(webDist, 'assets'));
    reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

/**
 * A page with a fresh nonce in its `csp-nonce` meta tag (and its prerendered <style> elements) and in this answer's
 * `style-src`: Mantine reads it (getStyleNonce in the web app's providers) for the <style> elements it adds, so
 * style elements need no 'unsafe-inline'. A nonce that changes with every answer cannot be guessed by injected
 * markup. `script-src` adds the hashes of the page's own inline scripts, and nothing else.
 */
function sendIndex(reply: FastifyReply, { html, scriptHashes }: Page) {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(reply.getHeader('content-security-policy') ?? '')
    .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`)
    .replace("script-src 'self'", ['script-src', "'self'", ...scriptHashes].join(' '));
  return reply
    .header('content-security-policy', policy)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replaceAll('__CSP_NONCE__', nonce));
}
