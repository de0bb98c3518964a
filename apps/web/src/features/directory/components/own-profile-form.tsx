import {
  type OwnerProfileUpdateInput,
  ownerProfileUpdateSchema,
  type Profile,
} from '@hub/contract/directory/profile.schema';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactPrivacyFields } from '../../../components/contact-privacy-fields.tsx';
import { ChoiceField, EmailField, LongTextField, PhoneField } from '../../../components/form-fields.tsx';
import { fieldErrors, submitWithFeedback, useFormShowing } from '../../../lib/form.ts';
import { useUpdateOwnProfile } from '../api/profiles.ts';
import { useText } from '../texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

type Values = {
  contact: string;
  name: string;
  title: string;
  company: string;
  bio: string;
  phone: string;
  linkedinUrl: string;
  industry: string | null;
  showEmail: boolean;
  showPhone: boolean;
};

const toForm = (profile: Profile | null): Values => ({
  contact: profile?.contact ?? '',
  name: profile?.name ?? '',
  title: profile?.title ?? '',
  company: profile?.company ?? '',
  bio: profile?.bio ?? '',
  phone: profile?.phone ?? '',
  linkedinUrl: profile?.linkedinUrl ?? '',
  industry: profile?.industry ?? null,
  showEmail: profile?.showEmail ?? true,
  showPhone: profile?.showPhone ?? true,
});

/**
 * The owner's edit of their profile, wherever it is shown (the directory's dialog, /join-community): the form,
 * loaded with `profile` when it changes to another one, and its submit, which saves with the spec's feedback and
 * then calls `onSaved`. Save waits while name or title is empty (`isIncomplete`).
 */
export function useOwnProfileForm(profile: Profile | null, onSaved?: () => void) {
  const t = useText();
  const update = useUpdateOwnProfile();
  const isCorporate = profile?.kind === 'corporate';
  const form = useForm<Values>({
    initialValues: toForm(profile),
    validate: fieldErrors(ownerProfileUpdateSchema),
  });

  useFormShowing(form, profile, toForm);

  const save = submitWithFeedback(form, ({ industry, ...values }) => {
    if (!profile) return null;
    // Professionals keep their area of expertise: their edit does not offer it.
    const changes = isCorporate
      ? { ...values, industry: industry as OwnerProfileUpdateInput['industry'] }
      : values;
    return {
      run: () => update.mutateAsync({ id: profile.id, changes }),
      success: isCorporate ? t('directory.corporateUpdated') : t('directory.profileUpdated'),
      failure: isCorporate ? t('directory.corporateUpdateFailed') : t('directory.profileUpdateFailed'),
      onDone: () => {
        form.resetDirty();
        onSaved?.();
      },
    };
  });

  const isIncomplete = !form.values.name.trim() || !form.values.title.trim();
  return { form, save, update, isCorporate, isIncomplete };
}

export type OwnProfileForm = ReturnType<typeof useOwnProfileForm>;

/**
 * The owner's fields, as the spec's edit dialogs list them: professional (name, title, company, bio, e-mail,
 * phone, LinkedIn) and corporate (adds industry). The server lets only the member who created the profile
 * change its e-mail.
 */
export function OwnProfileFields({ edit }: { edit: OwnProfileForm }) {
  const t = useText();
  const { industryOptions } = useChoiceLabels();
  const { form, isCorporate } = edit;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('directory.name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label={t('directory.jobTitle')} required {...form.getInputProps('title')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: isCorporate ? 2 : 1 }} spacing="sm">
        <TextInput label={t('directory.company')} {...form.getInputProps('company')} />
        {isCorporate && (
          <ChoiceField
            label={t('directory.industry')}
            data={industryOptions}
            {...form.getInputProps('industry')}
          />
        )}
      </SimpleGrid>
      <LongTextField label={t('directory.bio')} {...form.getInputProps('bio')} />
      <EmailField label={t('directory.email')} {...form.getInputProps('contact')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PhoneField label={t('directory.phone')} {...form.getInputProps('phone')} />
        <ContactPrivacyFields form={form} />
        <TextInput
          label={t('directory.linkedinUrl')}
          type="url"
          placeholder={t('directory.linkedinPlaceholder')}
          {...form.getInputProps('linkedinUrl')}
        />
      </SimpleGrid>
    </>
  );
}
