import { Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CSSProperties } from 'react';
import { useText } from '../i18n/language-provider.tsx';

type PrivacyValues = { showEmail: boolean; showPhone: boolean };

/**
 * Whether other members see the e-mail and the phone of a CV or a directory profile (shown unless unticked; the
 * owner and administrators always see them).
 */
export function ContactPrivacyFields<Values extends PrivacyValues>({
  form,
  style,
}: {
  form: UseFormReturnType<Values>;
  style?: CSSProperties;
}) {
  const t = useText();
  return (
    <Stack gap={6} style={style}>
      <Text size="sm" fw={500}>
        {t('contactPrivacy.title')}
      </Text>
      <Checkbox
        label={t('contactPrivacy.showEmail')}
        {...form.getInputProps('showEmail', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('contactPrivacy.showPhone')}
        {...form.getInputProps('showPhone', { type: 'checkbox' })}
      />
      <Text size="xs" c="dimmed">
        {t('contactPrivacy.adminsAlways')}
      </Text>
    </Stack>
  );
}
