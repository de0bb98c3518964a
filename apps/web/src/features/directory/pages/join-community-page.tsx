import { type JoinCommunityInput, joinCommunitySchema } from '@hub/contract/directory/profile.schema';
import { INDUSTRIES } from '@hub/contract/enums';
import { Button, Progress, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileField } from '../../../components/file-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ContactPrivacyFields } from '../../../components/contact-privacy-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useJoinCommunity } from '../api/profiles.ts';
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

/** /join-community: a member creates their professional profile, with an optional CV. */
export function JoinCommunityPage() {
  const { user } = useAuth();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [joinedName, setJoinedName] = useState<string | null>(null);
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
          setJoinedName(profile.name);
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
        },
      },
    );
  });

  return (
    <PageContainer size="md">
      <PageHeader
        title="Join Community"
        description="Add yourself to the professional directory so neighbours can find your expertise."
      />
      {joinedName ? (
        <Joined name={joinedName} />
      ) : (
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
        </FormCard>
      )}
    </PageContainer>
  );
}
