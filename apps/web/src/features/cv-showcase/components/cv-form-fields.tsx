import { CV_SECTION_CHOICES, CV_SECTION_OTHER, type CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { CV_SECTIONS } from '@hub/contract/enums';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CSSProperties } from 'react';
import { ContactPrivacyFields } from '../../../components/contact-privacy-fields.tsx';

/** What the upload form and the edit dialog hold: text as typed, null for an unchosen section. */
export type CvFormValues = {
  name: string;
  email: string;
  phone: string;
  title: string;
  section: string | null;
  customSector: string;
  bio: string;
  skills: string;
  experience: string;
  education: string;
  yearsOfExperience: number | string;
  linkedinUrl: string;
  showEmail: boolean;
  showPhone: boolean;
};
export type CvForm = UseFormReturnType<CvFormValues>;

const isListed = (section: string) => (CV_SECTIONS as readonly string[]).includes(section);

/** A CV's values for the form; a custom sector shows as Other with its text. */
export const toCvFormValues = (cv?: Partial<CvEntry> | null): CvFormValues => {
  const section = cv?.section ?? null;
  const isCustom = section !== null && !isListed(section);
  return {
    name: cv?.name ?? '',
    email: cv?.email ?? '',
    phone: cv?.phone ?? '',
    title: cv?.title ?? '',
    section: isCustom ? CV_SECTION_OTHER : section,
    customSector: isCustom ? (section ?? '') : '',
    bio: cv?.bio ?? '',
    skills: cv?.skills?.join(', ') ?? '',
    experience: cv?.experience ?? '',
    education: cv?.education ?? '',
    yearsOfExperience: cv?.yearsOfExperience ?? '',
    linkedinUrl: cv?.linkedinUrl ?? '',
    showEmail: cv?.showEmail ?? true,
    showPhone: cv?.showPhone ?? true,
  };
};

/** The multipart fields: blank optional fields sent empty (which clears them); the custom sector only with Other. */
export const toCvFields = ({ customSector, email, ...values }: CvFormValues, hasEmail = true) => ({
  ...values,
  ...(hasEmail ? { email } : {}),
  ...(values.section === CV_SECTION_OTHER ? { customSector } : {}),
});

const fullWidth: CSSProperties = { gridColumn: '1 / -1' };
const SECTION_OPTIONS = [...CV_SECTION_CHOICES];

/**
 * The CV fields in the spec's order; the e-mail can be left out (owners who are not the uploader cannot change
 * it when editing).
 */
export function CvFormFields({ form, hasEmail = true }: { form: CvForm; hasEmail?: boolean }) {
  const isOther = form.values.section === CV_SECTION_OTHER;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} />
      {hasEmail && (
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      )}
      <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      <TextInput
        label="Professional Title"
        required
        placeholder="e.g. Data Analyst"
        {...form.getInputProps('title')}
      />
      <Select
        label="Section"
        required
        placeholder="Choose a section"
        data={SECTION_OPTIONS}
        searchable
        nothingFoundMessage="No option found."
        {...form.getInputProps('section')}
      />
      {isOther && (
        <TextInput
          label="Custom Sector"
          required
          placeholder="e.g. Aviation"
          {...form.getInputProps('customSector')}
        />
      )}
      <Textarea
        label="Bio"
        autosize
        minRows={3}
        maxRows={8}
        style={fullWidth}
        {...form.getInputProps('bio')}
      />
      <TextInput
        label="Skills"
        description="Separate skills with commas (or ; | /)"
        placeholder="e.g. SQL, Python, Tableau"
        style={fullWidth}
        {...form.getInputProps('skills')}
      />
      <Textarea
        label="Experience"
        autosize
        minRows={3}
        maxRows={8}
        style={fullWidth}
        {...form.getInputProps('experience')}
      />
      <Textarea
        label="Education"
        autosize
        minRows={2}
        maxRows={6}
        style={fullWidth}
        {...form.getInputProps('education')}
      />
      <NumberInput
        label="Years of Experience"
        min={0}
        max={80}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('yearsOfExperience')}
      />
      <TextInput
        label="LinkedIn URL"
        type="url"
        placeholder="https://linkedin.com/in/your-name"
        {...form.getInputProps('linkedinUrl')}
      />
      <ContactPrivacyFields form={form} style={fullWidth} />
    </SimpleGrid>
  );
}
