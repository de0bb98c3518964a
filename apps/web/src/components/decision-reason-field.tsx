import { LIMITS } from '@hub/contract/limits';
import { Textarea } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';

/** The optional reason an administrator gives when rejecting a post; the poster reads it in the decision mail. */
export function DecisionReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useText();
  return (
    <Textarea
      label={t('decisionReason.label')}
      description={t('decisionReason.description')}
      autosize
      minRows={2}
      maxLength={LIMITS.longText}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
