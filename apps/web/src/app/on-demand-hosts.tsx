import { Component, type ReactNode, Suspense } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { useIsHostRequested } from '../lib/on-demand-hosts.ts';

const ModalsHost = lazyWithRetry(
  () => import('./modals-host.tsx'),
  (m) => m.ModalsHost,
);
const NotificationsHost = lazyWithRetry(
  () => import('./notifications-host.tsx'),
  (m) => m.NotificationsHost,
);

/**
 * A host whose chunk cannot be loaded (after lazyWithRetry's tries) renders nothing rather than taking the whole
 * app down: these sit above the router, outside its error pages.
 */
class IfLoaded extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** Renders the modals and notifications hosts once something asks for them (lib/on-demand-hosts.ts). */
export function OnDemandHosts() {
  const hasModals = useIsHostRequested('modals');
  const hasNotifications = useIsHostRequested('notifications');
  return (
    <>
      {hasModals && (
        <IfLoaded>
          <ModalsHost />
        </IfLoaded>
      )}
      {hasNotifications && (
        <IfLoaded>
          <NotificationsHost />
        </IfLoaded>
      )}
    </>
  );
}
