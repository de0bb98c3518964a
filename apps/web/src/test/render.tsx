import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { OnDemandHosts } from '../app/on-demand-hosts.tsx';
import { theme } from '../app/theme.ts';
import { LanguageProvider } from '../i18n/language-provider.tsx';
import { AuthProvider } from '../lib/auth.tsx';

/** Renders a piece of the app with the real providers, at a given path. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LanguageProvider>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <OnDemandHosts />
          <AuthProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>,
  );
}
