import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, POSTER_ROLES } from '@hub/contract/enums';
import { type AdminJob, jobInputSchema, type NewJob } from '@hub/contract/jobs/job.schema';
import { Select, type SelectProps, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form.ts';

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

export const emptyJobForm: JobFormValues = {
  title: '',
  company: '',
  posterRole: null,
  location: '',
  description: '',
  requirements: '',
  skills: '',
  salaryRange: '',
  contactEmail: '',
  contactPhone: '',
  experienceLevel: null,
  industry: null,
  jobType: null,
};

export const jobToForm = (job: AdminJob | null): JobFormValues =>
  job
    ? {
        title: job.title,
        company: job.company,
        posterRole: job.posterRole,
        location: job.location,
        description: job.description,
        requirements: job.requirements ?? '',
        skills: job.skills,
        salaryRange: job.salaryRange ?? '',
        contactEmail: job.contactEmail,
        contactPhone: job.contactPhone,
        experienceLevel: job.experienceLevel,
        industry: job.industry,
        jobType: job.jobType,
      }
    : emptyJobForm;

/** The job form, validated with the contract schema the server uses. */
export const useJobForm = (initialValues: JobFormValues = emptyJobForm) =>
  useForm<JobFormValues>({ initialValues, validate: fieldErrors(jobInputSchema) });

/** The values as the server takes them (trimmed, blank optional fields as null); call after validation. */
export const toJobPayload = (values: JobFormValues): NewJob => jobInputSchema.parse(values);

/** Shows the server's field errors (400) next to the fields they belong to. */
export function showServerFieldErrors(form: JobForm, error: unknown) {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
}

const selectProps = (data: readonly string[]): Partial<SelectProps> => ({
  data: [...data],
  searchable: true,
  nothingFoundMessage: 'No option found.',
  allowDeselect: false,
  placeholder: 'Select...',
});

/** The thirteen job fields of spec/residents.md section 5 'Post job', shared by every job form. */
export function JobFormFields({ form }: { form: JobForm }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label="Job Title" required {...form.getInputProps('title')} />
        <TextInput label="Company" required autoComplete="organization" {...form.getInputProps('company')} />
        <Select
          label="Your Role in Company"
          required
          {...selectProps(POSTER_ROLES)}
          {...form.getInputProps('posterRole')}
        />
        <TextInput
          label="Location"
          required
          placeholder="e.g. New Cairo, or Remote"
          {...form.getInputProps('location')}
        />
        <Select
          label="Experience Level"
          required
          {...selectProps(EXPERIENCE_LEVELS)}
          {...form.getInputProps('experienceLevel')}
        />
        <Select label="Industry" required {...selectProps(INDUSTRIES)} {...form.getInputProps('industry')} />
        <Select label="Job Type" required {...selectProps(JOB_TYPES)} {...form.getInputProps('jobType')} />
        <TextInput
          label="Salary Range"
          placeholder="Optional, e.g. 20,000 - 30,000 EGP"
          {...form.getInputProps('salaryRange')}
        />
      </SimpleGrid>
      <Textarea
        label="Job Description"
        required
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
      />
      <Textarea
        label="Requirements"
        placeholder="Optional"
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('requirements')}
      />
      <TextInput
        label="Required Skills"
        required
        placeholder="Separate skills with commas, e.g. Excel, SAP, IFRS"
        {...form.getInputProps('skills')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Contact Email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('contactEmail')}
        />
        <TextInput
          label="Contact Phone"
          type="tel"
          required
          autoComplete="tel"
          {...form.getInputProps('contactPhone')}
        />
      </SimpleGrid>
    </Stack>
  );
}
