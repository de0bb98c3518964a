import type { PostStatus } from '@hub/contract/enums';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<PostStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
