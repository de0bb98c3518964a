import { Stack } from '@mantine/core';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PushSettingsCard } from '../../push/index.ts';
import { MailSettingsCard } from '../components/mail-settings-card.tsx';

/** /mail-settings ("Notification settings"): which e-mails I get, and which push notifications on which devices. */
export function MailSettingsPage() {
  return (
    <PageContainer size="md">
      <PageHeader
        title="Notification settings"
        description="Choose which e-mails and push notifications the community sends you."
      />
      <Stack gap="lg">
        <MailSettingsCard />
        <PushSettingsCard />
      </Stack>
    </PageContainer>
  );
}
