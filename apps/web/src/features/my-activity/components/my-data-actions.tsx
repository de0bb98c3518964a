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
import { useText } from '../texts.ts';

/** 'Delete my account': what goes and what stays, a code mailed to me, then the deletion. */
function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signOut, user } = useAuth();
  const navigate = useNavigate();
  const sendCode = useMutation({ mutationFn: () => api.post('/me/account/deletion-code') });
  const remove = useMutation({ mutationFn: (value: string) => api.delete('/me/account', { code: value }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('my-activity.codeFormat'));
    remove.mutate(code, {
      onSuccess: async () => {
        await signOut();
        navigate('/login', { replace: true });
        showToast({
          title: t('my-activity.accountDeletedTitle'),
          message: t('my-activity.accountDeletedMessage'),
        });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('my-activity.deleteAccount')}>
      <Stack>
        <Text size="sm">{t('my-activity.deleteIntro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('my-activity.deleteRemovesCv')}</List.Item>
          <List.Item>{t('my-activity.deleteRemovesSessions')}</List.Item>
          <List.Item>{t('my-activity.deleteRemovesApplications')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('my-activity.deleteKeeps')}
        </Text>
        {!isCodeSent ? (
          <BusyButton
            color="red"
            isBusy={sendCode.isPending}
            busyLabel={t('my-activity.sending')}
            onClick={() =>
              sendCode.mutate(undefined, {
                onSuccess: () => setIsCodeSent(true),
                onError: (failure) => setError(failure.message),
              })
            }
          >
            {t('my-activity.sendCode')}
          </BusyButton>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Alert variant="light" color="blue">
                {t('my-activity.codeSent', { email: user?.email ?? '' })}
              </Alert>
              <TextInput
                label={t('my-activity.codeLabel')}
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
                  {t('my-activity.cancel')}
                </Button>
                <BusyButton
                  type="submit"
                  color="red"
                  isBusy={remove.isPending}
                  busyLabel={t('my-activity.deleting')}
                >
                  {t('my-activity.deleteAccount')}
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
  const t = useText();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    await downloadFile('/me/data').catch((error: Error) =>
      showToast({ title: t('my-activity.errorTitle'), message: error.message, isDestructive: true }),
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
        {t('my-activity.downloadData')}
      </Button>
      <Button
        leftSection={<IconTrash size={16} />}
        color="red"
        variant="subtle"
        onClick={() => setIsDeleting(true)}
      >
        {t('my-activity.deleteAccount')}
      </Button>
      {isDeleting && <DeleteAccountDialog opened onClose={() => setIsDeleting(false)} />}
    </Group>
  );
}
