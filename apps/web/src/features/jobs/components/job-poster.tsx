import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconUsersGroup } from '@tabler/icons-react';
import { useText } from '../texts.ts';

/**
 * Who to write to about a job: the poster's address, or, for a job the committee published, the committee (never
 * an administrator's own address).
 */
export function JobPoster({ job }: { job: PublicJob }) {
  const t = useText();
  if (!job.posterEmail || job.isPostedByCommittee) {
    return (
      <Group gap={6} wrap="nowrap" c="dimmed">
        <IconUsersGroup size={14} aria-hidden />
        <Text size="xs" inherit>
          {t('jobs.postedByCommittee')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconMail size={14} aria-hidden />
      <Anchor href={`mailto:${job.posterEmail}`} size="xs" truncate>
        {job.posterEmail}
      </Anchor>
    </Group>
  );
}
