import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const APP_NAME = 'Community Hub';

/**
 * The browser tab's title: 'Careers · Community Hub', or just 'Community Hub' without a page title. React 19
 * hoists a rendered <title> into the document head and takes it out again when the page goes.
 */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}

/** Every page: one clear heading, a short line saying what the page is for, and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl">
      <PageTitle title={title} />
      <Stack gap={4} maw={720}>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
