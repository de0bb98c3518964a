import { Skeleton, Stack } from '@mantine/core';

/** Loading rows for a list: skeletons, not a spinner. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading" aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}
