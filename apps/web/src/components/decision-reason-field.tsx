import { LIMITS } from '@hub/contract/limits';
import { Textarea } from '@mantine/core';

/** The optional reason an administrator gives when rejecting a post; the poster reads it in the decision mail. */
export function DecisionReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label="Reason for rejection"
      description="Optional. Sent to the poster with the decision."
      autosize
      minRows={2}
      maxLength={LIMITS.longText}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
