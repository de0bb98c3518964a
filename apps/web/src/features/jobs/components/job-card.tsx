import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCash, IconMapPin } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/dates.ts';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { postDetailsPath } from '../../../lib/post-paths.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { JobPoster } from './job-poster.tsx';
import { SkillBadges } from '../../../components/skill-badges.tsx';
import { MetaLine } from '../../../components/meta-line.tsx';
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';

type Props = {
  job: PublicJob;
  /** Opens the job's full text beside the list (or full screen); the title is also a plain link to it. */
  onOpen: (job: PublicJob) => void;
  /** The job whose full text is open beside the list. */
  isOpen?: boolean;
  /** Apply Now (or Applied) and Save. */
  actions: ReactNode;
};

/** One approved job on /careers; its title opens the whole job. */
export function JobCard({ job, onOpen, isOpen = false, actions }: Props) {
  const t = useText();
  const choices = useChoiceLabels();
  const skills = splitSkills(job.skills);
  return (
    <Card
      component="article"
      aria-label={job.title}
      aria-current={isOpen || undefined}
      h="100%"
      style={{
        display: 'flex',
        borderColor: isOpen ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <div>
          <Title order={3} fz="lg" lh={1.3}>
            <Anchor
              component={Link}
              to={postDetailsPath('job', job.id)}
              dir="auto"
              inherit
              c="inherit"
              onClick={(event: MouseEvent) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(job);
              }}
            >
              {job.title}
            </Anchor>
          </Title>
          <Group gap={6} mt={4} wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <Text fw={500} size="sm" truncate dir="auto">
              {job.company}
            </Text>
          </Group>
        </div>
        {/* Job type, level, industry and location are optional on jobs an administrator created. */}
        {(job.jobType || job.experienceLevel || job.industry) && (
          <Group gap={6}>
            {job.jobType && <Badge variant="light">{choices.jobType(job.jobType)}</Badge>}
            {job.experienceLevel && (
              <Badge variant="light" color="indigo">
                {choices.experienceLevel(job.experienceLevel)}
              </Badge>
            )}
            {job.industry && (
              <Badge variant="outline" color="gray">
                {choices.industry(job.industry)}
              </Badge>
            )}
          </Group>
        )}
        {(job.location || job.salaryRange) && (
          <Stack gap={4}>
            {job.location && <MetaLine icon={IconMapPin}>{job.location}</MetaLine>}
            {job.salaryRange && <MetaLine icon={IconCash}>{job.salaryRange}</MetaLine>}
          </Stack>
        )}
        <Text size="sm" lineClamp={3} dir="auto">
          {job.description}
        </Text>
        <SkillBadges skills={skills} />
        <Stack gap={2} mt="auto" pt="xs">
          <Text size="xs" c="dimmed">
            {t('jobs.postedOn', { date: formatLongDate(job.createdAt) })}
          </Text>
          <JobPoster job={job} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Skeleton h={22} w="70%" />
        <Skeleton h={14} w="45%" />
        <Group gap={6}>
          <Skeleton h={20} w={70} radius="xl" />
          <Skeleton h={20} w={80} radius="xl" />
          <Skeleton h={20} w={60} radius="xl" />
        </Group>
        <Skeleton h={12} w="55%" />
        <Skeleton h={12} />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
        <Skeleton h={36} mt="sm" />
      </Stack>
    </Card>
  );
}
