import { Stack, Switch } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';
import { wordMessage } from '../lib/contract-messages/word-message.ts';
import { runWithFeedback } from '../lib/feedback.ts';

type Preference<K extends string> = { key: K; label: string; description: string; isEnabled: boolean };

/**
 * One switch per kind of notification, for one channel (mail, push): the same words and behaviour on both
 * settings cards, so turning a kind on reads the same wherever it is done.
 */
export function PreferenceSwitches<K extends string>({
  preferences,
  channel,
  isSaving,
  save,
}: {
  preferences: readonly Preference<K>[];
  /** What the channel sends, as the toast says it: 'e-mails', 'push notifications'. */
  channel: string;
  isSaving: boolean;
  save: (key: K, isEnabled: boolean) => Promise<unknown>;
}) {
  const t = useText();
  return (
    <Stack gap="md">
      {preferences.map((preference) => (
        <Switch
          key={preference.key}
          size="md"
          label={wordMessage(preference.label)}
          description={wordMessage(preference.description)}
          checked={preference.isEnabled}
          disabled={isSaving}
          onChange={(event) => {
            const isEnabled = event.currentTarget.checked;
            void runWithFeedback({
              run: () => save(preference.key, isEnabled),
              success: {
                title: t('preferences.saved'),
                message: t(isEnabled ? 'preferences.on' : 'preferences.off', {
                  label: wordMessage(preference.label),
                  channel,
                }),
              },
              failure: t('preferences.failed', { channel }),
            });
          }}
        />
      ))}
    </Stack>
  );
}
