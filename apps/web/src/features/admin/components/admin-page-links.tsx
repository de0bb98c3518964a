import { Button, Group } from '@mantine/core';
import { IconChartBar, IconFileImport, IconHistory, IconMail, IconUserShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '../texts.ts';

/** The administrators' own pages beside the dashboard (not tabs: the spec's fifteen tabs stay as they are). */
const ADMIN_PAGES = [
  { labelId: 'admin.pages.mail', to: '/admin/mail', icon: IconMail },
  { labelId: 'admin.pages.import', to: '/admin/import', icon: IconFileImport },
  { labelId: 'admin.pages.audit', to: '/admin/audit', icon: IconHistory },
  { labelId: 'admin.pages.insights', to: '/admin/insights', icon: IconChartBar },
  { labelId: 'admin.pages.account', to: '/admin/account', icon: IconUserShield },
] as const;

export function AdminPageLinks() {
  const t = useText();
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
          {t(entry.labelId)}
        </Button>
      ))}
    </Group>
  );
}
