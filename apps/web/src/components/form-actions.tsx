import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';
import { BusyButton } from './busy-button.tsx';

/**
 * A form's last row: Cancel, then the submit button, busy while the form is sent so it cannot be sent twice.
 * Cancel closes a dialog (`onCancel`) or leaves a page (`cancelTo`).
 */
export function FormActions({
  submitLabel,
  busyLabel,
  submitIcon,
  isBusy,
  isSubmitDisabled,
  onCancel,
  cancelTo,
  mt,
}: {
  submitLabel?: string;
  busyLabel?: string;
  /** The submit button's icon, before its words. */
  submitIcon?: ReactNode;
  isBusy: boolean;
  isSubmitDisabled?: boolean;
  onCancel?: () => void;
  cancelTo?: string;
  mt?: MantineSpacing;
}) {
  const t = useText();
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {cancelTo ? (
        <Button component={Link} to={cancelTo} variant="default">
          {t('formActions.cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel} disabled={isBusy}>
          {t('formActions.cancel')}
        </Button>
      )}
      <BusyButton
        type="submit"
        isBusy={isBusy}
        busyLabel={busyLabel ?? t('formActions.saving')}
        leftSection={submitIcon}
        disabled={isSubmitDisabled || isBusy}
      >
        {submitLabel ?? t('formActions.save')}
      </BusyButton>
    </Group>
  );
}
