import { jobKeys } from '../../jobs/api/job-keys.ts';

/** The match queries; the job options sit under the dashboard's jobs, so any change to jobs refreshes them. */
export const cvMatchKeys = {
  all: ['admin', 'cv-match'] as const,
  forJob: (jobId: string | null) => [...cvMatchKeys.all, 'job', jobId] as const,
  forCv: (cvId: string | null) => [...cvMatchKeys.all, 'cv', cvId] as const,
  jobOptions: [...jobKeys.admin, 'options'] as const,
};
