import { Button, Group, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import { BusyButton } from './busy-button.tsx';

/**
 * A form's last row: Cancel, then the submit button, busy while the form is sent so it cannot be sent twice.
 * Cancel closes a dialog (`onCancel`) or leaves a page (`cancelTo`).
 */
export function FormActions({
  submitLabel = 'Save Changes',
  busyLabel = 'Saving...',
  isBusy,
  isSubmitDisabled,
  onCancel,
  cancelTo,
  mt,
}: {
  submitLabel?: string;
  busyLabel?: string;
  isBusy: boolean;
  isSubmitDisabled?: boolean;
  onCancel?: () => void;
  cancelTo?: string;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {cancelTo ? (
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
      )}
      <BusyButton type="submit" isBusy={isBusy} busyLabel={busyLabel} disabled={isSubmitDisabled || isBusy}>
        {submitLabel}
      </BusyButton>
    </Group>
  );
}
