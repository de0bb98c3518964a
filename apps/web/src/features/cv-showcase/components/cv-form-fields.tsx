import { CV_SECTION_CHOICES, CV_SECTION_OTHER, type CvEntry } from '@hub/contract/cv-showcase/cv.schema';
import { CV_SECTIONS } from '@hub/contract/enums';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ContactPrivacyFields } from '../../../components/contact-privacy-fields.tsx';
import {
  ChoiceField,
  EmailField,
  FULL_WIDTH,
  LongTextField,
  PhoneField,
  SkillsField,
  WholeNumberField,
} from '../../../components/form-fields.tsx';
import { sectionLabel, useText } from '../texts.ts';

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

/**
 * The CV fields in the spec's order; the e-mail can be left out (owners who are not the uploader cannot change
 * it when editing).
 */
export function CvFormFields({ form, hasEmail = true }: { form: CvForm; hasEmail?: boolean }) {
  const t = useText();
  const isOther = form.values.section === CV_SECTION_OTHER;
  const sectionOptions = CV_SECTION_CHOICES.map((section) => ({
    value: section,
    label: sectionLabel(t, section),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('cv-showcase.fullName')}
        required
        autoComplete="name"
        {...form.getInputProps('name')}
      />
      {hasEmail && <EmailField label={t('cv-showcase.email')} required {...form.getInputProps('email')} />}
      <PhoneField label={t('cv-showcase.phone')} {...form.getInputProps('phone')} />
      <TextInput
        label={t('cv-showcase.professionalTitle')}
        required
        placeholder={t('cv-showcase.titleExample')}
        {...form.getInputProps('title')}
      />
      <ChoiceField
        label={t('cv-showcase.section')}
        required
        placeholder={t('cv-showcase.chooseSection')}
        data={sectionOptions}
        {...form.getInputProps('section')}
      />
      {isOther && (
        <TextInput
          label={t('cv-showcase.customSector')}
          required
          placeholder={t('cv-showcase.sectorExample')}
          {...form.getInputProps('customSector')}
        />
      )}
      <LongTextField label={t('cv-showcase.bio')} isWide {...form.getInputProps('bio')} />
      <SkillsField
        example={t('cv-showcase.skillsExample')}
        description={t('cv-showcase.skillsHint')}
        isWide
        {...form.getInputProps('skills')}
      />
      <LongTextField label={t('cv-showcase.experience')} isWide {...form.getInputProps('experience')} />
      <LongTextField
        label={t('cv-showcase.education')}
        isWide
        lines={[2, 6]}
        {...form.getInputProps('education')}
      />
      <WholeNumberField
        label={t('cv-showcase.yearsOfExperienceLabel')}
        min={0}
        max={80}
        {...form.getInputProps('yearsOfExperience')}
      />
      <TextInput
        label={t('cv-showcase.linkedinUrl')}
        type="url"
        placeholder={t('cv-showcase.linkedinExample')}
        {...form.getInputProps('linkedinUrl')}
      />
      <ContactPrivacyFields form={form} style={FULL_WIDTH} />
    </SimpleGrid>
  );
}
