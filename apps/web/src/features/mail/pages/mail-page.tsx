import { OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '@hub/contract/mail/mail.schema';
import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { OUTBOX_PAGE_SIZE, useMailStatus, useOutbox, useResendMail } from '../api/mail.ts';
import { SendTestMailForm } from '../components/send-test-mail-form.tsx';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { PagedList, TableOrCards } from '../../../components/paged-list.tsx';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { useText } from '../texts.ts';

const STATUS_COLOR: Record<OutboxStatus, string> = { queued: 'yellow', sent: 'teal', failed: 'red' };
const STATUS_LABEL = {
  queued: 'mail.statusQueued',
  sent: 'mail.statusSent',
  failed: 'mail.statusFailed',
} as const satisfies Record<OutboxStatus, string>;

function MailSetup() {
  const t = useText();
  const status = useMailStatus();
  if (!status.data) return null;
  const { isSmtpConfigured, from, residentSignIn, counts } = status.data;
  return (
    <Stack gap="sm" mb="lg">
      {isSmtpConfigured ? (
        <Alert variant="light" color="teal" icon={<IconInfoCircle size={18} />} title={t('mail.isOn')}>
          {t(
            residentSignIn === 'code'
              ? 'mail.isOnWithCode'
              : residentSignIn === 'invite'
                ? 'mail.isOnWithInvite'
                : 'mail.isOnWithEmail',
            { from },
          )}
        </Alert>
      ) : (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title={t('mail.isOff')}>
          {t('mail.isOffText')}
        </Alert>
      )}
      <Group gap="xs">
        <Badge variant="light" color="yellow">
          {t('mail.countQueued', { count: formatNumber(counts.queued) })}
        </Badge>
        <Badge variant="light" color="teal">
          {t('mail.countSent', { count: formatNumber(counts.sent) })}
        </Badge>
        <Badge variant="light" color="red">
          {t('mail.countFailed', { count: formatNumber(counts.failed) })}
        </Badge>
      </Group>
    </Stack>
  );
}

function StatusOf({ mail }: { mail: OutboxItem }) {
  const t = useText();
  return (
    <>
      <Badge color={STATUS_COLOR[mail.status]} variant="light">
        {t(STATUS_LABEL[mail.status])}
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
  const t = useText();
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
      aria-label={t('mail.resendOf', { subject: mail.subject, email: mail.toEmail })}
      onClick={() =>
        void runWithFeedback({
          run: () => resend.mutateAsync(mail.id),
          success: t('mail.queuedAgain', { email: mail.toEmail }),
          failure: '',
        })
      }
    >
      {t('mail.resend')}
    </Button>
  );
}

function Written({ mail }: { mail: OutboxItem }) {
  const t = useText();
  return (
    <>
      <Text size="sm">{formatLocalDateTime(mail.createdAt)}</Text>
      {mail.sentAt && (
        <Text size="xs" c="dimmed">
          {t('mail.sentAt', { date: formatLocalDateTime(mail.sentAt) })}
        </Text>
      )}
    </>
  );
}

/** Each kind of mail by a name (the outbox stores its code); a kind this list does not know shows its code. */
const KIND_NAMES = {
  'sign-in-code': 'mail.kind.signInCode',
  'account-deletion-code': 'mail.kind.accountDeletionCode',
  'access-request-received': 'mail.kind.accessRequestReceived',
  'access-request-has-access': 'mail.kind.accessRequestHasAccess',
  'access-approved': 'mail.kind.accessApproved',
  'access-rejected': 'mail.kind.accessRejected',
  'access-digest': 'mail.kind.accessDigest',
  'post-decided': 'mail.kind.postDecided',
  'application-received': 'mail.kind.applicationReceived',
  'application-status': 'mail.kind.applicationStatus',
  'courses-available': 'mail.kind.coursesAvailable',
  'job-alert': 'mail.kind.jobAlert',
  test: 'mail.kind.test',
} as const;

function Subject({ mail }: { mail: OutboxItem }) {
  const t = useText();
  const kindName = Object.hasOwn(KIND_NAMES, mail.kind)
    ? t(KIND_NAMES[mail.kind as keyof typeof KIND_NAMES])
    : mail.kind;
  return (
    <>
      {/* A mail keeps the language it was sent in: an English subject reads left to right on an Arabic page. */}
      <Text size="sm" fw={600} dir="auto">
        {mail.subject}
      </Text>
      <Text size="xs" c="dimmed">
        {t('mail.toAndKind', { email: mail.toEmail, kind: kindName })}
      </Text>
    </>
  );
}

/** The mails: a table on wide screens, on phones a small card each. */
function OutboxList({ mails }: { mails: OutboxItem[] }) {
  const t = useText();
  return (
    <TableOrCards
      rows={mails}
      columns={[
        { label: t('mail.columnMail'), cell: (mail) => <Subject mail={mail} /> },
        { label: t('mail.status'), cell: (mail) => <StatusOf mail={mail} /> },
        { label: t('mail.columnAttempts'), cell: (mail) => mail.attempts },
        { label: t('mail.columnWritten'), cell: (mail) => <Written mail={mail} /> },
        { label: t('mail.columnActions'), isRight: true, cell: (mail) => <ResendButton mail={mail} /> },
      ]}
      card={(mail) => (
        <>
          <Subject mail={mail} />
          <Group gap="xs" align="flex-start">
            <StatusOf mail={mail} />
            <Text size="xs" c="dimmed">
              {t('mail.attempts', { count: mail.attempts })}
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
  const t = useText();
  const paging = usePagedList<OutboxStatus>({ pageSize: OUTBOX_PAGE_SIZE });
  const [isTestOpen, setIsTestOpen] = useState(false);
  const list = useOutbox(paging.filter, paging.page);

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title={t('mail.pageTitle')}
        description={t('mail.pageDescription')}
        action={{ label: t('mail.sendTestMail'), icon: IconSend, onClick: () => setIsTestOpen(true) }}
      />
      <MailSetup />
      <Card padding="lg">
        <Stack gap="md">
          <Select
            label={t('mail.status')}
            data={[
              { value: 'all', label: t('mail.statusAll') },
              ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
            ]}
            value={paging.filter}
            allowDeselect={false}
            maw={{ base: '100%', sm: 240 }}
            onChange={(value) => paging.setFilter(value ?? 'all')}
          />
          <PagedList
            query={list}
            paging={paging}
            what={t('mail.outbox')}
            pagesLabel={t('mail.pages')}
            retryLabel={t('mail.tryAgain')}
            empty={{ title: t('mail.emptyTitle'), text: t('mail.emptyText') }}
            emptyMatching={{ text: t('mail.emptyMatchingText') }}
          >
            {(mails) => <OutboxList mails={mails} />}
          </PagedList>
        </Stack>
      </Card>
      <Modal opened={isTestOpen} onClose={() => setIsTestOpen(false)} title={t('mail.sendTestMail')}>
        <SendTestMailForm onSent={() => setIsTestOpen(false)} />
      </Modal>
    </PageContainer>
  );
}
