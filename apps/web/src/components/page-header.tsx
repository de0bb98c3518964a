import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../i18n/language-provider.tsx';

/**
 * The browser tab's title: 'Careers · Community Hub', or just 'Community Hub' without a page title. React 19
 * hoists a rendered <title> into the document head and takes it out again when the page goes.
 */
export function PageTitle({ title }: { title?: string }) {
  const t = useText();
  return <title>{title ? t('pageTitle.withPage', { title }) : t('layout.brand')}</title>;
}

/** A page's main action: a link to another page (`to`) or a button (`onClick`), with its icon. */
type PageAction = { label: string; icon: TablerIcon; to?: string; onClick?: () => void; isBusy?: boolean };

/**
 * Every page: one clear heading, a short line saying what the page is for, and its main action (`action`) or
 * actions (`actions`, anything else).
 */
export function PageHeader({
  title,
  description,
  action,
  actions,
}: {
  title: string;
  description: string;
  action?: PageAction;
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
      {action && <PageActionButton {...action} />}
      {actions}
    </Group>
  );
}

function PageActionButton({ label, icon: Icon, to, onClick, isBusy }: PageAction) {
  const icon = <Icon size={18} />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button leftSection={icon} loading={isBusy} onClick={onClick}>
      {label}
    </Button>
  );
}
