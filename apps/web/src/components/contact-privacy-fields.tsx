import { Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CSSProperties } from 'react';

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
  return (
    <Stack gap={6} style={style}>
      <Text size="sm" fw={500}>
        Who sees my contact details
      </Text>
      <Checkbox
        label="Members may see my e-mail address"
        {...form.getInputProps('showEmail', { type: 'checkbox' })}
      />
      <Checkbox
        label="Members may see my mobile number"
        {...form.getInputProps('showPhone', { type: 'checkbox' })}
      />
      <Text size="xs" c="dimmed">
        Administrators always see them.
      </Text>
    </Stack>
  );
}
