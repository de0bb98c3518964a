import type { AdminProfile, CreateCorporateProfileInput } from '@hub/contract/directory/profile.schema';
import { FILE_RULES, fileTooLargeMessage, maxMegabytes } from '@hub/contract/files/file.schema';
import { Progress, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { FileField } from '../../../components/file-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { ChoiceField, LongTextField, SkillsField } from '../../../components/form-fields.tsx';
import { text, useText } from './texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** What the corporate form holds: text as typed, and null for a Select nothing was picked in yet. */
export type CorporateValues = {
  name: string;
  title: string;
  company: string;
  contact: string;
  industry: string | null;
  experienceLevel: string | null;
  phone: string;
  linkedinUrl: string;
  skills: string;
  bio: string;
  howCanYouSupport: string;
};

export const emptyCorporate: CorporateValues = {
  name: '',
  title: '',
  company: '',
  contact: '',
  industry: null,
  experienceLevel: null,
  phone: '',
  linkedinUrl: '',
  skills: '',
  bio: '',
  howCanYouSupport: '',
};

export const corporateToForm = (profile: AdminProfile): CorporateValues => ({
  name: profile.name,
  title: profile.title,
  company: profile.company ?? '',
  contact: profile.contact ?? '',
  industry: profile.industry,
  experienceLevel: profile.experienceLevel,
  phone: profile.phone ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
  skills: profile.skills.join(', '),
  bio: profile.bio ?? '',
  howCanYouSupport: profile.howCanYouSupport ?? '',
});

/** The values as the server takes them; call after validation (the Selects then hold listed values). */
export const toCorporatePayload = (values: CorporateValues) => ({
  ...values,
  industry: values.industry as CreateCorporateProfileInput['industry'],
  experienceLevel: values.experienceLevel as CreateCorporateProfileInput['experienceLevel'],
});

/** Portfolio: pdf, doc, docx, ppt or pptx, under 10MB (admin.md sections 5 and 9). */
const PORTFOLIO_ACCEPT = FILE_RULES.portfolio.extensions;
const PORTFOLIO_MAX_MB = maxMegabytes('portfolio');

/** A refused portfolio: too large gets the spec's own toast, a wrong type the file control's message. */
function rejectPortfolio(message: string) {
  if (message === fileTooLargeMessage(PORTFOLIO_MAX_MB))
    showToast({
      title: text('directory.admin.fileTooLarge'),
      message: text('directory.admin.portfolioTooLarge'),
      isDestructive: true,
    });
  else showToast({ title: text('directory.admin.error'), message, isDestructive: true });
}

/** Uploads a portfolio ahead of the profile; answers its storageId, or null after saying it failed. */
async function uploadPortfolio(file: File, onProgress: (percent: number) => void) {
  try {
    return (await uploadFile(file, 'portfolio', onProgress)).storageId;
  } catch (error) {
    showToast({
      title: text('directory.admin.error'),
      message: text('directory.admin.portfolioUploadFailed', {
        reason: error instanceof Error ? error.message : '',
      }).trim(),
      isDestructive: true,
    });
    return null;
  }
}

/** A portfolio uploaded for a save that then failed belongs to nothing: it is deleted, not left behind. */
export function discardPortfolio(storageId: string | null | undefined) {
  if (storageId) api.delete(`/files/${storageId}`).catch(() => undefined);
}

/**
 * The portfolio a form has chosen and its upload, which comes before the profile is saved. `upload()` answers
 * the new storageId, undefined when no file was chosen, or null when the upload failed (and said so).
 */
export function usePortfolio() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async () => {
    if (!file) return undefined;
    setProgress(0);
    const storageId = await uploadPortfolio(file, setProgress);
    setProgress(null);
    return storageId;
  };
  return { file, setFile, progress, isUploading: progress !== null, upload };
}

/**
 * The portfolio's file field and, while it uploads, its progress; `isReplacing` when the profile has a portfolio
 * already, which the chosen file then replaces.
 */
export function PortfolioField({
  portfolio,
  isReplacing = false,
}: {
  portfolio: ReturnType<typeof usePortfolio>;
  isReplacing?: boolean;
}) {
  const t = useText();
  const limits = { extensions: PORTFOLIO_ACCEPT.join(', '), megabytes: PORTFOLIO_MAX_MB };
  return (
    <>
      <FileField
        label={isReplacing ? t('directory.admin.replacePortfolio') : t('directory.admin.portfolio')}
        accept={PORTFOLIO_ACCEPT}
        maxMegabytes={PORTFOLIO_MAX_MB}
        value={portfolio.file}
        onChange={portfolio.setFile}
        onReject={rejectPortfolio}
        description={
          isReplacing
            ? t('directory.admin.replacePortfolioHint', limits)
            : t('directory.admin.portfolioHint', limits)
        }
      />
      {portfolio.progress !== null && (
        <Progress value={portfolio.progress} animated aria-label={t('directory.admin.uploadProgress')} />
      )}
    </>
  );
}

/** The corporate profile's fields, for the create form and the edit dialog. */
export function CorporateFormFields({
  form,
  isCreating,
}: {
  form: UseFormReturnType<CorporateValues>;
  isCreating: boolean;
}) {
  const t = useText();
  const { industryOptions, experienceLevelOptions } = useChoiceLabels();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('directory.admin.name')} required {...form.getInputProps('name')} />
        <TextInput
          label={t('directory.admin.jobTitle')}
          required
          placeholder={t('directory.admin.jobTitlePlaceholder')}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('directory.admin.company')}
          required={isCreating}
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('directory.admin.contactEmail')}
          type="email"
          required={isCreating}
          {...form.getInputProps('contact')}
        />
        <ChoiceField
          label={t('directory.admin.industry')}
          data={industryOptions}
          {...form.getInputProps('industry')}
        />
        <ChoiceField
          label={t('directory.admin.experienceLevel')}
          data={experienceLevelOptions}
          {...form.getInputProps('experienceLevel')}
        />
        <TextInput label={t('directory.admin.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput
          label={t('directory.admin.linkedinUrl')}
          type="url"
          placeholder={t('directory.admin.linkedinPlaceholder')}
          {...form.getInputProps('linkedinUrl')}
        />
      </SimpleGrid>
      <SkillsField example={t('directory.admin.skillsExample')} {...form.getInputProps('skills')} />
      <LongTextField label={t('directory.admin.bio')} lines={[2, 6]} {...form.getInputProps('bio')} />
      <LongTextField
        label={t('directory.admin.howCanYouSupport')}
        lines={[2, 6]}
        {...form.getInputProps('howCanYouSupport')}
      />
    </Stack>
  );
}
