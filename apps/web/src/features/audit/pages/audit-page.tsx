import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditEvent,
  type AuditFilterInput,
  type AuditName,
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
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { PagedList, TableOrCards } from '../../../components/paged-list.tsx';
import { countLabel } from '../../../lib/list-total.ts';
import { EventName } from '../components/event-name.tsx';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((entry) => ({ value: entry.key, label: entry.label }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((entry) => ({ value: entry.key, label: entry.label }));

/** A target type's words ('Application'); a newer feature's type as it is. */
const targetKind = (type: string) => AUDIT_TARGET_TYPES.find((entry) => entry.key === type)?.label ?? type;

/** Whether the event is about its own actor (a resident signing in, an administrator's password): named once. */
const isAboutActor = (event: AuditEvent) => event.targetType === 'user' && event.targetId === event.actorId;

/** The actor of the system's own work (a scheduled backup). */
const SYSTEM: AuditName = { name: 'System', detail: null, isDeleted: false, link: null };

/** Who did it and from where; on a card, where no column heading says so, 'by' them. */
function Who({ event, isCard = false }: { event: AuditEvent; isCard?: boolean }) {
  return (
    <>
      <EventName named={event.actor ?? SYSTEM} kind="Account" lead={isCard ? 'by' : undefined} />
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
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color="teal" style={{ textTransform: 'none' }} maw="100%">
        {auditActionLabel(event.action)}
      </Badge>
      {event.target && event.targetType && !isAboutActor(event) && (
        <EventName named={event.target} kind={targetKind(event.targetType)} />
      )}
    </Stack>
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
        <Stack component="article" gap={6}>
          <What event={event} />
          <Who event={event} isCard />
          <Text size="xs" c="dimmed">
            {formatLocalDateTime(event.at)}
          </Text>
        </Stack>
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
