import { notifications, notificationsStore } from '@mantine/notifications';
import { requestHost } from './on-demand-hosts.ts';

type Toast = { title: string; message?: string; isDestructive?: boolean };

const AUTO_CLOSE_MS = 5000;
let lastId: string | null = null;
let sequence = 0;

/**
 * One toast at a time (spec: 1 visible, 5000 ms): a new one replaces the one showing in place, so the old one
 * never lingers beside it while it animates out (two 'Error' or 'Success' titles on screen at once).
 */
export function showToast({ title, message, isDestructive = false }: Toast) {
  // Toasts wait in Mantine's store: the host that shows them mounts once its chunk is in (the first time only).
  void requestHost('notifications');
  sequence += 1;
  const data = { title, message: message ?? '', color: isDestructive ? 'red' : 'teal', withBorder: true };
  const isShowing = notificationsStore.getState().notifications.some((toast) => toast.id === lastId);
  if (lastId && isShowing) {
    // A different autoClose value restarts the toast's timer, so the replacement gets its full 5 seconds.
    notifications.update({ id: lastId, ...data, autoClose: AUTO_CLOSE_MS + (sequence % 2) });
    return;
  }
  notifications.clean();
  lastId = `toast-${sequence}`;
  notifications.show({ id: lastId, ...data, autoClose: AUTO_CLOSE_MS });
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
