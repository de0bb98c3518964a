import { Stack } from '@mantine/core';
import { GroupSkeleton, skeletonGroupClass } from './skeleton-group.tsx';

/** Loading rows for a list: skeletons, not a spinner. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading" aria-busy className={skeletonGroupClass}>
      {Array.from({ length: rows }, (_, index) => (
        <GroupSkeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}
