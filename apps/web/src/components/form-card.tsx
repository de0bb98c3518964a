import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';

/**
 * A page's form in its card (Join Community, Submit Internship, CV upload); `actions` words its `FormActions`,
 * left out where the page draws its own.
 */
export function FormCard({
  onSubmit,
  gap = 'lg',
  actions,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: 'md' | 'lg';
  actions?: ComponentProps<typeof FormActions>;
  children: ReactNode;
}) {
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={gap}>
          {children}
          {actions && <FormActions {...actions} />}
        </Stack>
      </form>
    </Card>
  );
}

/** What a page's form shows once it went through: a tick, the title, what happens next and where to go. */
export function SubmittedCard({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
