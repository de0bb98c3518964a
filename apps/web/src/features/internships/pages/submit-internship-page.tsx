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

function Submitted({ onAnother }: { onAnother: () => void }) {
  return (
    // Worded apart from the success toast ('Internship Submitted'), so no text shows twice at once; the link
    // is not named after the navigation's 'Internships' either.
    <SubmittedCard
      title="Thank you!"
      text={
        <>
          Your internship is waiting for an administrator to approve it. It will appear on the Internships
          page once approved.
        </>
      }
      actions={
        <>
          <Button component={Link} to="/internships">
            See all listings
          </Button>
          <Button variant="default" onClick={onAnother}>
            Submit Another Internship
          </Button>
        </>
      }
    />
  );
}

/** /submit-internship: any member offers an internship; it is listed once an administrator approves it. */
export function SubmitInternshipPage() {
  const form = useInternshipForm();
  const submit = useSubmitInternship();
  const [isSubmitted, setIsSubmitted] = useState(false);

  const send = form.onSubmit((values) => {
    submit.mutate(toInput(values), {
      onSuccess: () => {
        showToast({
          title: 'Internship Submitted',
          message: 'Your internship posting has been submitted for admin approval.',
        });
        form.reset();
        setIsSubmitted(true);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        showToast({
          title: 'Submission Failed',
          message: error.message || 'Failed to submit internship. Please try again.',
          isDestructive: true,
        });
      },
    });
  });

  return (
    <PageContainer size="md">
      <PageHeader
        title="Submit Internship"
        description="Offer an internship to the community. An administrator reviews it before it is listed."
      />
      {isSubmitted ? (
        <Submitted onAnother={() => setIsSubmitted(false)} />
      ) : (
        <FormCard
          onSubmit={send}
          actions={{
            submitLabel: 'Submit Internship',
            busyLabel: 'Submitting...',
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
