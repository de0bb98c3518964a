import type { PublicJob } from '@hub/contract/jobs/job.schema';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PostDetails } from '../../../components/post-details.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { JobPoster } from './job-poster.tsx';

const NOT_SPECIFIED = 'Not specified';

/** A job's whole text for the details pane and the full-screen view; `actions` are Apply Now and Save. */
export function JobDetails({ job, actions }: { job: PublicJob; actions: ReactNode }) {
  return (
    <PostDetails
      title={job.title}
      company={job.company}
      badges={[
        ...(job.jobType ? [{ label: job.jobType }] : []),
        ...(job.experienceLevel ? [{ label: job.experienceLevel, color: 'indigo' }] : []),
        ...(job.industry ? [{ label: job.industry, color: 'gray', variant: 'outline' as const }] : []),
      ]}
      facts={[
        { label: 'Location', value: job.location ?? NOT_SPECIFIED },
        { label: 'Salary Range', value: job.salaryRange ?? NOT_SPECIFIED },
        { label: 'Job Type', value: job.jobType ?? NOT_SPECIFIED },
        { label: 'Experience Level', value: job.experienceLevel ?? NOT_SPECIFIED },
        { label: 'Industry', value: job.industry ?? NOT_SPECIFIED },
        { label: 'Posted', value: formatLongDate(job.createdAt) },
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
