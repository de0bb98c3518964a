import { Badge, SegmentedControl } from '@mantine/core';

/** A decision's state: posts and access requests both wait as pending until approved or rejected. */
type DecisionStatus = 'pending' | 'approved' | 'rejected';

const STATUS_COLORS: Record<DecisionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function StatusBadge({ status }: { status: DecisionStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}

/** The status filter of a list of decisions, 'All' first; its value lives in usePagedList. */
export function StatusFilter({ paging }: { paging: { filter: string; setFilter: (value: string) => void } }) {
  return (
    <SegmentedControl
      data={STATUS_FILTERS}
      value={paging.filter}
      onChange={paging.setFilter}
      aria-label="Filter by status"
    />
  );
}
