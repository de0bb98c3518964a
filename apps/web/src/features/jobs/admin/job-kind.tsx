import type { AdminJob, JobFields } from '@hub/contract/jobs/job.schema';
import {
  type ModeratedPostKind,
  ReviewField,
  ReviewGrid,
  ReviewSection,
} from '../../moderated-posts/index.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import {
  type JobFormValues,
  JobFormFields,
  toAdminInput,
  toFormValues,
  useJobForm,
} from '../components/job-form-fields.tsx';

function JobDetails({ post: job }: { post: AdminJob }) {
  return (
    <ReviewSection title="Job Information">
      <ReviewGrid>
        <ReviewField label="Location">{job.location}</ReviewField>
        <ReviewField label="Industry">{job.industry}</ReviewField>
        <ReviewField label="Job Type">{job.jobType}</ReviewField>
        <ReviewField label="Experience Level">{job.experienceLevel}</ReviewField>
        <ReviewField label="Salary Range">{job.salaryRange}</ReviewField>
        <ReviewField label="Required Skills">{job.skills}</ReviewField>
        <ReviewField label="Job Description" isWide>
          {job.description}
        </ReviewField>
        <ReviewField label="Requirements" isWide>
          {job.requirements}
        </ReviewField>
      </ReviewGrid>
    </ReviewSection>
  );
}

/** Jobs on the dashboard: the moderated-post tab and dialogs with the job's form, fields and words. */
export const JOB_KIND: ModeratedPostKind<AdminJob, JobFormValues, JobFields> = {
  kind: 'jobs',
  noun: 'job',
  title: 'Job',
  plural: 'Jobs',
  texts: {
    createForm: 'Create Job',
    createIntro: 'Published at once, with your e-mail as the poster.',
    listIntro: 'Jobs residents posted wait here as pending until you approve or reject them.',
    emptyText: 'Create one with the form, or wait for residents to post.',
    review: 'Review',
    createFailed: 'Failed to create job',
    updateFailed: 'Failed to update job',
    poster: 'Poster Email',
    removeMessage: () => 'Delete this job? It moves to Removed Items.',
  },
  form: {
    useForm: (job) => useJobForm('admin', job),
    toValues: toFormValues,
    toInput: toAdminInput,
    Fields: ({ form }) => <JobFormFields form={form} mode="admin" />,
  },
  summary: (job) => [job.company, job.location, job.jobType],
  posted: (job) => `${formatLocalDateTime(job.createdAt)} · ${job.posterEmail}`,
  Details: JobDetails,
  reviewSize: 'lg',
  canEditFromReview: false,
};
