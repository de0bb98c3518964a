import { type createBrowserRouter, RouterProvider } from 'react-router';
import { OfflineNotice } from '../features/push/index.ts';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <OfflineNotice />
    </Providers>
  );
}
