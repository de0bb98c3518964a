import { Group, Paper, Stack, type StackProps, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createContext, type FormEventHandler, type ReactNode, useContext } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { BusyButton } from './busy-button.tsx';
import { ListHeading } from './list-heading.tsx';

/**
 * Where a create form stands: beside its list (wide screens), or in a dialog opened from a button (narrower ones,
 * `CreateAndList`), which closes once the form has created its item.
 */
type Placement = { isInDialog: boolean; onCreated: () => void };
export const CreateFormPlacement = createContext<Placement>({ isInDialog: false, onCreated: () => {} });

/** What a create form calls once its item is created: closes the dialog it stands in, if any. */
export const useOnCreated = () => useContext(CreateFormPlacement).onCreated;

/**
 * A dashboard tab's create form: a card with its title and a line on what happens, the fields, and the submit
 * button (busy while it saves, so nothing is created twice); in a dialog, the dialog's title stands for the
 * card's. The form's accessible name (`label`) and the button's words (`submitLabel`) are its title ('Create
 * Trip') unless said.
 */
export function CreateFormCard({
  title,
  label = title,
  intro,
  submitLabel = title,
  busyLabel,
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
  const { isInDialog } = useContext(CreateFormPlacement);
  const t = useText();
  const form = (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {isInDialog ? (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        ) : (
          <ListHeading order={3} title={title} description={intro} />
        )}
        {children}
        <Group justify="flex-end">
          <BusyButton
            type="submit"
            isBusy={isBusy}
            busyLabel={busyLabel ?? t('createForm.creating')}
            leftSection={<IconPlus size={16} />}
          >
            {submitLabel}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
  if (isInDialog) return form;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {form}
    </Paper>
  );
}
