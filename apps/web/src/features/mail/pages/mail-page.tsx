import { OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '@hub/contract/mail/mail.schema';
import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { OUTBOX_PAGE_SIZE, useMailStatus, useOutbox, useResendMail } from '../api/mail.ts';
import { SendTestMailForm } from '../components/send-test-mail-form.tsx';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { PagedList, TableOrCards } from '../../../components/paged-list.tsx';
import { runWithFeedback } from '../../../lib/feedback.ts';

const STATUS_COLOR: Record<OutboxStatus, string> = { queued: 'yellow', sent: 'teal', failed: 'red' };
const STATUS_LABEL: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const FILTERS = [
  { value: 'all', label: 'All' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] })),
];

function MailSetup() {
  const status = useMailStatus();
  if (!status.data) return null;
  const { isSmtpConfigured, from, residentSignIn, counts } = status.data;
  return (
    <Stack gap="sm" mb="lg">
      {isSmtpConfigured ? (
        <Alert variant="light" color="teal" icon={<IconInfoCircle size={18} />} title="Mail is on">
          Mail is sent from {from}. Residents sign in with{' '}
          {residentSignIn === 'code'
            ? 'a code mailed to them'
            : residentSignIn === 'invite'
              ? 'an invite link from the committee, then passkeys'
              : 'their e-mail alone'}
          .
        </Alert>
      ) : (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="Mail is not set up">
          SMTP_URL is not set, so nothing is sent: mails wait here, queued, and go out once the server starts
          with SMTP_URL (and MAIL_FROM) set.
        </Alert>
      )}
      <Group gap="xs">
        <Badge variant="light" color="yellow">
          {counts.queued} queued
        </Badge>
        <Badge variant="light" color="teal">
          {counts.sent} sent
        </Badge>
        <Badge variant="light" color="red">
          {counts.failed} failed
        </Badge>
      </Group>
    </Stack>
  );
}

function StatusOf({ mail }: { mail: OutboxItem }) {
  return (
    <>
      <Badge color={STATUS_COLOR[mail.status]} variant="light">
        {STATUS_LABEL[mail.status]}
      </Badge>
      {mail.lastError && (
        <Tooltip label={mail.lastError} multiline w={360}>
          <Text size="xs" c="red.8" lineClamp={2} maw={260} mt={4}>
            {mail.lastError}
          </Text>
        </Tooltip>
      )}
    </>
  );
}

function ResendButton({ mail }: { mail: OutboxItem }) {
  const resend = useResendMail();
  // A sign-in code is never sent twice: the resident asks for a new one.
  if (mail.kind === 'sign-in-code') return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={resend.isPending}
      disabled={mail.status === 'queued'}
      aria-label={`Resend "${mail.subject}" to ${mail.toEmail}`}
      onClick={() =>
        void runWithFeedback({
          run: () => resend.mutateAsync(mail.id),
          success: `Mail queued again for ${mail.toEmail}.`,
          failure: '',
        })
      }
    >
      Resend
    </Button>
  );
}

function Written({ mail }: { mail: OutboxItem }) {
  return (
    <>
      <Text size="sm">{formatLocalDateTime(mail.createdAt)}</Text>
      {mail.sentAt && (
        <Text size="xs" c="dimmed">
          Sent {formatLocalDateTime(mail.sentAt)}
        </Text>
      )}
    </>
  );
}

function Subject({ mail }: { mail: OutboxItem }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {mail.subject}
      </Text>
      <Text size="xs" c="dimmed">
        To {mail.toEmail} · {mail.kind}
      </Text>
    </>
  );
}

/** The mails: a table on wide screens, on phones a small card each. */
function OutboxList({ mails }: { mails: OutboxItem[] }) {
  return (
    <TableOrCards
      rows={mails}
      columns={[
        { label: 'Mail', cell: (mail) => <Subject mail={mail} /> },
        { label: 'Status', cell: (mail) => <StatusOf mail={mail} /> },
        { label: 'Attempts', cell: (mail) => mail.attempts },
        { label: 'Written', cell: (mail) => <Written mail={mail} /> },
        { label: 'Actions', isRight: true, cell: (mail) => <ResendButton mail={mail} /> },
      ]}
      card={(mail) => (
        <>
          <Subject mail={mail} />
          <Group gap="xs" align="flex-start">
            <StatusOf mail={mail} />
            <Text size="xs" c="dimmed">
              {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
            </Text>
          </Group>
          <Written mail={mail} />
          <Group justify="flex-end">
            <ResendButton mail={mail} />
          </Group>
        </>
      )}
    />
  );
}

/** /admin/mail: every mail the app sent or will send, with its delivery state; resend and a test mail. */
export function MailPage() {
  const paging = usePagedList<OutboxStatus>({ pageSize: OUTBOX_PAGE_SIZE });
  const [isTestOpen, setIsTestOpen] = useState(false);
  const list = useOutbox(paging.filter, paging.page);

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title="Mail"
        description="Every e-mail the community sends, and whether it arrived at the mail server."
        action={{ label: 'Send test mail', icon: IconSend, onClick: () => setIsTestOpen(true) }}
      />
      <MailSetup />
      <Card padding="lg">
        <Stack gap="md">
          <Select
            label="Status"
            data={FILTERS}
            value={paging.filter}
            allowDeselect={false}
            maw={{ base: '100%', sm: 240 }}
            onChange={(value) => paging.setFilter(value ?? 'all')}
          />
          <PagedList
            query={list}
            paging={paging}
            what="the outbox"
            pagesLabel="Mail pages"
            retryLabel="Try again"
            empty={{
              title: 'No mails here',
              text: 'Mails appear here as soon as something sends one.',
            }}
            emptyMatching={{ text: 'Try another status.' }}
          >
            {(mails) => <OutboxList mails={mails} />}
          </PagedList>
        </Stack>
      </Card>
      <Modal opened={isTestOpen} onClose={() => setIsTestOpen(false)} title="Send test mail">
        <SendTestMailForm onSent={() => setIsTestOpen(false)} />
      </Modal>
    </PageContainer>
  );
}
