import {
  AUDIT_ACTIONS,
  type AuditEvent,
  type AuditFilterInput,
  auditActionLabel,
} from '@hub/contract/audit/audit.schema';
import { Badge, Card, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { AUDIT_PAGE_SIZE, exportAuditCsv, useAuditEvents } from '../api/audit.ts';
import { BackToDashboard } from '../../admin/index.ts';
import { PagedList, TableOrCards } from '../../../components/paged-list.tsx';
import { countLabel } from '../../../lib/list-total.ts';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((entry) => ({ value: entry.key, label: entry.label }));
const TARGET_OPTIONS = (
  [
    ['whitelist', 'Whitelist entry'],
    ['access-request', 'Access request'],
    ['job', 'Job'],
    ['internship', 'Internship'],
    ['application', 'Application'],
    ['backup', 'Backup'],
    ['mail', 'Mail'],
    ['user', 'Account'],
  ] as const
).map(([value, label]) => ({ value, label }));

/** What the event was about, in words: the address, title or file its details name. */
function targetOf(event: AuditEvent) {
  const { email, title, to, fileName } = event.details as Record<string, unknown>;
  const named = [email, title, to, fileName].find((value) => typeof value === 'string') as string | undefined;
  return named ?? event.targetId ?? '';
}

function Who({ event }: { event: AuditEvent }) {
  return (
    <>
      <Text size="sm">{event.actorEmail ?? 'System'}</Text>
      {event.clientAddress && (
        <Text size="xs" c="dimmed">
          from {event.clientAddress}
        </Text>
      )}
    </>
  );
}

function What({ event }: { event: AuditEvent }) {
  return (
    <>
      <Badge variant="light" color="teal" style={{ textTransform: 'none' }}>
        {auditActionLabel(event.action)}
      </Badge>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {targetOf(event)}
      </Text>
    </>
  );
}

/** The events: When, What and Who in a table, or on phones a card each. */
function EventList({ events }: { events: AuditEvent[] }) {
  return (
    <TableOrCards
      rows={events}
      columns={[
        { label: 'When', cell: (event) => formatLocalDateTime(event.at) },
        { label: 'What', cell: (event) => <What event={event} /> },
        { label: 'Who', cell: (event) => <Who event={event} /> },
      ]}
      card={(event) => (
        <>
          <What event={event} />
          <Who event={event} />
          <Text size="xs" c="dimmed">
            {formatLocalDateTime(event.at)}
          </Text>
        </>
      )}
    />
  );
}

/** /admin/audit: who did what, to what, when and from where; filtered, paged, exported as CSV. */
export function AuditPage() {
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [targetType, setTargetType] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The page of the list; the filters above are the audit's own (several fields, one debounced).
  const paging = usePagedList({ pageSize: AUDIT_PAGE_SIZE });
  const { page, setPage } = paging;
  const [isExporting, setIsExporting] = useState(false);
  const [typedActor] = useDebouncedValue(actor.trim(), 300);
  const filter: AuditFilterInput = {
    action: action ?? undefined,
    actor: typedActor || undefined,
    targetType: targetType ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useAuditEvents(filter, page);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const typed = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) =>
    changed(set)(event.currentTarget.value);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await exportAuditCsv(filter);
    } catch (error) {
      showToast({ title: 'Error', message: (error as Error).message, isDestructive: true });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title="Audit"
        description="Who approved, removed, restored, whitelisted or signed in: every administrator action and sign-in, with when and from where."
        action={{ label: 'Export CSV', icon: IconDownload, onClick: exportCsv, isBusy: isExporting }}
      />
      <Card padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <Select
              label="Action"
              placeholder="All actions"
              data={ACTION_OPTIONS}
              value={action}
              clearable
              searchable
              onChange={changed(setAction)}
            />
            <TextInput
              label="Actor e-mail"
              placeholder="admin@example.com"
              value={actor}
              onChange={typed(setActor)}
            />
            <Select
              label="Target"
              placeholder="Everything"
              data={TARGET_OPTIONS}
              value={targetType}
              clearable
              onChange={changed(setTargetType)}
            />
            <TextInput label="From" type="date" value={from} onChange={typed(setFrom)} />
            <TextInput label="To" type="date" value={to} onChange={typed(setTo)} />
          </SimpleGrid>
          <PagedList
            query={list}
            paging={paging}
            what="the audit trail"
            pagesLabel="Audit pages"
            retryLabel="Try again"
            empty={{ title: 'No events here', text: 'Try other filters, or a wider date range.' }}
          >
            {(events) => (
              <>
                <Text size="sm" c="dimmed">
                  {countLabel(list.data, { one: 'event', many: 'events' })}
                </Text>
                <EventList events={events} />
              </>
            )}
          </PagedList>
        </Stack>
      </Card>
    </PageContainer>
  );
}
