import { createAccessRequestSchema } from '@hub/contract/access-requests/access-request.schema';
import { MESSAGES } from '@hub/contract/messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { fieldErrors, showServerFieldErrors } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRequestAccess } from '../api/request-access.ts';
import { AuthHeading } from './auth-frame.tsx';

const emptyForm = { fullName: '', email: '', unitNumber: '', mobile: '' };

/** Anyone may ask for access; an administrator reviews it. */
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
          // The spec's words; why stays in the form as the server says it: beside the field it names (a malformed
          // e-mail), or above the button (too many requests, and when to try again). An address that already has
          // access, or is already waiting, is answered like any other, so those reasons never come.
          onError: (error) => {
            showServerFieldErrors(form, error);
            showToast({
              title: 'Request Failed',
              message: 'Unable to submit request. Please try again.',
              isDestructive: true,
            });
          },
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
        <FailureAlert title="Your request was not sent" error={requestAccess.error} />
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
