import { modals } from '@mantine/modals';

/** A confirmation dialog that resolves to whether the person confirmed. */
export function confirm({
  title,
  message,
  confirmLabel,
  isDanger = true,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  isDanger?: boolean;
}) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: isDanger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
