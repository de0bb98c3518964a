import { Grid, Group, Paper, Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActiveToggleButton } from './active-toggle-button.tsx';
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
  /** Activate / Deactivate, for rows residents see only while active (trips, trainings). */
  activation?: { isActive: boolean; isBusy: boolean; onToggle: () => unknown };
  onEdit?: () => void;
  onDelete?: () => unknown;
  /** A change to the row is under way: Delete waits. */
  isBusy?: boolean;
  align?: 'flex-start' | 'center';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" align={align} gap="sm" wrap="wrap">
        {children}
        <Group gap="xs" wrap="wrap" ml="auto">
          {actions}
          {activation && (
            <ActiveToggleButton
              name={name}
              isActive={activation.isActive}
              isBusy={activation.isBusy}
              onToggle={() => void activation.onToggle()}
            />
          )}
          {onEdit && <RowAction label="Edit" name={name} icon={IconEdit} onClick={onEdit} />}
          {onDelete && <DeleteRowAction name={name} isDisabled={isBusy} onClick={() => void onDelete()} />}
        </Group>
      </Group>
    </Paper>
  );
}

/** A dashboard tab with a create form beside its list (stacked on narrow screens); `formSpan` of 12 columns. */
export function CreateAndList({
  form,
  formSpan = 5,
  children,
}: {
  form: ReactNode;
  formSpan?: number;
  children: ReactNode;
}) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: formSpan }}>{form}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 12 - formSpan }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
