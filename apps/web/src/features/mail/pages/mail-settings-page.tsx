import { Stack } from '@mantine/core';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PushSettingsCard } from '../../push/index.ts';
import { MailSettingsCard } from '../components/mail-settings-card.tsx';
import { useText } from '../texts.ts';

/** /mail-settings ("Notification settings"): which e-mails I get, and which push notifications on which devices. */
export function MailSettingsPage() {
  const t = useText();
  return (
    <PageContainer size="md">
      <PageHeader title={t('mail.settingsTitle')} description={t('mail.settingsDescription')} />
      <Stack gap="lg">
        <MailSettingsCard />
        <PushSettingsCard />
      </Stack>
    </PageContainer>
  );
}
