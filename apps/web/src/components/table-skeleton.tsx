import { Stack } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';
import { GroupSkeleton, skeletonGroupClass } from './skeleton-group.tsx';

/** Loading rows for a list: skeletons, not a spinner. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useText();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')} aria-busy className={skeletonGroupClass}>
      {Array.from({ length: rows }, (_, index) => (
        <GroupSkeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}
