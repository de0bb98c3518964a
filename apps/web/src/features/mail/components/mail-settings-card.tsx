import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { PreferenceSwitches } from '../../../components/preference-switches.tsx';
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
          <PreferenceSwitches
            preferences={settings.data.preferences}
            channel="e-mails"
            isSaving={setPreference.isPending}
            save={(key, isEnabled) => setPreference.mutateAsync({ key, isEnabled })}
          />
        </Stack>
      )}
    </Card>
  );
}
