import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PostDetails } from '../../../components/post-details.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';
import { JobPoster } from './job-poster.tsx';

/** A job's whole text for the details pane and the full-screen view; `actions` are Apply Now and Save. */
export function JobDetails({ job, actions }: { job: PublicJob; actions: ReactNode }) {
  const t = useText();
  const choices = useChoiceLabels();
  const notSpecified = t('jobs.notSpecified');
  return (
    <PostDetails
      title={job.title}
      company={job.company}
      badges={[
        ...(job.jobType ? [{ label: choices.jobType(job.jobType) }] : []),
        ...(job.experienceLevel
          ? [{ label: choices.experienceLevel(job.experienceLevel), color: 'indigo' }]
          : []),
        ...(job.industry
          ? [{ label: choices.industry(job.industry), color: 'gray', variant: 'outline' as const }]
          : []),
      ]}
      facts={[
        { label: t('jobs.location'), value: job.location ?? notSpecified },
        { label: t('jobs.salaryRange'), value: job.salaryRange ?? notSpecified },
        { label: t('jobs.jobType'), value: job.jobType ? choices.jobType(job.jobType) : notSpecified },
        {
          label: t('jobs.experienceLevel'),
          value: job.experienceLevel ? choices.experienceLevel(job.experienceLevel) : notSpecified,
        },
        { label: t('jobs.industry'), value: job.industry ? choices.industry(job.industry) : notSpecified },
        { label: t('jobs.posted'), value: formatLongDate(job.createdAt) },
      ]}
      description={job.description}
      requirements={job.requirements}
      skills={splitSkills(job.skills)}
      actions={actions}
      footer={
        <Text size="sm" c="dimmed" component="div">
          <JobPoster job={job} />
        </Text>
      }
    />
  );
}
