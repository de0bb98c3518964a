import {
  type JoinCommunityInput,
  joinCommunitySchema,
  PROFILE_MESSAGES,
  type Profile,
} from '@hub/contract/directory/profile.schema';
import { Button, Progress, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { OwnEntryPage } from '../../../components/own-entry-page.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ContactPrivacyFields } from '../../../components/contact-privacy-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useJoinCommunity, useOwnProfile } from '../api/profiles.ts';
import { OwnProfileFields, useOwnProfileForm } from '../components/own-profile-form.tsx';
import {
  ChoiceField,
  EmailField,
  LongTextField,
  PhoneField,
  SkillsField,
} from '../../../components/form-fields.tsx';
import { FormCard, SubmittedCard } from '../../../components/form-card.tsx';
import { useText } from '../texts.ts';
import { useChoiceLabels } from '../choice-labels.ts';

/** What the form holds: text as typed, and null while no area of expertise is picked. */
type Values = {
  name: string;
  email: string;
  title: string;
  company: string;
  phone: string;
  showEmail: boolean;
  showPhone: boolean;
  industry: string | null;
  skills: string;
  linkedinUrl: string;
  bio: string;
  howCanYouSupport: string;
};

function Joined({ name }: { name: string }) {
  const t = useText();
  return (
    <SubmittedCard
      title={t('directory.joinedTitle')}
      text={t('directory.joinedText', { name })}
      actions={
        <Button component={Link} to="/directory">
          {t('directory.goToDirectory')}
        </Button>
      }
    />
  );
}

/** The spec's join form, for a member who has no professional profile yet. */
function JoinForm({
  onJoined,
  onAlreadyJoined,
}: {
  onJoined: (name: string) => void;
  onAlreadyJoined: () => void;
}) {
  const t = useText();
  const { industryOptions } = useChoiceLabels();
  const { user } = useAuth();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const join = useJoinCommunity(setProgress);
  const signedInEmail = user?.email ?? '';
  const validate = fieldErrors(joinCommunitySchema);
  const form = useForm<Values>({
    initialValues: {
      name: user?.name ?? '',
      email: signedInEmail,
      title: '',
      company: '',
      phone: '',
      showEmail: true,
      showPhone: true,
      industry: null,
      skills: '',
      linkedinUrl: '',
      bio: '',
      howCanYouSupport: '',
    },
    // The same rules as the server.
    validate,
    clearInputErrorOnChange: true,
  });

  const send = form.onSubmit((values) => {
    setProgress(0);
    join.mutate(
      // Validated above, so the industry is one of the listed ones.
      { input: { ...values, industry: values.industry as JoinCommunityInput['industry'] }, cv },
      {
        onSuccess: (profile) => {
          showToast({
            title: t('directory.welcomeTitle'),
            message: t('directory.welcomeMessage'),
          });
          onJoined(profile.name);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.cv) setCvError(fields.cv);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          showToast({
            title: t('directory.createFailedTitle'),
            message:
              error instanceof ApiError && error.status > 0 ? error.message : t('directory.createFailed'),
            isDestructive: true,
          });
          // Joined meanwhile (another tab): the page opens that profile for editing instead.
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            error.said.message === PROFILE_MESSAGES.alreadyJoined
          )
            onAlreadyJoined();
        },
      },
    );
  });

  return (
    <FormCard
      onSubmit={send}
      gap="md"
      actions={{
        submitLabel: t('directory.joinCommunity'),
        busyLabel: t('directory.submitting'),
        isBusy: join.isPending,
        cancelTo: '/directory',
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('directory.fullName')}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <EmailField
          label={t('directory.email')}
          required
          description={t('directory.signedInEmail')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('directory.professionalTitle')}
          required
          placeholder={t('directory.professionalTitlePlaceholder')}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('directory.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <PhoneField label={t('directory.phone')} {...form.getInputProps('phone')} />
        <ContactPrivacyFields form={form} />
        <ChoiceField
          label={t('directory.areaOfExpertise')}
          required
          data={industryOptions}
          {...form.getInputProps('industry')}
        />
      </SimpleGrid>
      <SkillsField example={t('directory.skillsExample')} {...form.getInputProps('skills')} />
      <TextInput
        label={t('directory.linkedinUrl')}
        type="url"
        placeholder={t('directory.linkedinPlaceholder')}
        {...form.getInputProps('linkedinUrl')}
      />
      <LongTextField label={t('directory.bio')} {...form.getInputProps('bio')} />
      <LongTextField
        label={t('directory.howCanYouSupport')}
        placeholder={t('directory.howCanYouSupportPlaceholder')}
        {...form.getInputProps('howCanYouSupport')}
      />
      <FileField
        label={t('directory.cv')}
        description={t('directory.cvHint')}
        value={cv}
        error={cvError}
        onChange={(file) => {
          setCv(file);
          setCvError(null);
        }}
        onReject={setCvError}
      />
      {join.isPending && cv && (
        <Progress value={progress} animated aria-label={t('directory.uploadProgress')} />
      )}
      <FailureAlert title={t('directory.notCreated')} error={join.error} />
    </FormCard>
  );
}

/** A member's own profile, open for editing: each member joins once, then changes what they joined with. */
function EditOwnProfile({ profile }: { profile: Profile }) {
  const t = useText();
  const edit = useOwnProfileForm(profile);
  return (
    <PageContainer size="md">
      <PageHeader
        title={t('directory.editYourProfile')}
        description={t('directory.editYourProfileDescription')}
        actions={
          <Button component={Link} to="/directory" variant="default" leftSection={<IconUsers size={18} />}>
            {t('directory.viewDirectory')}
          </Button>
        }
      />
      <FormCard
        onSubmit={edit.save}
        gap="md"
        actions={{
          isBusy: edit.update.isPending,
          isSubmitDisabled: edit.isIncomplete,
          cancelTo: '/directory',
        }}
      >
        <OwnProfileFields edit={edit} />
        <FailureAlert title={t('directory.changesNotSaved')} error={edit.update.error} />
      </FormCard>
    </PageContainer>
  );
}

/**
 * /join-community: a member creates their professional profile, with an optional CV; one who has joined already
 * finds their profile here open for editing, so nobody fills in a form that would be refused.
 */
export function JoinCommunityPage() {
  const t = useText();
  const own = useOwnProfile();
  const [joinedName, setJoinedName] = useState<string | null>(null);

  return (
    <OwnEntryPage
      query={own}
      entry={own.data?.profile}
      header={{ title: t('directory.joinTitle'), description: t('directory.joinDescription') }}
      failedTitle={t('directory.ownProfileFailed')}
      done={joinedName && <Joined name={joinedName} />}
      edit={(profile) => <EditOwnProfile key={profile.id} profile={profile} />}
      create={<JoinForm onJoined={setJoinedName} onAlreadyJoined={() => void own.refetch()} />}
    />
  );
}
