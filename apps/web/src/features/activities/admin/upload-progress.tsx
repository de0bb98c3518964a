import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../api/admin-activities.ts';
import { useText } from './texts.ts';

/** What is uploading and how far it is. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const t = useText();
  if (!progress) return null;
  const label = t(
    progress.purpose === 'image' ? 'activities.admin.uploadingImage' : 'activities.admin.uploadingDocument',
  );
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('activities.admin.uploadProgress', { label, percent: progress.percent })}
      </Text>
      <Progress value={progress.percent} animated aria-label={label} />
    </Stack>
  );
}
