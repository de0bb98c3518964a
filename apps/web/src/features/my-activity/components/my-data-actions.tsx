import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { showToast } from '../../../lib/toast.ts';

/** 'Delete my account': what goes and what stays, a code mailed to me, then the deletion. */
function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signOut, user } = useAuth();
  const navigate = useNavigate();
  const sendCode = useMutation({ mutationFn: () => api.post('/me/account/deletion-code') });
  const remove = useMutation({ mutationFn: (value: string) => api.delete('/me/account', { code: value }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(SIGN_IN_MESSAGES.codeFormat);
    remove.mutate(code, {
      onSuccess: async () => {
        await signOut();
        navigate('/login', { replace: true });
        showToast({ title: 'Account deleted', message: 'Your account and your data were deleted.' });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Delete my account">
      <Stack>
        <Text size="sm">Deleting your account removes, for good:</Text>
        <List size="sm" spacing={4}>
          <List.Item>your CV in the CV Showcase and your directory profile, with their files;</List.Item>
          <List.Item>
            your sessions, mail settings and job alerts, and your place on the residents list;
          </List.Item>
          <List.Item>your name, e-mail, phone, cover letter and CV from your applications.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          The committee keeps that an application was made and its status, and the jobs and internships you
          posted (without your address). Download your data first if you want a copy.
        </Text>
        {!isCodeSent ? (
          <BusyButton
            color="red"
            isBusy={sendCode.isPending}
            busyLabel="Sending..."
            onClick={() =>
              sendCode.mutate(undefined, {
                onSuccess: () => setIsCodeSent(true),
                onError: (failure) => setError(failure.message),
              })
            }
          >
            Send me a confirmation code
          </BusyButton>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Alert variant="light" color="blue">
                A 6-digit code is on its way to {user?.email}. It works for 10 minutes.
              </Alert>
              <TextInput
                label="Confirmation code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={error}
                onChange={(event) => {
                  setCode(event.currentTarget.value.replace(/\D/g, ''));
                  setError(null);
                }}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <BusyButton type="submit" color="red" isBusy={remove.isPending} busyLabel="Deleting...">
                  Delete my account
                </BusyButton>
              </Group>
            </Stack>
          </form>
        )}
        {!isCodeSent && error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Modal>
  );
}

/** My data: a copy of everything the app holds about me, and leaving for good. */
export function MyDataActions() {
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    await downloadFile('/me/data').catch((error: Error) =>
      showToast({ title: 'Error', message: error.message, isDestructive: true }),
    );
    setIsDownloading(false);
  };
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconDownload size={16} />}
        variant="light"
        loading={isDownloading}
        onClick={download}
      >
        Download my data
      </Button>
      <Button
        leftSection={<IconTrash size={16} />}
        color="red"
        variant="subtle"
        onClick={() => setIsDeleting(true)}
      >
        Delete my account
      </Button>
      {isDeleting && <DeleteAccountDialog opened onClose={() => setIsDeleting(false)} />}
    </Group>
  );
}
