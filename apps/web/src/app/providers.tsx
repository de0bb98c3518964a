import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { type ReactNode, useMemo, useState } from 'react';
import { AccountLanguage } from '../i18n/account-language.tsx';
import { LanguageProvider, useText } from '../i18n/language-provider.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import { READ_RETRY_DELAY_MS, shouldRetryRead } from '../lib/queries.ts';
import { OnDemandHosts } from './on-demand-hosts.tsx';
import { cssVariablesResolver, themeInWords } from './theme.ts';

/** The Content-Security-Policy nonce the server put into index.html (see sendIndex in the server's app.ts). */
const readStyleNonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

// A dialog locks the page's scroll with react-remove-scroll (Mantine's ModalBase: Modal, Drawer), whose
// <style> element takes its nonce from get-nonce: without it the policy refuses that style and the page
// behind the dialog keeps scrolling. Prerendering (no document) adds no such element.
if (typeof document !== 'undefined') setNonce(readStyleNonce());

/**
 * `getStyleNonce` is for prerendering at build time (prerender.tsx), where there is no document: it gives the
 * placeholder the server replaces with each answer's nonce.
 */
export function Providers({
  children,
  getStyleNonce = readStyleNonce,
}: {
  children: ReactNode;
  getStyleNonce?: () => string;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: shouldRetryRead,
            retryDelay: READ_RETRY_DELAY_MS,
            refetchOnWindowFocus: false,
            gcTime: 5 * 60 * 1000,
          },
        },
      }),
  );
  return (
    <LanguageProvider>
      <WordedMantineProvider getStyleNonce={getStyleNonce}>
        <QueryClientProvider client={queryClient}>
          <OnDemandHosts />
          <AuthProvider>
            <AccountLanguage />
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </WordedMantineProvider>
    </LanguageProvider>
  );
}

/** Mantine with the theme's words in the active language (themeInWords). */
function WordedMantineProvider({
  getStyleNonce,
  children,
}: {
  getStyleNonce: () => string;
  children: ReactNode;
}) {
  const dismiss = useText()('common.dismiss');
  const theme = useMemo(() => themeInWords({ dismiss }), [dismiss]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      getStyleNonce={getStyleNonce}
      // The theme's CSS variables never change, so the build writes them into index.html once
      // (scripts/prerender.mjs, from renderThemeVariables in prerender.tsx): computing them took a phone's main
      // thread 30 ms in one piece on every first load. The dev server serves index.html as it is.
      withCssVariables={import.meta.env.DEV}
    >
      {children}
    </MantineProvider>
  );
}
