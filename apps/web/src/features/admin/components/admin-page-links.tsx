import { Button, Group } from '@mantine/core';
import { IconChartBar, IconFileImport, IconHistory, IconMail, IconUserShield } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The administrators' own pages beside the dashboard (not tabs: the spec's fifteen tabs stay as they are). */
const ADMIN_PAGES = [
  { label: 'Mail', to: '/admin/mail', icon: IconMail },
  { label: 'Import', to: '/admin/import', icon: IconFileImport },
  { label: 'Audit', to: '/admin/audit', icon: IconHistory },
  { label: 'Insights', to: '/admin/insights', icon: IconChartBar },
  { label: 'My account', to: '/admin/account', icon: IconUserShield },
] as const;

export function AdminPageLinks() {
  return (
    <Group gap="xs">
      {ADMIN_PAGES.map((entry) => (
        <Button
          key={entry.to}
          component={Link}
          to={entry.to}
          variant="default"
          leftSection={<entry.icon size={16} />}
        >
          {entry.label}
        </Button>
      ))}
    </Group>
  );
}
