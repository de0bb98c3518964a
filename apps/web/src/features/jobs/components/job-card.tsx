import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCash, IconMail, IconMapPin } from '@tabler/icons-react';
import { formatLongDate } from '../../../lib/dates.ts';
import { SkillBadges } from '../../../components/skill-badges.tsx';
import { MetaLine } from '../../../components/meta-line.tsx';

export const splitSkills = (skills: string | null) => [
  ...new Set(
    (skills ?? '')
      .split(/[,;\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];

/** One approved job on /careers. */
export function JobCard({ job, onApply }: { job: PublicJob; onApply: (job: PublicJob) => void }) {
  const skills = splitSkills(job.skills);
  return (
    <Card component="article" aria-label={job.title} h="100%" style={{ display: 'flex' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <div>
          <Title order={3} fz="lg" lh={1.3}>
            {job.title}
          </Title>
          <Group gap={6} mt={4} wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <Text fw={500} size="sm" truncate>
              {job.company}
            </Text>
          </Group>
        </div>
        {/* Job type, level, industry and location are optional on jobs an administrator created. */}
        {(job.jobType || job.experienceLevel || job.industry) && (
          <Group gap={6}>
            {job.jobType && <Badge variant="light">{job.jobType}</Badge>}
            {job.experienceLevel && (
              <Badge variant="light" color="indigo">
                {job.experienceLevel}
              </Badge>
            )}
            {job.industry && (
              <Badge variant="outline" color="gray">
                {job.industry}
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
        <Text size="sm" lineClamp={3}>
          {job.description}
        </Text>
        <SkillBadges skills={skills} />
        <Stack gap={2} mt="auto" pt="xs">
          <Text size="xs" c="dimmed">
            Posted {formatLongDate(job.createdAt)}
          </Text>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMail size={14} aria-hidden />
            <Anchor href={`mailto:${job.posterEmail}`} size="xs" truncate>
              {job.posterEmail}
            </Anchor>
          </Group>
        </Stack>
        <Button fullWidth onClick={() => onApply(job)} aria-label={`Apply Now: ${job.title}`}>
          Apply Now
        </Button>
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
