import {
  type JoinCommunityInput,
  joinCommunitySchema,
  PROFILE_MESSAGES,
  type Profile,
} from '@hub/contract/directory/profile.schema';
import { INDUSTRIES } from '@hub/contract/enums';
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

const FAILED = 'Failed to create profile. Please try again.';

const JOIN_HEADER = {
  title: 'Join Community',
  description: 'Add yourself to the professional directory so neighbours can find your expertise.',
};

function Joined({ name }: { name: string }) {
  return (
    <SubmittedCard
      title="You're in the directory"
      text={
        <>
          Thank you, {name}. Your professional profile has been created and is now listed in the directory,
          where neighbours can find you and get in touch.
        </>
      }
      actions={
        <Button component={Link} to="/directory">
          Go to Directory
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
            title: 'Welcome to the community!',
            message: 'Your professional profile is now in the directory.',
          });
          onJoined(profile.name);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.cv) setCvError(fields.cv);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          showToast({
            title: 'Failed to create profile',
            message: error instanceof ApiError && error.status > 0 ? error.message : FAILED,
            isDestructive: true,
          });
          // Joined meanwhile (another tab): the page opens that profile for editing instead.
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            error.message === PROFILE_MESSAGES.alreadyJoined
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
        submitLabel: 'Join Community',
        busyLabel: 'Submitting...',
        isBusy: join.isPending,
        cancelTo: '/directory',
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} />
        <EmailField
          label="Email"
          required
          description="The e-mail you signed in with"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Professional Title"
          required
          placeholder="e.g. Product Designer"
          {...form.getInputProps('title')}
        />
        <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
        <PhoneField label="Phone" {...form.getInputProps('phone')} />
        <ContactPrivacyFields form={form} />
        <ChoiceField
          label="Area of Expertise"
          required
          data={INDUSTRIES}
          {...form.getInputProps('industry')}
        />
      </SimpleGrid>
      <SkillsField example="Figma, User Research, Prototyping" {...form.getInputProps('skills')} />
      <TextInput
        label="LinkedIn URL"
        type="url"
        placeholder="https://linkedin.com/in/..."
        {...form.getInputProps('linkedinUrl')}
      />
      <LongTextField label="Bio" {...form.getInputProps('bio')} />
      <LongTextField
        label="How can you support the community?"
        placeholder="e.g. Mentoring, portfolio reviews, talks at the clubhouse"
        {...form.getInputProps('howCanYouSupport')}
      />
      <FileField
        label="CV"
        description="Optional · .pdf, .doc, .docx · up to 10MB"
        value={cv}
        error={cvError}
        onChange={(file) => {
          setCv(file);
          setCvError(null);
        }}
        onReject={setCvError}
      />
      {join.isPending && cv && <Progress value={progress} animated aria-label="Upload progress" />}
      <FailureAlert title="Your profile was not created" error={join.error} />
    </FormCard>
  );
}

/** A member's own profile, open for editing: each member joins once, then changes what they joined with. */
function EditOwnProfile({ profile }: { profile: Profile }) {
  const edit = useOwnProfileForm(profile);
  return (
    <PageContainer size="md">
      <PageHeader
        title="Edit Your Profile"
        description="You are already in the professional directory. Change your profile here: saving updates it, it does not add another."
        actions={
          <Button component={Link} to="/directory" variant="default" leftSection={<IconUsers size={18} />}>
            View Directory
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
        <FailureAlert title="Your changes were not saved" error={edit.update.error} />
      </FormCard>
    </PageContainer>
  );
}

/**
 * /join-community: a member creates their professional profile, with an optional CV; one who has joined already
 * finds their profile here open for editing, so nobody fills in a form that would be refused.
 */
export function JoinCommunityPage() {
  const own = useOwnProfile();
  const [joinedName, setJoinedName] = useState<string | null>(null);

  return (
    <OwnEntryPage
      query={own}
      entry={own.data?.profile}
      header={JOIN_HEADER}
      failedTitle="Could not check whether you are already in the directory"
      done={joinedName && <Joined name={joinedName} />}
      edit={(profile) => <EditOwnProfile key={profile.id} profile={profile} />}
      create={<JoinForm onJoined={setJoinedName} onAlreadyJoined={() => void own.refetch()} />}
    />
  );
}
