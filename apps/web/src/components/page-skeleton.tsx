import { Stack } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';
import { PageContainer } from './page-container.tsx';
import { GroupSkeleton, skeletonGroupClass } from './skeleton-group.tsx';

/** What a page shows while its code or first data loads. */
export function PageSkeleton() {
  const t = useText();
  return (
    <PageContainer>
      <Stack
        gap="md"
        role="status"
        aria-busy
        aria-label={t('pageSkeleton.loading')}
        className={skeletonGroupClass}
      >
        <GroupSkeleton height={36} width="40%" radius="md" />
        <GroupSkeleton height={18} width="60%" radius="md" />
        <GroupSkeleton height={180} radius="lg" mt="lg" />
        <GroupSkeleton height={180} radius="lg" />
      </Stack>
    </PageContainer>
  );
}
