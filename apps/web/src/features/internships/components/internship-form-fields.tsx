import { INTERNSHIP_DURATIONS, INTERNSHIP_SECTORS, POSTER_ROLES } from '@hub/contract/enums';
import {
  type AdminInternship,
  type InternshipInput,
  internshipFieldsSchema,
  internshipInputSchema,
} from '@hub/contract/internships/internship.schema';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { fieldErrors } from '../../../lib/form.ts';
import {
  ChoiceField,
  FULL_WIDTH,
  LongTextField,
  SkillsField,
  WholeNumberField,
} from '../../../components/form-fields.tsx';

/** What the form holds: strings as typed, null for an unchosen select, the positions as NumberInput gives them. */
export type InternshipFormValues = {
  title: string;
  company: string;
  posterRole: string | null;
  description: string;
  requirements: string;
  skills: string;
  department: string | null;
  duration: string | null;
  isPaid: boolean;
  stipend: string;
  location: string;
  positions: number | string;
  contactEmail: string;
  contactPhone: string;
  startDate: string;
  applicationDeadline: string;
};
export type InternshipForm = UseFormReturnType<InternshipFormValues>;

/** What the form shows of an internship, or an empty form. Jobs' form has the same helpers under the same names. */
export const toFormValues = (internship?: AdminInternship | null): InternshipFormValues => ({
  title: internship?.title ?? '',
  company: internship?.company ?? '',
  posterRole: internship?.posterRole ?? null,
  description: internship?.description ?? '',
  requirements: internship?.requirements ?? '',
  skills: internship?.skills ?? '',
  department: internship?.department ?? null,
  duration: internship?.duration ?? null,
  isPaid: internship?.isPaid ?? false,
  stipend: internship?.stipend ?? '',
  location: internship?.location ?? '',
  positions: internship?.positions ?? 1,
  contactEmail: internship?.contactEmail ?? '',
  contactPhone: internship?.contactPhone ?? '',
  startDate: internship?.startDate ?? '',
  applicationDeadline: internship?.applicationDeadline ?? '',
});

/** The form for submitting, creating and editing an internship, validated by the contract's schema. */
export function useInternshipForm(internship?: AdminInternship | null) {
  return useForm<InternshipFormValues>({
    initialValues: toFormValues(internship),
    validate: fieldErrors(internshipFieldsSchema),
    clearInputErrorOnChange: true,
  });
}

/** The payload: trimmed, blank optional fields as null, the stipend dropped unless paid. Call after validation. */
export const toInput = (values: InternshipFormValues): InternshipInput => internshipInputSchema.parse(values);

export function InternshipFormFields({ form }: { form: InternshipForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <TextInput label="Company" required {...form.getInputProps('company')} />
      <ChoiceField
        label="Role"
        description="Your role in the company"
        placeholder="Select your role"
        required
        data={POSTER_ROLES}
        {...form.getInputProps('posterRole')}
      />
      <ChoiceField
        label="Industry"
        description="Optional"
        placeholder="Select industry"
        data={INTERNSHIP_SECTORS}
        {...form.getInputProps('department')}
      />
      <LongTextField
        label="Description"
        required
        isWide
        lines={[4, 12]}
        {...form.getInputProps('description')}
      />
      <LongTextField label="Requirements" isWide lines={[2, 8]} {...form.getInputProps('requirements')} />
      <SkillsField example="Excel, SQL, Presentation" isWide {...form.getInputProps('skills')} />
      <Select
        label="Duration"
        placeholder="Select duration"
        required
        data={INTERNSHIP_DURATIONS}
        {...form.getInputProps('duration')}
      />
      <TextInput
        label="Location"
        placeholder="e.g. New Cairo or Remote"
        {...form.getInputProps('location')}
      />
      <WholeNumberField label="Positions" min={1} {...form.getInputProps('positions')} />
      <Checkbox
        label="Paid Internship"
        mt={{ base: 0, sm: 30 }}
        {...form.getInputProps('isPaid', { type: 'checkbox' })}
      />
      {form.values.isPaid && (
        <TextInput
          label="Stipend"
          placeholder="e.g. EGP 5,000 a month"
          style={FULL_WIDTH}
          {...form.getInputProps('stipend')}
        />
      )}
      <TextInput
        label="Contact Email"
        type="email"
        required
        description="Only administrators see the contact email and phone"
        {...form.getInputProps('contactEmail')}
      />
      <TextInput label="Contact Phone" type="tel" {...form.getInputProps('contactPhone')} />
      <TextInput
        label="Start Date"
        placeholder="e.g. September 1, 2026"
        {...form.getInputProps('startDate')}
      />
      <TextInput
        label="Application Deadline"
        placeholder="e.g. August 15, 2026"
        {...form.getInputProps('applicationDeadline')}
      />
    </SimpleGrid>
  );
}
