import type { AdminJob, JobFields } from '@hub/contract/jobs/job.schema';
import {
  type ModeratedPostKind,
  type ModeratedPostTexts,
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
import { useChoiceLabels } from '../choice-labels.ts';
import { useText as useFormText } from '../texts.ts';
import { useText } from './texts.ts';

function JobDetails({ post: job }: { post: AdminJob }) {
  const t = useText();
  const label = useFormText();
  const choices = useChoiceLabels();
  return (
    <ReviewSection title={t('jobs.admin.information')}>
      <ReviewGrid>
        <ReviewField label={label('jobs.location')}>{job.location}</ReviewField>
        <ReviewField label={label('jobs.industry')}>
          {job.industry && choices.industry(job.industry)}
        </ReviewField>
        <ReviewField label={label('jobs.jobType')}>{job.jobType && choices.jobType(job.jobType)}</ReviewField>
        <ReviewField label={label('jobs.experienceLevel')}>
          {job.experienceLevel && choices.experienceLevel(job.experienceLevel)}
        </ReviewField>
        <ReviewField label={label('jobs.salaryRange')}>{job.salaryRange}</ReviewField>
        <ReviewField label={label('jobs.skills')}>{job.skills}</ReviewField>
        <ReviewField label={label('jobs.description')} isWide>
          {job.description}
        </ReviewField>
        <ReviewField label={label('jobs.requirements')} isWide>
          {job.requirements}
        </ReviewField>
      </ReviewGrid>
    </ReviewSection>
  );
}

/** A job's words on the dashboard, in the active language. */
function useJobTexts(): ModeratedPostTexts<AdminJob> {
  const t = useText();
  const { posterRole, jobType } = useChoiceLabels();
  return {
    noun: t('jobs.admin.noun'),
    title: t('jobs.admin.title'),
    plural: t('jobs.admin.plural'),
    what: t('jobs.admin.what'),
    createForm: t('jobs.admin.createForm'),
    createIntro: t('jobs.admin.createIntro'),
    listIntro: t('jobs.admin.listIntro'),
    emptyText: t('jobs.admin.emptyText'),
    review: t('jobs.admin.review'),
    createFailed: t('jobs.admin.createFailed'),
    updateFailed: t('jobs.admin.updateFailed'),
    poster: t('jobs.admin.poster'),
    posterRole,
    removeMessage: () => t('jobs.admin.removeMessage'),
    summary: (job) => [job.company, job.location, job.jobType && jobType(job.jobType)],
    posted: (job) =>
      t('jobs.admin.posted', { date: formatLocalDateTime(job.createdAt), email: job.posterEmail }),
  };
}

/** Jobs on the dashboard: the moderated-post tab and dialogs with the job's form, fields and words. */
export const JOB_KIND: ModeratedPostKind<AdminJob, JobFormValues, JobFields> = {
  kind: 'jobs',
  useTexts: useJobTexts,
  form: {
    useForm: (job) => useJobForm('admin', job),
    toValues: toFormValues,
    toInput: toAdminInput,
    Fields: ({ form }) => <JobFormFields form={form} mode="admin" />,
  },
  Details: JobDetails,
  reviewSize: 'lg',
  canEditFromReview: false,
};
