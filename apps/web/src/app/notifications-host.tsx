import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { hostMounted } from '../lib/on-demand-hosts.ts';

/**
 * Mantine's toasts, loaded with the first one (lib/toast.ts). Toasts live in Mantine's store, so one shown while
 * this chunk was loading appears as soon as it mounts.
 */
export function NotificationsHost() {
  useEffect(() => hostMounted('notifications'), []);
  return <Notifications position="top-right" limit={1} />;
}
