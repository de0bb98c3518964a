import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useSubmitInternship } from '../api/internships.ts';
import { InternshipFormFields, toInput, useInternshipForm } from '../components/internship-form-fields.tsx';
import { showServerFieldErrors } from '../../../lib/form.ts';
import { FormCard, SubmittedCard } from '../../../components/form-card.tsx';
import { useText } from '../texts.ts';

function Submitted({ onAnother }: { onAnother: () => void }) {
  const t = useText();
  return (
    // Worded apart from the success toast ('Internship Submitted'), so no text shows twice at once; the link
    // is not named after the navigation's 'Internships' either.
    <SubmittedCard
      title={t('internships.thankYou')}
      text={t('internships.waitingForApproval')}
      actions={
        <>
          <Button component={Link} to="/internships">
            {t('internships.seeAllListings')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('internships.submitAnother')}
          </Button>
        </>
      }
    />
  );
}

/** /submit-internship: any member offers an internship; it is listed once an administrator approves it. */
export function SubmitInternshipPage() {
  const t = useText();
  const form = useInternshipForm();
  const submit = useSubmitInternship();
  const [isSubmitted, setIsSubmitted] = useState(false);

  const send = form.onSubmit((values) => {
    submit.mutate(toInput(values), {
      onSuccess: () => {
        showToast({
          title: t('internships.submittedTitle'),
          message: t('internships.submittedMessage'),
        });
        form.reset();
        setIsSubmitted(true);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        showToast({
          title: t('internships.submitFailedTitle'),
          message: error.message || t('internships.submitFailed'),
          isDestructive: true,
        });
      },
    });
  });

  return (
    <PageContainer size="md">
      <PageHeader
        title={t('internships.submitInternship')}
        description={t('internships.submitPageDescription')}
      />
      {isSubmitted ? (
        <Submitted onAnother={() => setIsSubmitted(false)} />
      ) : (
        <FormCard
          onSubmit={send}
          actions={{
            submitLabel: t('internships.submit'),
            busyLabel: t('internships.submitting'),
            isBusy: submit.isPending,
            cancelTo: '/internships',
          }}
        >
          <InternshipFormFields form={form} />
        </FormCard>
      )}
    </PageContainer>
  );
}
