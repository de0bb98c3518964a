import { createAccessRequestSchema } from '@hub/contract/access-requests/access-request.schema';
import { MESSAGES } from '@hub/contract/messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRequestAccess } from '../api/request-access.ts';
import { AuthHeading } from './auth-frame.tsx';

const emptyForm = { fullName: '', email: '', unitNumber: '', mobile: '' };

/** Anyone may ask for access; an administrator reviews it. */
/**
 * The refusal the form explains itself: a 4xx with the server's reason (too many requests, and when to try again).
 * A 409's reason is the toast's message already; a server failure's words are not for residents.
 */
const reasonInForm = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 && error.status !== 409 ? error : null;

export function RequestAccessForm({ onDone }: { onDone: () => void }) {
  const requestAccess = useRequestAccess();
  const form = useForm({ initialValues: emptyForm, validate: fieldErrors(createAccessRequestSchema) });

  /** Input props where a missing required field turns red without text: the toast alone says what is wrong. */
  const inputProps = (field: keyof typeof emptyForm) => {
    const props = form.getInputProps(field);
    return props.error === MESSAGES.accessRequestFieldsRequired ? { ...props, error: true } : props;
  };

  const submit = form.onSubmit(
    (values) => {
      requestAccess.mutate(
        { ...values, mobile: values.mobile.trim() ? values.mobile : null },
        {
          onSuccess: () => {
            showToast({
              title: 'Request Submitted',
              message: "Your access request has been submitted. You'll receive an email once approved.",
            });
            form.reset();
            onDone();
          },
          // The toast keeps the spec's words (or a 409's own); why stays in the form as the server says it, with
          // when to try again after too many requests.
          onError: (error) =>
            showToast({
              title: 'Request Failed',
              // A 409 (a request already pending, or the e-mail already whitelisted) keeps the server's clear
              // message; every other failure gets the spec's text.
              message:
                error instanceof ApiError && error.status === 409 && error.message
                  ? error.message
                  : 'Unable to submit request. Please try again.',
              isDestructive: true,
            }),
        },
      );
    },
    (errors) => {
      const isMissing = Object.values(errors).includes(MESSAGES.accessRequestFieldsRequired);
      showToast({
        title: 'Error',
        message: isMissing ? MESSAGES.accessRequestFieldsRequired : String(Object.values(errors)[0]),
        isDestructive: true,
      });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading title="Request Access">
          Tell us who you are and where you live; an administrator will review your request.
        </AuthHeading>
        <TextInput label="Full Name" required autoComplete="name" {...inputProps('fullName')} />
        <TextInput
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          {...inputProps('email')}
        />
        <TextInput label="Unit Number" required placeholder="e.g. B-12" {...inputProps('unitNumber')} />
        <TextInput
          label="Mobile Number"
          description="Optional"
          type="tel"
          autoComplete="tel"
          {...inputProps('mobile')}
        />
        <FailureAlert title="Your request was not sent" error={reasonInForm(requestAccess.error)} />
        <BusyButton type="submit" size="md" isBusy={requestAccess.isPending} busyLabel="Submitting...">
          Submit Request
        </BusyButton>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onDone}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
