import { type createBrowserRouter, RouterProvider } from 'react-router';
import { OfflineNotice } from './offline-notice.tsx';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <OfflineNotice />
    </Providers>
  );
}
