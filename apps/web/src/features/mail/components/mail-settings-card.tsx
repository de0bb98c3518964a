import { Alert, Card, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { showToast } from '../../../lib/toast.ts';
import { useMailSettings, useSetMailPreference } from '../api/mail.ts';

/** One switch per kind of mail. Sign-in codes always come: they are only sent when asked for. */
export function MailSettingsCard() {
  const settings = useMailSettings();
  const setPreference = useSetMailPreference();
  return (
    <Card padding="lg">
      {settings.isPending ? (
        <Stack>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={48} />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" title="Could not load your notification settings">
          {settings.error.message}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Mails go to {settings.data.email}. Sign-in codes and links are always sent, since they only come
            when you ask for them.
          </Text>
          {settings.data.preferences.map((preference) => (
            <Switch
              key={preference.key}
              size="md"
              label={preference.label}
              description={preference.description}
              checked={preference.isEnabled}
              disabled={setPreference.isPending}
              onChange={(event) => {
                const isEnabled = event.currentTarget.checked;
                setPreference.mutate(
                  { key: preference.key, isEnabled },
                  {
                    onSuccess: () =>
                      showToast({
                        title: 'Saved',
                        message: `${preference.label}: e-mails ${isEnabled ? 'on' : 'off'}.`,
                      }),
                    onError: (error) =>
                      showToast({ title: 'Error', message: error.message, isDestructive: true }),
                  },
                );
              }}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
