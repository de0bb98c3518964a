import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { hostMounted } from '../lib/on-demand-hosts.ts';

/**
 * Mantine's toasts, loaded with the first one (lib/toast.ts). Toasts live in Mantine's store, so one shown while
 * this chunk was loading appears as soon as it mounts.
 */
export function NotificationsHost() {
  useEffect(() => hostMounted('notifications'), []);
  // At the end of the header's line, as a reader of the page's direction expects it (top left in Arabic).
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} limit={1} />;
}
