import { Button, Grid, Group, Modal, Paper, Stack } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { useIsWideScreen } from '../lib/screen.ts';
import { CreateFormPlacement } from './create-form-card.tsx';
import { ActiveToggleButton, type ToggleWords } from './active-toggle-button.tsx';
import { DeleteRowAction, RowAction } from './row-action.tsx';

/**
 * One row of a dashboard list (inside a `RowList`): a bordered list item named after what it shows, its summary
 * on the left and its buttons on the right, which wrap below the summary on narrow screens.
 */
export function AdminRow({
  name,
  actions,
  activation,
  onEdit,
  onDelete,
  isBusy,
  align = 'flex-start',
  children,
}: {
  name: string;
  /** The row's own buttons, before Edit and Delete. */
  actions?: ReactNode;
  /**
   * Activate / Deactivate (or other `words`: Show / Hide), for rows residents see only while on (benefits,
   * trainings, trips, corporate profiles); `isDisabled` while another change to the row is under way.
   */
  activation?: {
    isActive: boolean;
    isBusy: boolean;
    isDisabled?: boolean;
    words?: ToggleWords;
    onToggle: () => unknown;
  };
  onEdit?: () => void;
  onDelete?: () => unknown;
  /** A change to the row is under way: Delete waits. */
  isBusy?: boolean;
  align?: 'flex-start' | 'center';
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" align={align} gap="sm" wrap="wrap">
        {children}
        <Group gap="xs" wrap="wrap" ms="auto">
          {actions}
          {activation && (
            <ActiveToggleButton
              name={name}
              isActive={activation.isActive}
              isBusy={activation.isBusy}
              isDisabled={activation.isDisabled}
              words={activation.words}
              onToggle={() => void activation.onToggle()}
            />
          )}
          {onEdit && <RowAction label={t('rowAction.edit')} name={name} icon={IconEdit} onClick={onEdit} />}
          {onDelete && <DeleteRowAction name={name} isDisabled={isBusy} onClick={() => void onDelete()} />}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A dashboard tab with a create form beside its list, `formSpan` of 12 columns, on wide screens (75em and up);
 * on narrower ones the list comes first and the form opens in a dialog from a button (`createLabel`, 'Create
 * Job'), full screen on phones, and closes once the item is created.
 */
export function CreateAndList({
  form,
  createLabel,
  formSpan = 5,
  children,
}: {
  form: ReactNode;
  createLabel: string;
  formSpan?: number;
  children: ReactNode;
}) {
  const isWide = useIsWideScreen('75em');
  const isPhone = !useIsWideScreen();
  const [isCreating, setIsCreating] = useState(false);
  if (!isWide)
    return (
      <Stack gap="md">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setIsCreating(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {createLabel}
        </Button>
        {children}
        <Modal
          opened={isCreating}
          onClose={() => setIsCreating(false)}
          title={createLabel}
          size="xl"
          fullScreen={isPhone}
        >
          <CreateFormPlacement.Provider value={{ isInDialog: true, onCreated: () => setIsCreating(false) }}>
            {form}
          </CreateFormPlacement.Provider>
        </Modal>
      </Stack>
    );
  return (
    <Grid gap="xl">
      <Grid.Col span={formSpan}>{form}</Grid.Col>
      <Grid.Col span={12 - formSpan}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
