import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureReason } from '../lib/feedback.ts';

/**
 * Why a form's last change did not go through, in the server's words ('… try again in 59 minutes'), kept in
 * the form above its buttons: the spec's toast says that it failed and is gone after five seconds. Nothing while
 * there is no reason to show (`failureReason`); sending again clears it, as the mutation's error does.
 */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  const reason = failureReason(error);
  if (!reason) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {reason}
    </Alert>
  );
}
