import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { confirmThenRun } from '../../../components/confirm.ts';
import { DeviceRow } from '../../../components/device-row.tsx';
import { showToast } from '../../../lib/toast.ts';
import { canUsePasskeys, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';
import { useText } from '../texts.ts';

/**
 * 'Passkeys': sign in with this device's screen lock instead of a code or password. Each passkey is named, listed
 * and removable; for an administrator a passkey is the second factor too.
 */
export function PasskeysCard() {
  const t = useText();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('passkeys.card.nameRequired'));
      return;
    }
    try {
      await add.mutateAsync(name.trim());
      setName('');
      showToast({ title: t('passkeys.card.addedTitle'), message: t('passkeys.card.addedMessage') });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('passkeys.card.addFailed'));
    }
  };

  return (
    <Card padding="lg" component="section" aria-label={t('passkeys.card.title')}>
      <Title order={2} fz="lg" mb={4}>
        {t('passkeys.card.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('passkeys.card.intro')}
      </Text>
      <Stack gap="sm">
        {passkeys.isPending ? (
          <Skeleton h={40} />
        ) : passkeys.isError ? (
          <Alert color="red" title={t('passkeys.card.loadFailed')}>
            {passkeys.error.message}
          </Alert>
        ) : passkeys.data.items.length === 0 ? (
          <Text size="sm">{t('passkeys.card.none')}</Text>
        ) : (
          passkeys.data.items.map((passkey) => (
            <DeviceRow
              key={passkey.id}
              icon={<IconFingerprint size={18} aria-hidden />}
              name={passkey.name}
              createdAt={passkey.createdAt}
              lastUsed={{ at: passkey.lastUsedAt, verb: t('passkeys.card.lastUsed') }}
              action={
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('passkeys.card.removeOf', { name: passkey.name })}
                  onClick={() =>
                    confirmThenRun(
                      {
                        title: t('passkeys.card.deleteTitle'),
                        message: t('passkeys.card.deleteMessage', { name: passkey.name }),
                        confirmLabel: t('passkeys.card.delete'),
                      },
                      {
                        run: () => remove.mutateAsync(passkey.id),
                        success: t('passkeys.card.removed'),
                        failure: t('passkeys.card.deleteFailed'),
                      },
                    )
                  }
                >
                  {t('passkeys.card.remove')}
                </Button>
              }
            />
          ))
        )}
        {canUsePasskeys() ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('passkeys.card.nameLabel')}
                placeholder={t('passkeys.card.nameExample')}
                maxLength={100}
                value={name}
                error={error}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(null);
                }}
                style={{ flex: '1 1 220px' }}
              />
              <Button
                type="submit"
                loading={add.isPending}
                leftSection={<IconFingerprint size={16} aria-hidden />}
              >
                {t('passkeys.card.add')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t('passkeys.card.cannotMake')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
