import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MailSettingsCard } from '../components/mail-settings-card.tsx';

/** /mail-settings ("Notification settings"): which e-mails I get. */
export function MailSettingsPage() {
  return (
    <PageContainer size="md">
      <PageHeader title="Notification settings" description="Choose which e-mails the community sends you." />
      <MailSettingsCard />
    </PageContainer>
  );
}
