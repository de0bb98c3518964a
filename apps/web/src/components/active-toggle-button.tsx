import { Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { MessageId } from '../i18n/i18n.ts';
import { useText } from '../i18n/language-provider.tsx';

/** The catalog keys of a row's on/off button's words: what it does when the item is on, and when it is off. */
export type ToggleWords = { turnOff: MessageId; turnOn: MessageId };

/** Active items (benefits, trainings, trips): 'Deactivate' and 'Activate', as the spec words them. */
const ACTIVATION_WORDS: ToggleWords = { turnOff: 'activeToggle.deactivate', turnOn: 'activeToggle.activate' };
/** Corporate profiles: visible in the directory or hidden from it. */
export const VISIBILITY_WORDS: ToggleWords = { turnOff: 'activeToggle.hide', turnOn: 'activeToggle.show' };

/**
 * The one control that turns a row's item on or off for residents, on every tab (decision 059): 'Deactivate' in
 * grey with a crossed eye while it is on, 'Activate' in teal with an eye while it is off (or the `words` given).
 * Its accessible name adds the row's name: 'Deactivate Pool Party'.
 */
export function ActiveToggleButton({
  name,
  isActive,
  isBusy,
  isDisabled,
  words = ACTIVATION_WORDS,
  onToggle,
}: {
  name: string;
  isActive: boolean;
  isBusy: boolean;
  isDisabled?: boolean;
  words?: ToggleWords;
  onToggle: () => void;
}) {
  const t = useText();
  const action = t(isActive ? words.turnOff : words.turnOn);
  return (
    <Button
      size="xs"
      variant="light"
      color={isActive ? 'gray' : 'teal'}
      leftSection={isActive ? <IconEyeOff size={14} /> : <IconEye size={14} />}
      loading={isBusy}
      disabled={isDisabled}
      aria-label={t('rowAction.named', { action, name })}
      onClick={onToggle}
    >
      {action}
    </Button>
  );
}
