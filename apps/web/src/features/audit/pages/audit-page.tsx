import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditEvent,
  type AuditFilterInput,
  type AuditName,
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
import { formatNumber } from '../../../i18n/format.ts';
import { EventName } from '../components/event-name.tsx';
import { useText } from '../texts.ts';

type AuditAction = (typeof AUDIT_ACTIONS)[number]['key'];
type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]['key'];
const actionKey = (action: AuditAction) => `audit.action.${action}` as const;
const targetKey = (type: AuditTargetType) => `audit.target.${type}` as const;
const isKnownAction = (action: string): action is AuditAction =>
  AUDIT_ACTIONS.some((entry) => entry.key === action);
const isKnownTarget = (type: string): type is AuditTargetType =>
  AUDIT_TARGET_TYPES.some((entry) => entry.key === type);

/** Whether the event is about its own actor (a resident signing in, an administrator's password): named once. */
const isAboutActor = (event: AuditEvent) => event.targetType === 'user' && event.targetId === event.actorId;

/** Who did it and from where; on a card, where no column heading says so, 'by' them. */
function Who({ event, isCard = false }: { event: AuditEvent; isCard?: boolean }) {
  const t = useText();
  // The actor of the system's own work (a scheduled backup).
  const system: AuditName = { name: t('audit.system'), detail: null, isDeleted: false, link: null };
  return (
    <>
      <EventName named={event.actor ?? system} kind={t('audit.target.user')} isBy={isCard} />
      {event.clientAddress && (
        <Text size="xs" c="dimmed">
          {t('audit.fromAddress', { address: event.clientAddress })}
        </Text>
      )}
    </>
  );
}

function What({ event }: { event: AuditEvent }) {
  const t = useText();
  // A target type's words ('Application'); a newer feature's action or type as it is.
  const targetKind = (type: string) => (isKnownTarget(type) ? t(targetKey(type)) : type);
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color="teal" style={{ textTransform: 'none' }} maw="100%">
        {isKnownAction(event.action) ? t(actionKey(event.action)) : event.action}
      </Badge>
      {event.target && event.targetType && !isAboutActor(event) && (
        <EventName named={event.target} kind={targetKind(event.targetType)} />
      )}
    </Stack>
  );
}

/** The events: When, What and Who in a table, or on phones a card each. */
function EventList({ events }: { events: AuditEvent[] }) {
  const t = useText();
  return (
    <TableOrCards
      rows={events}
      columns={[
        { label: t('audit.when'), cell: (event) => formatLocalDateTime(event.at) },
        { label: t('audit.what'), cell: (event) => <What event={event} /> },
        { label: t('audit.who'), cell: (event) => <Who event={event} /> },
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
  const t = useText();
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
      showToast({ title: t('audit.error'), message: (error as Error).message, isDestructive: true });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        action={{ label: t('audit.exportCsv'), icon: IconDownload, onClick: exportCsv, isBusy: isExporting }}
      />
      <Card padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <Select
              label={t('audit.actionFilter')}
              placeholder={t('audit.allActions')}
              data={AUDIT_ACTIONS.map(({ key }) => ({ value: key, label: t(actionKey(key)) }))}
              value={action}
              clearable
              searchable
              onChange={changed(setAction)}
            />
            <TextInput
              label={t('audit.actorEmail')}
              placeholder={t('audit.actorPlaceholder')}
              value={actor}
              onChange={typed(setActor)}
            />
            <Select
              label={t('audit.targetFilter')}
              placeholder={t('audit.everything')}
              data={AUDIT_TARGET_TYPES.map(({ key }) => ({ value: key, label: t(targetKey(key)) }))}
              value={targetType}
              clearable
              onChange={changed(setTargetType)}
            />
            <TextInput label={t('audit.fromDate')} type="date" value={from} onChange={typed(setFrom)} />
            <TextInput label={t('audit.toDate')} type="date" value={to} onChange={typed(setTo)} />
          </SimpleGrid>
          <PagedList
            query={list}
            paging={paging}
            what={t('audit.trail')}
            pagesLabel={t('audit.pages')}
            retryLabel={t('audit.tryAgain')}
            empty={{ title: t('audit.emptyTitle'), text: t('audit.emptyText') }}
          >
            {(events) => (
              <>
                <Text size="sm" c="dimmed">
                  {list.data?.isTotalCapped
                    ? t('audit.countCapped', { count: formatNumber(list.data.total) })
                    : t('audit.count', { count: list.data?.total ?? 0 })}
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
