import { Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

/** 'Activate' or 'Deactivate' on a row whose item residents see only while active (trips, trainings). */
export function ActiveToggleButton({
  name,
  isActive,
  isBusy,
  onToggle,
}: {
  name: string;
  isActive: boolean;
  isBusy: boolean;
  onToggle: () => void;
}) {
  const action = isActive ? 'Deactivate' : 'Activate';
  return (
    <Button
      size="xs"
      variant="light"
      color={isActive ? 'gray' : 'teal'}
      leftSection={isActive ? <IconEyeOff size={14} /> : <IconEye size={14} />}
      loading={isBusy}
      aria-label={`${action} ${name}`}
      onClick={onToggle}
    >
      {action}
    </Button>
  );
}
