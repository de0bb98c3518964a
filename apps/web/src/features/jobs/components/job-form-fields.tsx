import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POSTER_ROLES } from '@hub/contract/enums';
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

/** The choices residents must make and administrators may leave empty. */
const RESIDENT_CHOICES = [
  { label: 'Experience Level', field: 'experienceLevel', data: EXPERIENCE_LEVELS },
  { label: 'Industry', field: 'industry', data: INDUSTRIES },
  { label: 'Job Type', field: 'jobType', data: JOB_TYPES },
] as const;

/**
 * The thirteen job fields, shared by every job form. Residents must fill in all but requirements and salary
 * range; administrators only title, company, role, description, contact e-mail and phone.
 */
export function JobFormFields({ form, mode }: { form: JobForm; mode: JobFormMode }) {
  // Required from residents only.
  const isResident = mode === 'resident';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label="Job Title" required {...form.getInputProps('title')} />
        <TextInput label="Company" required autoComplete="organization" {...form.getInputProps('company')} />
        <ChoiceField
          label="Your Role in Company"
          required
          data={POSTER_ROLES}
          allowDeselect={false}
          {...form.getInputProps('posterRole')}
        />
        <TextInput
          label="Location"
          required={isResident}
          placeholder="e.g. New Cairo, or Remote"
          {...form.getInputProps('location')}
        />
        {RESIDENT_CHOICES.map(({ label, field, data }) => (
          <ChoiceField
            key={field}
            label={label}
            required={isResident}
            data={data}
            allowDeselect={!isResident}
            {...form.getInputProps(field)}
          />
        ))}
        <TextInput
          label="Salary Range"
          placeholder="Optional, e.g. 20,000 - 30,000 EGP"
          {...form.getInputProps('salaryRange')}
        />
      </SimpleGrid>
      <LongTextField
        label="Job Description"
        required
        lines={[3, 10]}
        {...form.getInputProps('description')}
      />
      <LongTextField
        label="Requirements"
        placeholder="Optional"
        lines={[2, 8]}
        {...form.getInputProps('requirements')}
      />
      <TextInput
        label="Required Skills"
        required={isResident}
        placeholder="Separate skills with commas, e.g. Excel, SAP, IFRS"
        {...form.getInputProps('skills')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <EmailField label="Contact Email" required {...form.getInputProps('contactEmail')} />
        <PhoneField label="Contact Phone" required {...form.getInputProps('contactPhone')} />
      </SimpleGrid>
    </Stack>
  );
}
