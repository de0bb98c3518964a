import { Trans } from '@lingui/react';
import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { PreferenceSwitches } from '../../../components/preference-switches.tsx';
import { useMailSettings, useSetMailPreference } from '../api/mail.ts';
import { text, useText } from '../texts.ts';

/** One switch per kind of mail. Sign-in codes always come: they are only sent when asked for. */
export function MailSettingsCard() {
  const t = useText();
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
        <Alert color="red" title={t('mail.settingsLoadFailed')}>
          {settings.error.message}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {/* The address isolated, so an Arabic sentence does not reorder its parts. */}
            <Trans
              id={'mail.settingsIntro' satisfies Parameters<typeof text>[0]}
              values={{ email: <bdi>{settings.data.email}</bdi> }}
            />
          </Text>
          <PreferenceSwitches
            preferences={settings.data.preferences}
            channel={t('mail.channel')}
            isSaving={setPreference.isPending}
            save={(key, isEnabled) => setPreference.mutateAsync({ key, isEnabled })}
          />
        </Stack>
      )}
    </Card>
  );
}
