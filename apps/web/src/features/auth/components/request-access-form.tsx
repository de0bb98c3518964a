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
import direction from '../../../i18n/direction.module.css';
import { text, useText } from '../texts.ts';
import { AuthHeading } from './auth-frame.tsx';
import { wordMessage } from '../../../lib/contract-messages/word-message.ts';

const emptyForm = { fullName: '', email: '', unitNumber: '', mobile: '' };

/** Anyone may ask for access; an administrator reviews it. */
export function RequestAccessForm({ onDone }: { onDone: () => void }) {
  const t = useText();
  const requestAccess = useRequestAccess();
  const form = useForm({ initialValues: emptyForm, validate: fieldErrors(createAccessRequestSchema) });

  /** Input props where a missing required field turns red without text: the toast alone says what is wrong. */
  const inputProps = (field: keyof typeof emptyForm) => {
    const props = form.getInputProps(field);
    return props.error === wordMessage(MESSAGES.accessRequestFieldsRequired)
      ? { ...props, error: true }
      : props;
  };

  const submit = form.onSubmit(
    (values) => {
      requestAccess.mutate(
        { ...values, mobile: values.mobile.trim() ? values.mobile : null },
        {
          onSuccess: () => {
            showToast({
              title: text('auth.request.submitted'),
              message: text('auth.request.submittedText'),
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
              title: text('auth.request.failed'),
              message: text('auth.request.failedText'),
              isDestructive: true,
            });
          },
        },
      );
    },
    (errors) => {
      const isMissing = Object.values(errors).includes(wordMessage(MESSAGES.accessRequestFieldsRequired));
      showToast({
        title: text('auth.request.error'),
        message: isMissing
          ? wordMessage(MESSAGES.accessRequestFieldsRequired)
          : String(Object.values(errors)[0]),
        isDestructive: true,
      });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading title={t('auth.request.title')}>{t('auth.request.intro')}</AuthHeading>
        <TextInput
          label={t('auth.request.fullName')}
          required
          autoComplete="name"
          {...inputProps('fullName')}
        />
        <TextInput
          label={t('auth.request.email')}
          type="email"
          required
          autoComplete="email"
          {...inputProps('email')}
        />
        <TextInput
          label={t('auth.request.unitNumber')}
          required
          placeholder={t('auth.request.unitNumberExample')}
          {...inputProps('unitNumber')}
        />
        <TextInput
          label={t('auth.request.mobile')}
          description={t('auth.request.optional')}
          type="tel"
          autoComplete="tel"
          {...inputProps('mobile')}
        />
        <FailureAlert title={t('auth.request.notSent')} error={requestAccess.error} />
        <BusyButton
          type="submit"
          size="md"
          isBusy={requestAccess.isPending}
          busyLabel={t('auth.request.submitting')}
        >
          {t('auth.request.submit')}
        </BusyButton>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} className={direction.pointing} />}
          onClick={onDone}
        >
          {t('auth.request.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
