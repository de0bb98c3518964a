import { Badge, SegmentedControl } from '@mantine/core';
import type { MessageId } from '../i18n/i18n.ts';
import { useText } from '../i18n/language-provider.tsx';

/** A decision's state: posts and access requests both wait as pending until approved or rejected. */
type DecisionStatus = 'pending' | 'approved' | 'rejected';

const STATUS_COLORS: Record<DecisionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

const STATUS_NAMES: Record<DecisionStatus, MessageId> = {
  pending: 'status.pending',
  approved: 'status.approved',
  rejected: 'status.rejected',
};

/** The filter's choices: the value sent to the server, and its label's key. */
const STATUS_FILTERS: { value: string; labelKey: MessageId }[] = [
  { value: 'all', labelKey: 'statusFilter.all' },
  { value: 'pending', labelKey: 'statusFilter.pending' },
  { value: 'approved', labelKey: 'statusFilter.approved' },
  { value: 'rejected', labelKey: 'statusFilter.rejected' },
];

export function StatusBadge({ status }: { status: DecisionStatus }) {
  const t = useText();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
      {t(STATUS_NAMES[status])}
    </Badge>
  );
}

/** The status filter of a list of decisions, 'All' first; its value lives in usePagedList. */
export function StatusFilter({ paging }: { paging: { filter: string; setFilter: (value: string) => void } }) {
  const t = useText();
  return (
    <SegmentedControl
      data={STATUS_FILTERS.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
      value={paging.filter}
      onChange={paging.setFilter}
      aria-label={t('statusFilter.label')}
    />
  );
}
