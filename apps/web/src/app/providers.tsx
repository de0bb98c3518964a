import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { OnDemandHosts } from './on-demand-hosts.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The Content-Security-Policy nonce the server put into index.html (see sendIndex in the server's app.ts). */
const styleNonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: 3,
            retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
            refetchOnWindowFocus: false,
            gcTime: 5 * 60 * 1000,
          },
        },
      }),
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      getStyleNonce={styleNonce}
    >
      <QueryClientProvider client={queryClient}>
        <OnDemandHosts />
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
