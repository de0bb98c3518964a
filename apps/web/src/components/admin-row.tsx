import { Grid, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One row of a dashboard list (inside a `RowList`): a bordered list item named after what it shows, its summary
 * on the left and its buttons on the right, which wrap below the summary on narrow screens.
 */
export function AdminRow({
  name,
  actions,
  align = 'flex-start',
  children,
}: {
  name: string;
  actions: ReactNode;
  align?: 'flex-start' | 'center';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" align={align} gap="sm" wrap="wrap">
        {children}
        <Group gap="xs" wrap="wrap" ml="auto">
          {actions}
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
