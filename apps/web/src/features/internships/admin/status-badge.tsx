import type { PostStatus } from '@hub/contract/enums';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<PostStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {status}
    </Badge>
  );
}
