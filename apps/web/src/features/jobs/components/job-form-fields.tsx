import {
  type AdminJob,
  adminJobInputSchema,
  type JobFields,
  jobInputSchema,
  type NewJob,
} from '@hub/contract/jobs/job.schema';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { fieldErrors } from '../../../lib/form.ts';
import { ChoiceField, EmailField, LongTextField, PhoneField } from '../../../components/form-fields.tsx';
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';

/** What the job form holds: text as typed, and null for a Select nothing was picked in yet. */
export type JobFormValues = {
  title: string;
  company: string;
  posterRole: string | null;
  location: string;
  description: string;
  requirements: string;
  skills: string;
  salaryRange: string;
  contactEmail: string;
  contactPhone: string;
  experienceLevel: string | null;
  industry: string | null;
  jobType: string | null;
};
export type JobForm = UseFormReturnType<JobFormValues>;

/** What the form shows of a job, or an empty form. Internships' form has the same helpers under the same names. */
export const toFormValues = (job?: AdminJob | null): JobFormValues => ({
  title: job?.title ?? '',
  company: job?.company ?? '',
  posterRole: job?.posterRole ?? null,
  location: job?.location ?? '',
  description: job?.description ?? '',
  requirements: job?.requirements ?? '',
  skills: job?.skills ?? '',
  salaryRange: job?.salaryRange ?? '',
  contactEmail: job?.contactEmail ?? '',
  contactPhone: job?.contactPhone ?? '',
  experienceLevel: job?.experienceLevel ?? null,
  industry: job?.industry ?? null,
  jobType: job?.jobType ?? null,
});

/**
 * Who fills the form in: a resident posting a job (spec/residents.md section 5, thirteen fields, most
 * required) or an administrator on the dashboard (spec/admin.md section 5, six required).
 */
export type JobFormMode = 'resident' | 'admin';

/** The job form, showing `job` (or empty), validated with the contract schema the server uses for that mode. */
export const useJobForm = (mode: JobFormMode, job?: AdminJob | null) =>
  useForm<JobFormValues>({
    initialValues: toFormValues(job),
    validate: fieldErrors(mode === 'admin' ? adminJobInputSchema : jobInputSchema),
  });

/** The values as the server takes them (trimmed, blank optional fields as null); call after validation. */
export const toInput = (values: JobFormValues): NewJob => jobInputSchema.parse(values);
/** The same for the dashboard's forms, where location, skills and the three lists may be left empty. */
export const toAdminInput = (values: JobFormValues): JobFields => adminJobInputSchema.parse(values);

/**
 * The thirteen job fields, shared by every job form. Residents must fill in all but requirements and salary
 * range; administrators only title, company, role, description, contact e-mail and phone.
 */
export function JobFormFields({ form, mode }: { form: JobForm; mode: JobFormMode }) {
  const t = useText();
  const choices = useChoiceLabels();
  // Required from residents only.
  const isResident = mode === 'resident';
  // The choices residents must make and administrators may leave empty.
  const residentChoices = [
    { labelKey: 'jobs.experienceLevel', field: 'experienceLevel', data: choices.experienceLevelOptions },
    { labelKey: 'jobs.industry', field: 'industry', data: choices.industryOptions },
    { labelKey: 'jobs.jobType', field: 'jobType', data: choices.jobTypeOptions },
  ] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('jobs.jobTitle')} required {...form.getInputProps('title')} />
        <TextInput
          label={t('jobs.company')}
          required
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <ChoiceField
          label={t('jobs.posterRole')}
          required
          data={choices.posterRoleOptions}
          allowDeselect={false}
          {...form.getInputProps('posterRole')}
        />
        <TextInput
          label={t('jobs.location')}
          required={isResident}
          placeholder={t('jobs.locationPlaceholder')}
          {...form.getInputProps('location')}
        />
        {residentChoices.map(({ labelKey, field, data }) => (
          <ChoiceField
            key={field}
            label={t(labelKey)}
            required={isResident}
            data={data}
            allowDeselect={!isResident}
            {...form.getInputProps(field)}
          />
        ))}
        <TextInput
          label={t('jobs.salaryRange')}
          placeholder={t('jobs.salaryPlaceholder')}
          {...form.getInputProps('salaryRange')}
        />
      </SimpleGrid>
      <LongTextField
        label={t('jobs.description')}
        required
        lines={[3, 10]}
        {...form.getInputProps('description')}
      />
      <LongTextField
        label={t('jobs.requirements')}
        placeholder={t('jobs.optional')}
        lines={[2, 8]}
        {...form.getInputProps('requirements')}
      />
      <TextInput
        label={t('jobs.skills')}
        required={isResident}
        placeholder={t('jobs.skillsPlaceholder')}
        {...form.getInputProps('skills')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <EmailField label={t('jobs.contactEmail')} required {...form.getInputProps('contactEmail')} />
        <PhoneField label={t('jobs.contactPhone')} required {...form.getInputProps('contactPhone')} />
      </SimpleGrid>
    </Stack>
  );
}
