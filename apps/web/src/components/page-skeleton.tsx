import { Skeleton, Stack } from '@mantine/core';
import { PageContainer } from './page-container.tsx';

/** What a page shows while its code or first data loads. */
export function PageSkeleton() {
  return (
    <PageContainer>
      <Stack gap="md" role="status" aria-busy aria-label="Loading page">
        <Skeleton height={36} width="40%" radius="md" />
        <Skeleton height={18} width="60%" radius="md" />
        <Skeleton height={180} radius="lg" mt="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    </PageContainer>
  );
}
