import { notifications } from '@mantine/notifications';

type Toast = { title: string; message?: string; isDestructive?: boolean };

/** One toast at a time: a new one replaces the one showing (spec: 1 visible, 5000 ms). */
export function showToast({ title, message, isDestructive = false }: Toast) {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: isDestructive ? 'red' : 'teal',
    autoClose: 5000,
    withBorder: true,
  });
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
