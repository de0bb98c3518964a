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
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';

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
  const t = useText();
  const choices = useChoiceLabels();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label={t('internships.title')} required {...form.getInputProps('title')} />
      <TextInput label={t('internships.company')} required {...form.getInputProps('company')} />
      <ChoiceField
        label={t('internships.posterRole')}
        description={t('internships.posterRoleDescription')}
        placeholder={t('internships.posterRolePlaceholder')}
        required
        data={choices.posterRoleOptions}
        {...form.getInputProps('posterRole')}
      />
      <ChoiceField
        label={t('internships.industry')}
        description={t('internships.optional')}
        placeholder={t('internships.industryPlaceholder')}
        data={choices.sectorOptions}
        {...form.getInputProps('department')}
      />
      <LongTextField
        label={t('internships.description')}
        required
        isWide
        lines={[4, 12]}
        {...form.getInputProps('description')}
      />
      <LongTextField
        label={t('internships.requirements')}
        isWide
        lines={[2, 8]}
        {...form.getInputProps('requirements')}
      />
      <SkillsField example={t('internships.skillsExample')} isWide {...form.getInputProps('skills')} />
      <Select
        label={t('internships.duration')}
        placeholder={t('internships.durationPlaceholder')}
        required
        data={choices.durationOptions}
        {...form.getInputProps('duration')}
      />
      <TextInput
        label={t('internships.location')}
        placeholder={t('internships.locationPlaceholder')}
        {...form.getInputProps('location')}
      />
      <WholeNumberField label={t('internships.positions')} min={1} {...form.getInputProps('positions')} />
      <Checkbox
        label={t('internships.isPaid')}
        mt={{ base: 0, sm: 30 }}
        {...form.getInputProps('isPaid', { type: 'checkbox' })}
      />
      {form.values.isPaid && (
        <TextInput
          label={t('internships.stipend')}
          placeholder={t('internships.stipendPlaceholder')}
          style={FULL_WIDTH}
          {...form.getInputProps('stipend')}
        />
      )}
      <TextInput
        label={t('internships.contactEmail')}
        type="email"
        required
        description={t('internships.contactEmailDescription')}
        {...form.getInputProps('contactEmail')}
      />
      <TextInput label={t('internships.contactPhone')} type="tel" {...form.getInputProps('contactPhone')} />
      <TextInput
        label={t('internships.startDate')}
        placeholder={t('internships.startDatePlaceholder')}
        {...form.getInputProps('startDate')}
      />
      <TextInput
        label={t('internships.applicationDeadline')}
        placeholder={t('internships.applicationDeadlinePlaceholder')}
        {...form.getInputProps('applicationDeadline')}
      />
    </SimpleGrid>
  );
}
