import { Badge } from '@mantine/core';

/** A decision's state: posts and access requests both wait as pending until approved or rejected. */
type DecisionStatus = 'pending' | 'approved' | 'rejected';

const STATUS_COLORS: Record<DecisionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** The status filter of a list of decisions, 'All' first. */
export const STATUS_FILTERS = [
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
