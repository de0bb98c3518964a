import { Group, Paper, Stack, type StackProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { ListHeading } from './list-heading.tsx';

/**
 * A dashboard tab's create form: a card with its title and a line on what happens, the fields, and the submit
 * button (busy while it saves, so nothing is created twice). The form's accessible name (`label`) and the
 * button's words (`submitLabel`) are its title ('Create Trip') unless said.
 */
export function CreateFormCard({
  title,
  label = title,
  intro,
  submitLabel = title,
  busyLabel = 'Creating...',
  isBusy,
  gap = 'md',
  onSubmit,
  children,
}: {
  title: string;
  label?: string;
  intro: string;
  submitLabel?: string;
  busyLabel?: string;
  isBusy: boolean;
  gap?: StackProps['gap'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap={gap}>
          <ListHeading order={3} title={title} description={intro} />
          {children}
          <Group justify="flex-end">
            <BusyButton
              type="submit"
              isBusy={isBusy}
              busyLabel={busyLabel}
              leftSection={<IconPlus size={16} />}
            >
              {submitLabel}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
