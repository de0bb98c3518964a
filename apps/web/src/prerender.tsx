import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { activateLanguage } from './i18n/i18n.ts';

/** For scripts/prerender.mjs: a page per language, laid out in its direction. */
export { directionOf, LANGUAGES, SOURCE_LANGUAGE } from './i18n/languages.ts';

/** What the server swaps for each answer's Content-Security-Policy nonce (sendIndex in the server's app.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Renders a public page in `language` as a first-time visitor (no stored session) sees it, for the build to put into
 * that page's HTML (scripts/prerender.mjs): the browser paints it before any script has run, and the app then
 * hydrates it.
 * The tree is the browser's (main.tsx, app.tsx) with the static router in place of the browser's, so the two
 * match node for node. Lazy pages are awaited, so the page itself is in the HTML, not its skeleton.
 */
export async function renderPage(path: string, language: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: there is no page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await activateLanguage(language);
  return render(
    <StrictMode>
      <Providers getStyleNonce={() => NONCE_PLACEHOLDER}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * The theme's CSS variables as the <style> element Mantine's provider renders, for the build to put into index.html
 * (the browser's provider leaves them out: providers.tsx).
 */
export function renderThemeVariables(): Promise<string> {
  return render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withGlobalClasses={false}
      getStyleNonce={() => NONCE_PLACEHOLDER}
    >
      {null}
    </MantineProvider>,
  );
}

async function render(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary inline, in its place: no out-of-order segments, which need React's inline scripts to reveal.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
