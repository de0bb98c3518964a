import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../api/admin-activities.ts';

/** What is uploading and how far it is. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {progress.label}... {progress.percent}%
      </Text>
      <Progress value={progress.percent} animated aria-label={progress.label} />
    </Stack>
  );
}
