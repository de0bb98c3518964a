import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { confirmDelete } from '../../../components/confirm.ts';
import { DeviceRow } from '../../../components/device-row.tsx';
import { showToast } from '../../../lib/toast.ts';
import { canUsePasskeys, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

/**
 * 'Passkeys': sign in with this device's screen lock instead of a code or password. Each passkey is named, listed
 * and removable; for an administrator a passkey is the second factor too.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Please name this passkey');
      return;
    }
    try {
      await add.mutateAsync(name.trim());
      setName('');
      showToast({ title: 'Passkey added', message: 'You can now sign in with it from the login page.' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'This passkey could not be added. Try again.');
    }
  };

  return (
    <Card padding="lg" component="section" aria-label="Passkeys">
      <Title order={2} fz="lg" mb={4}>
        Passkeys
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Sign in with your fingerprint, face or screen lock instead of a code or password. A passkey stays on
        your device.
      </Text>
      <Stack gap="sm">
        {passkeys.isPending ? (
          <Skeleton h={40} />
        ) : passkeys.isError ? (
          <Alert color="red" title="Could not load your passkeys">
            {passkeys.error.message}
          </Alert>
        ) : passkeys.data.items.length === 0 ? (
          <Text size="sm">No passkeys yet.</Text>
        ) : (
          passkeys.data.items.map((passkey) => (
            <DeviceRow
              key={passkey.id}
              icon={<IconFingerprint size={18} aria-hidden />}
              name={passkey.name}
              createdAt={passkey.createdAt}
              lastUsed={{ at: passkey.lastUsedAt, verb: 'last used' }}
              action={
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Remove ${passkey.name}`}
                  onClick={() =>
                    confirmDelete(
                      'passkey',
                      `Remove '${passkey.name}'? You will no longer be able to sign in with it.`,
                      () => remove.mutateAsync(passkey.id),
                      'Passkey removed',
                    )
                  }
                >
                  Remove
                </Button>
              }
            />
          ))
        )}
        {canUsePasskeys() ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Passkey name"
                placeholder="e.g. My phone"
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
                Add a passkey
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            This browser cannot make passkeys.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
