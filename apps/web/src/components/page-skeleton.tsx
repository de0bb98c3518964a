import { Stack } from '@mantine/core';
import { PageContainer } from './page-container.tsx';
import { GroupSkeleton, skeletonGroupClass } from './skeleton-group.tsx';

/** What a page shows while its code or first data loads. */
export function PageSkeleton() {
  return (
    <PageContainer>
      <Stack gap="md" role="status" aria-busy aria-label="Loading page" className={skeletonGroupClass}>
        <GroupSkeleton height={36} width="40%" radius="md" />
        <GroupSkeleton height={18} width="60%" radius="md" />
        <GroupSkeleton height={180} radius="lg" mt="lg" />
        <GroupSkeleton height={180} radius="lg" />
      </Stack>
    </PageContainer>
  );
}
